import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { BDN_SCALES } from '../../domain/emissions';
import { bdnKind } from '../../domain/kinds/bdn';
import { useBdnList, type BdnRowView } from '../../data/bdn';
import { useSelectedCompany } from '../../data/companies';
import { dateColumn } from '../../ui/record-columns';
import { formatFigure } from '../../ui/format';
import { ListFrame, type NameColumn } from '../../ui/frames/list-frame';
import { fuelLabels } from '../../ui/records/bunker-labels';
import { BunkerWarningBadges } from '../../ui/records/bunker-warning-badges';

/** The chosen ship's bunker delivery notes from the device, newest first, with their warnings. */
export function BdnListPage({ sirala }: { sirala?: string | undefined }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const list = useBdnList(useSelectedCompany() ?? '');

  const name = useMemo<NameColumn<BdnRowView>>(
    () => ({
      id: 'bdnNo',
      header: t`BDN No`,
      value: (row) => row.bdnNo,
      text: (row) => row.bdnNo,
      link: (row, props) => <Link to="/teknik/bdn-kayit/$bdnId" params={{ bdnId: row._id }} {...props} />,
      size: 180,
    }),
    [t],
  );
  const columns = useMemo<ColumnDef<BdnRowView, unknown>[]>(
    () => [
      // On a tablet the port, fuel and sulphur go first (docs/areas/shell.md); the quantity and warnings stay.
      dateColumn('tarih', t`Tarih`, 1),
      { id: 'liman', header: t`Liman`, accessorFn: (row) => row.liman, size: 140, meta: { hide: 3 } },
      { id: 'yakit', header: t`Yakıt`, accessorFn: (row) => i18n._(fuelLabels[row.yakit]), size: 190, meta: { hide: 3 } },
      {
        id: 'miktarMt',
        header: t`Miktar (mt)`,
        accessorFn: (row) => row.miktarMt,
        cell: (info) => formatFigure(info.row.original.miktarMt, BDN_SCALES.miktarMt, 3),
        size: 130,
      },
      {
        id: 'kukurtYuzde',
        header: t`Kükürt (% m/m)`,
        accessorFn: (row) => row.kukurtYuzde,
        cell: (info) => formatFigure(info.row.original.kukurtYuzde, BDN_SCALES.kukurtYuzde, 2),
        size: 130,
        meta: { hide: 2 },
      },
      {
        id: 'uyarilar',
        header: t`Uyarılar`,
        accessorFn: (row) => row.uyarilar.length,
        cell: (info) => <BunkerWarningBadges warnings={info.row.original.uyarilar} />,
        size: 300,
      },
    ],
    [t, i18n],
  );

  return (
    <ListFrame<BdnRowView>
      kind={bdnKind}
      title={t`BDN Kayıt`}
      section={t`Teknik`}
      rows={list}
      name={name}
      columns={columns}
      sort={sirala}
      create={{ label: t`BDN Ekle`, link: (props) => <Link to="/teknik/bdn-kayit/form" {...props} /> }}
      tableId="bdn-kayit"
      empty={{ title: t`Henüz bunker teslim fişi yok.`, hint: t`“BDN Ekle” ile ilk kaydı ekleyin.` }}
      open={(row) => void navigate({ to: '/teknik/bdn-kayit/$bdnId', params: { bdnId: row._id } })}
    />
  );
}
