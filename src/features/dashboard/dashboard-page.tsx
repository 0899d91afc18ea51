import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../ui/page-header';
import { CalendarPanel } from './calendar-panel';
import classes from './dashboard.module.css';
import { MapPanel } from './map-panel';
import { NotepadPanel } from './notepad-panel';
import { SyncCard } from './sync-card';

/**
 * SPEC §2: the ship-tracking map, the calendar panel and the notepad, with the device's sync state;
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
        <div className={classes.sync}>
          <SyncCard />
        </div>
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
