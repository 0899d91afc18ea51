import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { inspectionCalendar, openDeficiencies, type PscCalendarRow } from '../../domain/inspections';
import { isNcOverdue } from '../../domain/non-conformity';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useInspectionRegister } from '../../data/kpi';
import { formatDate } from '../../ui/format';

/**
 * Inspections today (docs/areas/inspections.md): the open deficiencies (and how many are overdue),
 * the overdue non-conformities, and each ship's next PSC window, soonest first, for the chosen ship
 * or every ship. Computed on the device by the inspections' pure rules; loaded after the page.
 */
export default function InspectionsCard() {
  const { t } = useLingui();
  const companies = useCompanies();
  const selected = useSelectedCompany() ?? '';
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
  const shipOf = (sirket: string) => companies?.find((company) => company._id === sirket)?.gemi?.adi ?? '';

  return (
    <Paper withBorder radius="md" p="md" data-testid="inspections-card">
      <Title order={4} mb={6}>{t`Denetimler`}</Title>
      {register === undefined ? (
        <Text size="sm" c="dimmed">{t`Hesaplanıyor…`}</Text>
      ) : (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t`Açık eksiklikler (geciken)`}</Text>
            <Badge
              variant={overdue > 0 ? 'filled' : 'light'}
              color={overdue > 0 ? 'red' : open > 0 ? 'blue' : 'gray'}
              data-testid="open-deficiencies"
            >
              {open} ({overdue})
            </Badge>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t`Geciken uygunsuzluklar`}</Text>
            <Badge variant={ncOverdue > 0 ? 'filled' : 'light'} color={ncOverdue > 0 ? 'red' : 'gray'} data-testid="overdue-ncs">
              {ncOverdue}
            </Badge>
          </Group>
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
                  {selected ? '' : `${shipOf(row.sirket)} · `}
                  {t`${regime}: ${from} – ${to}`}
                  {row.oncelik ? ` · ${t`Öncelik`} ${row.oncelik}` : ''}
                </Text>
              );
            })
          )}
          <Anchor component={Link} to="/denetleme-raporlari/gemi-denet-raporlari" size="sm" mt={4}>
            {t`Denetimlere git`}
          </Anchor>
        </Stack>
      )}
    </Paper>
  );
}
