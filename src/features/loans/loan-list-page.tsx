import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { localDate } from '../../domain/calendar';
import { loanKind } from '../../domain/kinds/loan';
import { SCALES } from '../../domain/money';
import { useSelectedCompany } from '../../data/companies';
import { loanView, useLoans, type LoanRow, type LoanView } from '../../data/loans';
import { formatDate, formatFigure, formatMoney } from '../../ui/format';
import { ListFrame, type NameColumn } from '../../ui/frames/list-frame';

type LoanListRow = LoanRow & { view: LoanView };

/** The chosen ship's loans from the device: the balance today, the next instalment and the security cover. */
export function LoanListPage({ sirala }: { sirala?: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const today = localDate();
  const rows = useLoans(useSelectedCompany() ?? '');
  const list = useMemo<LoanListRow[] | undefined>(() => rows?.map((row) => ({ ...row, view: loanView(row, today) })), [rows, today]);

  const name = useMemo<NameColumn<LoanListRow>>(
    () => ({
      id: 'kullanimTarihi',
      header: t`Kullanım Tarihi`,
      value: (row) => row.kullanimTarihi,
      text: (row) => formatDate(row.kullanimTarihi),
      link: (row, props) => <Link to="/finans/kredi-kayitlari/$krediId" params={{ krediId: row._id }} {...props} />,
      size: 150,
    }),
    [t],
  );
  const columns = useMemo<ColumnDef<LoanListRow, unknown>[]>(
    () => [
      {
        id: 'tutar',
        header: t`Kredi Tutarı`,
        accessorFn: (row) => row.tutar,
        cell: (info) => formatMoney(info.row.original.tutar, info.row.original.dovizCinsi),
        size: 160,
        meta: { hide: 2 },
      },
      {
        id: 'bakiye',
        header: t`Kalan Anapara`,
        accessorFn: (row) => Number(row.view.bakiye),
        cell: (info) => <span data-testid="loan-balance">{formatMoney(info.row.original.view.bakiye, info.row.original.dovizCinsi)}</span>,
        size: 160,
      },
      {
        id: 'sonraki',
        header: t`Sonraki Taksit`,
        accessorFn: (row) => row.view.sonraki?.bitis ?? '',
        cell: (info) => {
          const next = info.row.original.view.sonraki;
          return (
            <span data-testid="loan-next">
              {next ? `${formatDate(next.bitis)} · ${formatMoney(next.anapara + next.faiz, info.row.original.dovizCinsi)}` : '—'}
            </span>
          );
        },
        size: 230,
      },
      {
        id: 'teminat',
        header: t`Teminat Oranı`,
        accessorFn: (row) => (row.view.teminat.oranYuzde === null ? -1 : Number(row.view.teminat.oranYuzde)),
        cell: (info) => {
          const cover = info.row.original.view.teminat;
          if (cover.oranYuzde === null) return '—';
          const short = cover.eksikOdeme !== null && cover.eksikOdeme > 0n;
          return (
            <Badge color={short ? 'red' : 'green'} variant="light" data-testid="loan-cover">
              %{formatFigure(Number(cover.oranYuzde), SCALES.percent, 1)}
            </Badge>
          );
        },
        size: 140,
      },
    ],
    [t],
  );

  return (
    <ListFrame<LoanListRow>
      kind={loanKind}
      title={t`Kredi Kayıtları`}
      section={t`Finans`}
      rows={list}
      name={name}
      columns={columns}
      sort={sirala}
      create={{ label: t`Kredi Ekle`, link: (props) => <Link to="/finans/kredi-kayitlari/form" {...props} /> }}
      tableId="kredi-kayitlari"
      empty={{ title: t`Henüz kredi kaydı yok.`, hint: t`“Kredi Ekle” ile ilk krediyi ekleyin.` }}
      open={(row) => void navigate({ to: '/finans/kredi-kayitlari/$krediId', params: { krediId: row._id } })}
    />
  );
}
