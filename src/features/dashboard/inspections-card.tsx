import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { inspectionCalendar, openDeficiencies, type PscCalendarRow } from '../../domain/inspections';
import { isNcOverdue } from '../../domain/non-conformity';
import { useCompanies } from '../../data/companies';
import { useInspectionRegister } from '../../data/kpi';
import { formatDate } from '../../ui/format';
import { CountLine, DashboardCard, useShipLines } from './card';

/**
 * Inspections today (docs/areas/inspections.md): the open deficiencies (and how many are overdue),
 * the overdue non-conformities, and each ship's next PSC window, soonest first, for the chosen ship
 * or every ship. Computed on the device by the inspections' pure rules; loaded after the page.
 */
export default function InspectionsCard() {
  const { t } = useLingui();
  const companies = useCompanies();
  const { selected, named } = useShipLines();
  const ships = useMemo(
    () => (companies ? (selected ? [selected] : companies.filter((company) => company.gemi?.adi).map((company) => company._id)) : null),
    [companies, selected],
  );
  const register = useInspectionRegister(ships);
  const today = localDate();
  const { open, overdue, ncOverdue, windows } = useMemo(() => {
    const inspections = register?.denetim ?? [];
    const deficiencies = openDeficiencies(inspections, today);
    const windows: (PscCalendarRow & { sirket: string })[] = (ships ?? []).flatMap((sirket) =>
      inspectionCalendar(sirket, inspections, today).psc.map((row) => ({ ...row, sirket })),
    );
    windows.sort((a, b) => a.acilis.localeCompare(b.acilis));
    return {
      open: deficiencies.length,
      overdue: deficiencies.filter((deficiency) => deficiency.gecikti).length,
      ncOverdue: (register?.uygunsuzluk ?? []).filter((nc) => isNcOverdue(nc, today)).length,
      windows,
    };
  }, [register, ships, today]);

  return (
    <DashboardCard
      title={t`Denetimler`}
      testId="inspections-card"
      loading={register === undefined}
      to="/denetleme-raporlari/gemi-denet-raporlari"
      linkLabel={t`Denetimlere git`}
    >
      <CountLine
        label={t`Açık eksiklikler (geciken)`}
        count={open}
        color={overdue > 0 ? 'red' : 'blue'}
        filled={overdue > 0}
        testId="open-deficiencies"
      >
        {open} ({overdue})
      </CountLine>
      <CountLine label={t`Geciken uygunsuzluklar`} count={ncOverdue} color="red" testId="overdue-ncs" />
      <Text size="sm">{t`Sıradaki PSC penceresi`}</Text>
      {windows.length === 0 ? (
        <Text size="xs" c="dimmed">{t`PSC denetimi kaydı yok`}</Text>
      ) : (
        windows.slice(0, 4).map((row) => {
          const from = formatDate(row.acilis);
          const to = formatDate(row.kapanis);
          const regime = row.rejim === 'paris' ? t`Paris MoU` : t`Tokyo MoU`;
          return (
            <Text size="xs" c={row.oncelik === 'I' ? 'red' : 'dimmed'} key={`${row.sirket}-${row.rejim}`} data-testid="psc-window">
              {named(row.sirket, t`${regime}: ${from} – ${to}`)}
              {row.oncelik ? ` · ${t`Öncelik`} ${row.oncelik}` : ''}
            </Text>
          );
        })
      )}
    </DashboardCard>
  );
}
