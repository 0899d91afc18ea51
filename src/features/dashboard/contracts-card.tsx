import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { contractsDue, noticeDeadline, type ContractType } from '../../domain/contracts';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useContracts, type ContractRow } from '../../data/operations';
import { formatDate } from '../../ui/format';

// The card's own words (the dashboard's catalog: the operations area's does not load here).
const dueLabels = {
  yaklasiyor: msg`Yaklaşıyor`,
  'ihbar-kacti': msg`İhbar süresi kaçtı`,
} as const;
const dueColors = { yaklasiyor: 'orange', 'ihbar-kacti': 'red' } as const;

const typeLabels: Record<ContractType, MessageDescriptor> = {
  'cp-time': msg`Time charter C/P`,
  'cp-voyage': msg`Voyage charter C/P`,
  coa: msg`COA`,
  shipman: msg`Gemi işletme (SHIPMAN)`,
  crewman: msg`Adamlama (CREWMAN)`,
  hm: msg`Tekne ve makine (H&M)`,
  pi: msg`P&I`,
  loh: msg`Kira kaybı (LOH)`,
  kredi: msg`Kredi`,
  diger: msg`Diğer`,
};

/**
 * The contracts that fall due (docs/areas/operations.md §4): approaching their end or notice
 * deadline, or with the notice missed, soonest first, for the chosen ship or every ship (each line
 * names its ship). Computed on the device by `contractsDue`; loaded after the page.
 */
export default function ContractsCard() {
  const { t, i18n } = useLingui();
  const companies = useCompanies();
  const selected = useSelectedCompany() ?? '';
  const rows = useContracts(selected);
  const today = localDate();
  const due = useMemo(() => contractsDue<ContractRow>(rows ?? [], today), [rows, today]);
  const shipOf = (row: ContractRow) => companies?.find((company) => company._id === row.sirket)?.gemi?.adi ?? '';

  return (
    <Paper withBorder radius="md" p="md" data-testid="contracts-card">
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <Title order={4}>{t`Sözleşmeler`}</Title>
        <Badge variant={due.length > 0 ? 'filled' : 'light'} color={due.length > 0 ? 'orange' : 'gray'} data-testid="contracts-due-count">
          {due.length}
        </Badge>
      </Group>
      {rows === undefined ? (
        <Text size="sm" c="dimmed">{t`Hesaplanıyor…`}</Text>
      ) : (
        <Stack gap={6}>
          {due.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="contracts-none-due">
              {t`Süresi yaklaşan sözleşme yok.`}
            </Text>
          )}
          {due.map(({ sozlesme, durum, tarih, kalanGun }) => {
            const name = sozlesme.numara || i18n._(typeLabels[sozlesme.tur]);
            const date = formatDate(tarih);
            const deadline = noticeDeadline(sozlesme, today) === tarih;
            return (
              <Group key={sozlesme._id} justify="space-between" wrap="nowrap" gap="xs" data-testid="contracts-due">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {selected ? name : `${shipOf(sozlesme)} · ${name}`}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {deadline ? t`İhbar son günü ${date}` : t`Bitiş ${date}`}
                    {kalanGun >= 0 ? ` · ${t`${kalanGun} gün`}` : ''}
                  </Text>
                </Stack>
                <Badge color={dueColors[durum as keyof typeof dueColors]} variant="light" data-testid="contracts-due-status">
                  {i18n._(dueLabels[durum as keyof typeof dueLabels])}
                </Badge>
              </Group>
            );
          })}
          <Anchor component={Link} to="/operasyon/sozlesmeler" size="sm" mt={4}>
            {t`Sözleşmelere git`}
          </Anchor>
        </Stack>
      )}
    </Paper>
  );
}
