import { useLingui } from '@lingui/react/macro';
import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '../../ui/page-header';
import { CalendarPanel } from './calendar-panel';
import { MapPanel } from './map-panel';
import { NotepadPanel } from './notepad-panel';

/** SPEC §2: the ship-tracking map, the calendar panel, and the notepad on the right. */
export function DashboardPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Ana Sayfa`} />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack>
            <MapPanel />
            <CalendarPanel />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <NotepadPanel />
        </Grid.Col>
      </Grid>
    </>
  );
}
