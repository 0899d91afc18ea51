import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { charterKind, type CharterType } from '../../domain/kinds/charter';
import { useSelectedCompany } from '../../data/companies';
import { useCompanyAccounts } from '../../data/loans';
import { useCharters, type CharterRow } from '../../data/operations';
import { formatDate, formatDateTime, formatMoney } from '../../ui/format';
import { ListFrame, type NameColumn } from '../../ui/frames/list-frame';

/** The chosen ship's accounts by id: a charter names its charterer by its title. */
function useAccountNames(sirket: string): Map<string, string> {
  const accounts = useCompanyAccounts(sirket);
  return useMemo(() => new Map((accounts ?? []).map((account) => [account._id, account.unvan])), [accounts]);
}

const PAGES = { time: '/operasyon/time-charter/$carterId', spot: '/operasyon/spot-charter/$carterId' } as const;

/** What both lists share: the ship's charters of a kind, the charterer naming each and linking to its page, the C/P date, how a row opens. */
function useCharterList(tip: CharterType) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const sirket = useSelectedCompany() ?? '';
  const rows = useCharters(sirket, tip);
  const names = useAccountNames(sirket);
  const to = PAGES[tip];
  const name = useMemo<NameColumn<CharterRow>>(
    () => ({
      id: 'cariHesap',
      header: t`Kiracı`,
      value: (row) => names.get(row.cariHesap) ?? '',
      text: (row) => names.get(row.cariHesap) ?? '—',
      link: (row, props) => <Link to={to} params={{ carterId: row._id }} {...props} />,
      size: 240,
    }),
    [t, names, to],
  );
  const cpDate = useMemo<ColumnDef<CharterRow, unknown>>(
    () => ({
      id: 'cpTarihi',
      header: t`C/P Tarihi`,
      accessorFn: (row) => row.cpTarihi ?? '',
      cell: (info) => formatDate(info.row.original.cpTarihi),
      size: 120,
      meta: { hide: 2 },
    }),
    [t],
  );
  const open = (row: CharterRow) => void navigate({ to, params: { carterId: row._id } });
  return { rows, name, cpDate, open };
}

/** The chosen ship's time charters from the device: charterer, hire, delivery and redelivery. */
export function TimeCharterListPage({ sirala }: { sirala?: string | undefined }) {
  const { t } = useLingui();
  const { rows, name, cpDate, open } = useCharterList('time');

  const columns = useMemo<ColumnDef<CharterRow, unknown>[]>(
    () => [
      cpDate,
      {
        id: 'kira',
        header: t`Günlük Kira`,
        accessorFn: (row) => row.gunlukKira ?? 0,
        cell: (info) => formatMoney(info.row.original.gunlukKira ?? 0, info.row.original.dovizCinsi),
        size: 150,
      },
      {
        id: 'teslim',
        header: t`Teslim (UTC)`,
        accessorFn: (row) => row.teslim.zaman ?? '',
        cell: (info) => (info.row.original.teslim.zaman ? formatDateTime(info.row.original.teslim.zaman) : '—'),
        size: 170,
        meta: { hide: 1 },
      },
      {
        id: 'durum',
        header: t`Durum`,
        accessorFn: (row) => (row.iade.zaman ? 1 : 0),
        cell: (info) =>
          info.row.original.iade.zaman ? (
            <Badge color="gray" variant="light">{t`İade edildi`}</Badge>
          ) : (
            <Badge color="green" variant="light" data-testid="charter-running">{t`Devam ediyor`}</Badge>
          ),
        size: 140,
      },
    ],
    [t, cpDate],
  );

  return (
    <ListFrame<CharterRow>
      kind={charterKind}
      title={t`Time Charter`}
      section={t`Operasyon`}
      rows={rows}
      name={name}
      columns={columns}
      sort={sirala}
      tableId="time-charter"
      create={{ label: t`Time Charter Ekle`, link: (props) => <Link to="/operasyon/time-charter/form" {...props} /> }}
      empty={{ title: t`Henüz time charter yok.`, hint: t`Gemi seçili olduğunda kiralamaları burada görünür.` }}
      open={open}
    />
  );
}

/** The chosen ship's voyage charters from the device: charterer, cargo, ports. */
export function VoyageListPage({ sirala }: { sirala?: string | undefined }) {
  const { t } = useLingui();
  const { rows, name, cpDate, open } = useCharterList('spot');

  const columns = useMemo<ColumnDef<CharterRow, unknown>[]>(
    () => [
      cpDate,
      { id: 'yuk', header: t`Yük`, accessorFn: (row) => row.yuk.tanim, size: 180, meta: { hide: 1 } },
      {
        id: 'limanlar',
        header: t`Limanlar`,
        accessorFn: (row) => row.limanlar.map((port) => port.liman).join(' → '),
        size: 240,
      },
      {
        id: 'demurrage',
        header: t`Demurrage / gün`,
        accessorFn: (row) => row.demurrageGunluk ?? 0,
        cell: (info) => formatMoney(info.row.original.demurrageGunluk ?? 0, info.row.original.dovizCinsi),
        size: 150,
      },
    ],
    [t, cpDate],
  );

  return (
    <ListFrame<CharterRow>
      kind={charterKind}
      title={t`Spot Charter`}
      section={t`Operasyon`}
      rows={rows}
      name={name}
      columns={columns}
      sort={sirala}
      tableId="spot-charter"
      create={{ label: t`Sefer Ekle`, link: (props) => <Link to="/operasyon/spot-charter/form" {...props} /> }}
      empty={{ title: t`Henüz sefer kiralaması yok.`, hint: t`Gemi seçili olduğunda seferleri burada görünür.` }}
      open={open}
    />
  );
}
