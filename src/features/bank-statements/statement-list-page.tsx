import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { statementKind } from '../../domain/kinds/statement';
import { useSelectedCompany } from '../../data/companies';
import { useStatements, type StatementRow } from '../../data/statements';
import { formatDate, formatMoney } from '../../ui/format';
import { ListFrame, type NameColumn } from '../../ui/frames/list-frame';

/** The chosen ship's bank statements from the device: account, number, closing date and balance, lines. */
export function StatementListPage({ sirala }: { sirala?: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const rows = useStatements(useSelectedCompany() ?? '');

  const name = useMemo<NameColumn<StatementRow>>(
    () => ({
      id: 'kapanisTarihi',
      header: t`Ekstre Tarihi`,
      value: (row) => row.kapanisTarihi ?? '',
      text: (row) => (row.kapanisTarihi ? formatDate(row.kapanisTarihi) : row.ekstreNo || '—'),
      link: (row, props) => <Link to="/finans/banka-ekstreleri/$ekstreId" params={{ ekstreId: row._id }} {...props} />,
      size: 150,
    }),
    [t],
  );
  const columns = useMemo<ColumnDef<StatementRow, unknown>[]>(
    () => [
      { id: 'hesap', header: t`Hesap (IBAN)`, accessorFn: (row) => row.hesap, size: 260, meta: { hide: 2 } },
      { id: 'ekstreNo', header: t`Ekstre No`, accessorFn: (row) => row.ekstreNo, size: 120, meta: { hide: 1 } },
      { id: 'satirSayisi', header: t`Satır`, accessorFn: (row) => row.satirSayisi ?? 0, size: 80 },
      {
        id: 'kapanisBakiyesi',
        header: t`Kapanış Bakiyesi`,
        accessorFn: (row) => row.kapanisBakiyesi ?? 0,
        cell: (info) => {
          const row = info.row.original;
          return row.kapanisBakiyesi === null || row.kapanisBakiyesi === undefined ? '—' : formatMoney(row.kapanisBakiyesi, row.dovizCinsi);
        },
        size: 170,
      },
    ],
    [t],
  );

  return (
    <ListFrame<StatementRow>
      kind={statementKind}
      title={t`Banka Ekstreleri`}
      section={t`Finans`}
      rows={rows}
      name={name}
      columns={columns}
      sort={sirala}
      create={{ label: t`Ekstre Yükle`, link: (props) => <Link to="/finans/banka-ekstreleri/form" {...props} /> }}
      tableId="banka-ekstreleri"
      empty={{ title: t`Henüz banka ekstresi yok.`, hint: t`“Ekstre Yükle” ile bankanın MT940, camt.053 ya da CSV dosyasını alın.` }}
      open={(row) => void navigate({ to: '/finans/banka-ekstreleri/$ekstreId', params: { ekstreId: row._id } })}
    />
  );
}
