import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../ui/page-header';
import { CalendarPanel } from './calendar-panel';
import classes from './dashboard.module.css';
import { MapPanel } from './map-panel';
import { NotepadPanel } from './notepad-panel';
import { SyncCard } from './sync-card';

// The finance card computes from every bill and payment on the device: it loads after the page.
const FinanceCard = lazy(() => import('./finance-card'));
// The certificates card computes every ship's statuses from the device: it loads after the page too.
const CertificatesCard = lazy(() => import('./certificates-card'));
// Unread circulars, from the device's library.
const CircularsCard = lazy(() => import('./circulars-card'));
// The loans' instalments due in 30 days and any cover shortfall, from the device's loans.
const LoansCard = lazy(() => import('./loans-card'));
// The contracts falling due (end or notice deadline), from the device's contracts.
const ContractsCard = lazy(() => import('./contracts-card'));
// Open deficiencies, overdue non-conformities and the next PSC windows, from the device's inspections.
const InspectionsCard = lazy(() => import('./inspections-card'));

/** The cards under the sync state, in this order. */
const CARDS = [FinanceCard, CircularsCard, CertificatesCard, LoansCard, ContractsCard, InspectionsCard];

/**
 * docs/areas/shell.md: the ship-tracking map, the calendar panel and the notepad, with the device's sync state;
 * laid out for a laptop and for a tablet (dashboard.module.css).
 */
export function DashboardPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Ana Sayfa`} />
      <div className={classes.grid}>
        <div className={classes.map}>
          <MapPanel />
        </div>
        <Stack className={classes.sync} gap="md">
          <SyncCard />
          {CARDS.map((Card, index) => (
            // Each card on its own: one still loading holds back none of the others.
            <Suspense key={index} fallback={null}>
              <Card />
            </Suspense>
          ))}
        </Stack>
        <div className={classes.calendar}>
          <CalendarPanel />
        </div>
        <div className={classes.notepad}>
          <NotepadPanel />
        </div>
      </div>
    </>
  );
}
