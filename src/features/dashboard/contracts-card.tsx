import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { contractsDue, noticeDeadline, type ContractType } from '../../domain/contracts';
import { useContracts, type ContractRow } from '../../data/operations';
import { formatDate } from '../../ui/format';
import { CountBadge, DashboardCard, useShipLines } from './card';

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
  const { selected, named } = useShipLines();
  const rows = useContracts(selected);
  const today = localDate();
  const due = useMemo(() => contractsDue<ContractRow>(rows ?? [], today), [rows, today]);

  return (
    <DashboardCard
      title={t`Sözleşmeler`}
      testId="contracts-card"
      badge={<CountBadge count={due.length} color="orange" testId="contracts-due-count" />}
      loading={rows === undefined}
      to="/operasyon/sozlesmeler"
      linkLabel={t`Sözleşmelere git`}
      gap={6}
    >
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
                {named(sozlesme.sirket, name)}
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
    </DashboardCard>
  );
}
