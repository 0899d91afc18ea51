import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge, Paper, Table, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { budgetCodeDepth, type BudgetCodeType } from '../../domain/budget-code';
import { useBudgetCodes, type BudgetCodeRow } from '../../data/budget-codes';
import { useSyncMarks } from '../../data/outbox-queries';
import { useCurrentUser } from '../../data/session';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { PageLoading } from '../../ui/record-page';
import { SyncBadge } from '../../ui/sync-badge';
import { budgetStatusLabels } from '../../ui/records/budget-code-labels';
import classes from './budget-codes.module.css';

/** docs/areas/budget-codes.md: parent, sub-parent and child rows by the depth of the dotted code. */
function depthClass(kod: string): string {
  const depth = budgetCodeDepth(kod);
  if (depth <= 1) return classes.parent!;
  return depth === 2 ? classes.subparent! : classes.child!;
}

/** Budget codes (docs/areas/budget-codes.md): expense and income charts, read from the device so they work offline. */
export function BudgetCodeListPage({ tip }: { tip: BudgetCodeType }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const rows = useBudgetCodes(tip);
  const marks = useSyncMarks('butceKodu');
  const canWrite = useCurrentUser()?.isAdmin === true;
  // A code is its address (docs/areas/budget-codes.md); a code made twice offline (one of them to be refused) is
  // told apart by its id until the user resolves it.
  const counts = new Map<string, number>();
  for (const row of rows ?? []) counts.set(row.kod, (counts.get(row.kod) ?? 0) + 1);
  const addressOf = (row: BudgetCodeRow) => ((counts.get(row.kod) ?? 0) > 1 ? row._id : row.kod);

  return (
    <>
      <PageHeader
        title={t`Bütçe Kodları`}
        count={rows?.length}
        crumbs={[{ label: t`Finans` }, { label: t`Bütçe Kodları` }]}
        actions={
          canWrite
            ? [
                {
                  label: tip === 'gider' ? t`Gider kodu ekle` : t`Gelir kodu ekle`,
                  icon: <IconPlus size={16} />,
                  primary: true,
                  link: (props) => <Link to="/finans/butce-kodu/form" search={{ tip }} {...props} />,
                },
              ]
            : []
        }
      />
      <Tabs
        value={tip}
        onChange={(value) => value && void navigate({ to: '/finans/butce-kodu', search: { tip: value as BudgetCodeType } })}
        mb="md"
      >
        <Tabs.List>
          <Tabs.Tab value="gider">{t`Gider`}</Tabs.Tab>
          <Tabs.Tab value="gelir">{t`Gelir`}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Paper withBorder radius="md">
        {rows === undefined ? (
          <PageLoading />
        ) : rows.length === 0 ? (
          <EmptyState
            title={t`Bu planda henüz bütçe kodu yok.`}
            hint={canWrite ? t`Ana kategoriden başlayın (ör. 740), sonra alt kodları ekleyin.` : t`Bütçe kodlarını yöneticiler ekler.`}
          />
        ) : (
          // No scroll container: it would hold the sticky header, which should follow the page.
          <Table highlightOnHover verticalSpacing="xs" stickyHeader stickyHeaderOffset={64} layout="fixed" aria-label={t`Bütçe Kodları`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="30%">{t`Kod`}</Table.Th>
                <Table.Th>{t`Adı`}</Table.Th>
                <Table.Th w={120}>{t`Durum`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr
                  key={row._id}
                  className={depthClass(row.kod)}
                  data-depth={budgetCodeDepth(row.kod)}
                  onClick={() =>
                    void navigate({ to: '/finans/butce-kodu/$butceKodu', params: { butceKodu: addressOf(row) }, search: { tip } })
                  }
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td>
                    <Link
                      to="/finans/butce-kodu/$butceKodu"
                      params={{ butceKodu: addressOf(row) }}
                      search={{ tip }}
                      className={classes.code}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {row.kod}
                    </Link>
                  </Table.Td>
                  <Table.Td className={classes.name}>
                    {row.adi} <SyncBadge mark={marks.get(row._id)} />
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={row.durum === 'aktif' ? 'teal' : 'gray'}>
                      {i18n._(budgetStatusLabels[row.durum])}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </>
  );
}
