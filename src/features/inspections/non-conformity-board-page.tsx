import { lazy, Suspense, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { isNcOverdue, NC_STATES, nextState, type NcState } from '../../domain/non-conformity';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useCanWriteCompany } from '../../data/grants';
import { boardOf, overdueCount, useNonConformities, type NonConformityRow } from '../../data/non-conformities';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/page-header';
import { PageLoading } from '../../ui/record-page';
import { ncSeverityLabels, ncStateLabels } from './nc-labels';
import { useMoveTexts } from './nc-texts';

// The non-conformity board (docs/areas/inspections.md §2a): the chosen ship's non-conformities from
// the device (offline), a column per state, overdue ones first; each card's next move a button that
// says what it needs. The move and the new non-conformity are dialogs loaded on first use.

const NcMoveDialog = lazy(() => import('./nc-move-dialog'));
const NcCreateDialog = lazy(() => import('./nc-create-dialog'));

const SEVERITY_COLORS = { gozlem: 'gray', minor: 'yellow', major: 'red' } as const;

type Dialog = { kind: 'move'; row: NonConformityRow; hedef: Exclude<NcState, 'acik'> } | { kind: 'create' } | null;

export function NonConformityBoardPage() {
  const { t, i18n } = useLingui();
  const selected = useSelectedCompany() ?? '';
  const rows = useNonConformities(selected);
  const today = localDate();
  const board = useMemo(() => (rows ? boardOf(rows, today) : null), [rows, today]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const canCreate = useCanWriteCompany(selected || undefined);
  const title = t`Uygunsuzluk Raporları`;
  const overdue = rows ? overdueCount(rows, today) : 0;

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        crumbs={[{ label: t`Denetleme Raporları` }, { label: title }]}
        count={rows?.length}
        badge={
          overdue > 0 ? (
            <Badge color="red" variant="light" data-testid="nc-overdue-total">
              {t`${overdue} geciken`}
            </Badge>
          ) : undefined
        }
        actions={canCreate ? [{ label: t`Uygunsuzluk Ekle`, primary: true, onClick: () => setDialog({ kind: 'create' }) }] : []}
      />
      {!board ? (
        <PageLoading />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 5 }} spacing="sm" data-testid="nc-board">
          {NC_STATES.map((state) => (
            <Paper key={state} withBorder radius="md" p="sm" bg="gray.0" data-testid={`nc-column-${state}`}>
              <Group justify="space-between" mb="xs">
                <Title order={2} size="h6">
                  {i18n._(ncStateLabels[state])}
                </Title>
                <Badge variant="default">{board[state].length}</Badge>
              </Group>
              <Stack gap="xs">
                {board[state].map((row) => (
                  <NcCard key={row._id} row={row} today={today} onMove={(hedef) => setDialog({ kind: 'move', row, hedef })} />
                ))}
                {board[state].length === 0 && (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {dialog && (
        <Suspense fallback={null}>
          {dialog.kind === 'move' ? (
            <NcMoveDialog row={dialog.row} hedef={dialog.hedef} onClose={() => setDialog(null)} />
          ) : (
            <NcCreateDialog sirket={selected} onClose={() => setDialog(null)} />
          )}
        </Suspense>
      )}
    </Stack>
  );
}

function NcCard({ row, today, onMove }: { row: NonConformityRow; today: string; onMove: (hedef: Exclude<NcState, 'acik'>) => void }) {
  const { t, i18n } = useLingui();
  const companies = useCompanies();
  const canWrite = useCanWriteCompany(row.sirket);
  const moves = useMoveTexts();
  const late = isNcOverdue(row, today);
  const next = nextState(row.durum) as Exclude<NcState, 'acik'> | null;
  const company = companies?.find((item) => item._id === row.sirket);
  const needText = next ? moves.needs(next) : '';
  return (
    <Paper withBorder radius="sm" p="xs" bg="white" data-testid="nc-card" data-state={row.durum} data-overdue={late ? 'true' : 'false'}>
      <Group gap={6} mb={4}>
        <Badge size="sm" color={SEVERITY_COLORS[row.siddet]} variant="light">
          {i18n._(ncSeverityLabels[row.siddet])}
        </Badge>
        {late && (
          <Badge size="sm" color="red" data-testid="nc-overdue">
            {t`Gecikti`}
          </Badge>
        )}
        {row.kaynak && (
          <Badge size="sm" variant="outline" color="blue">
            {t`Denetimden`}
          </Badge>
        )}
      </Group>
      <Text size="sm" fw={500} lineClamp={3} data-testid="nc-text">
        {row.tanim}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {company ? `${company.gemi?.adi || company.isim} · ` : ''}
        {formatDate(row.tarih)}
        {row.hedefTarih ? ` → ${formatDate(row.hedefTarih)}` : ''}
      </Text>
      {row.etkin === false && row.dogrulayan && row.durum === 'planlandi' && (
        <Text size="xs" c="orange" mt={4}>
          {t`Önceki faaliyet etkin bulunmadı`}
        </Text>
      )}
      {next && canWrite && (
        <Box mt="xs">
          <Button size="xs" variant="light" fullWidth onClick={() => onMove(next)} data-testid={`nc-move-${next}`}>
            {moves.action(next)}
          </Button>
          <Text size="xs" c="dimmed" mt={2}>
            {t`Gerekli: ${needText}`}
          </Text>
        </Box>
      )}
    </Paper>
  );
}
