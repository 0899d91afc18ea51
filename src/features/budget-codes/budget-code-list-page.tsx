import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge, Tabs } from '@mantine/core';
import { budgetCodeDepth, type BudgetCodeType } from '../../domain/budget-code';
import { useBudgetCodes, type BudgetCodeRow } from '../../data/budget-codes';
import { useSyncMarks } from '../../data/outbox-queries';
import { useCurrentUser } from '../../data/session';
import { ListHeader } from '../../ui/frames/list-frame';
import { RecordTable } from '../../ui/frames/record-table';
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

  const open = (row: BudgetCodeRow) =>
    void navigate({ to: '/finans/butce-kodu/$butceKodu', params: { butceKodu: addressOf(row) }, search: { tip } });

  return (
    <>
      <ListHeader
        title={t`Bütçe Kodları`}
        section={t`Finans`}
        count={rows?.length}
        create={{
          label: tip === 'gider' ? t`Gider kodu ekle` : t`Gelir kodu ekle`,
          link: (props) => <Link to="/finans/butce-kodu/form" search={{ tip }} {...props} />,
        }}
        canCreate={canWrite}
        readOnlyMark={false}
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
      <RecordTable
        rows={rows}
        label={t`Bütçe Kodları`}
        empty={{
          title: t`Bu planda henüz bütçe kodu yok.`,
          hint: canWrite ? t`Ana kategoriden başlayın (ör. 740), sonra alt kodları ekleyin.` : t`Bütçe kodlarını yöneticiler ekler.`,
        }}
        layout="fixed"
        columns={[
          {
            header: t`Kod`,
            w: '30%',
            cell: (row) => (
              <Link
                to="/finans/butce-kodu/$butceKodu"
                params={{ butceKodu: addressOf(row) }}
                search={{ tip }}
                className={classes.code}
                onClick={(event) => event.stopPropagation()}
              >
                {row.kod}
              </Link>
            ),
          },
          {
            header: t`Adı`,
            className: classes.name!,
            cell: (row) => (
              <>
                {row.adi} <SyncBadge mark={marks.get(row._id)} />
              </>
            ),
          },
          {
            header: t`Durum`,
            w: 120,
            cell: (row) => (
              <Badge variant="light" color={row.durum === 'aktif' ? 'teal' : 'gray'}>
                {i18n._(budgetStatusLabels[row.durum])}
              </Badge>
            ),
          },
        ]}
        rowProps={(row) => ({ className: depthClass(row.kod), 'data-depth': budgetCodeDepth(row.kod) })}
        open={open}
      />
    </>
  );
}
