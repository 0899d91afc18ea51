import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { BDN_SCALES } from '../../domain/emissions';
import { useBdnList, type BdnRowView } from '../../data/bdn';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useCanCreateInSelected } from '../../data/grants';
import { useSyncMarks } from '../../data/outbox-queries';
import { DataTable } from '../../ui/data-table';
import { formatDate, formatFigure } from '../../ui/format';
import { PageHeader } from '../../ui/page-header';
import { ReadOnlyBadge } from '../../ui/read-only-badge';
import { recordLinkColumn } from '../../ui/record-columns';
import { PageLoading } from '../../ui/record-page';
import { fuelLabels } from '../../ui/records/bunker-labels';
import { BunkerWarningBadges } from '../../ui/records/bunker-warning-badges';

/** The chosen ship's bunker delivery notes from the device, newest first, with their warnings. */
export function BdnListPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const company = useSelectedCompany() ?? '';
  const canCreate = useCanCreateInSelected();
  const list = useBdnList(company);
  const marks = useSyncMarks('bdn');
  const companies = useCompanies();
  const shipNames = useMemo(
    () => (company ? null : new Map((companies ?? []).map((c) => [c._id, c.gemi?.adi || c.isim]))),
    [company, companies],
  );

  const columns = useMemo<ColumnDef<BdnRowView, unknown>[]>(
    () => [
      recordLinkColumn<BdnRowView>({
        id: 'bdnNo',
        header: t`BDN No`,
        value: (row) => row.bdnNo,
        text: (row) => row.bdnNo,
        link: (row, props) => <Link to="/teknik/bdn-kayit/$bdnId" params={{ bdnId: row._id }} {...props} />,
        marks,
        size: 180,
      }),
      ...(shipNames
        ? [
            {
              id: 'gemi',
              header: t`Gemi`,
              accessorFn: (row: BdnRowView) => shipNames.get(row.sirket) ?? '',
              size: 170,
              meta: { hide: 1 as const },
            },
          ]
        : []),
      // On a tablet the port, fuel and sulphur go first (docs/areas/shell.md); the quantity and warnings stay.
      {
        id: 'tarih',
        header: t`Tarih`,
        accessorFn: (row) => row.tarih,
        cell: (info) => formatDate(info.row.original.tarih),
        size: 120,
        meta: { hide: 1 },
      },
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
    [t, i18n, marks, shipNames],
  );

  const title = t`BDN Kayıt`;
  return (
    <>
      <PageHeader
        title={title}
        count={list === undefined ? undefined : list.length}
        crumbs={[{ label: t`Teknik` }, { label: title }]}
        actions={
          canCreate
            ? [
                {
                  label: t`BDN Ekle`,
                  icon: <IconPlus size={16} />,
                  primary: true,
                  link: (props) => <Link to="/teknik/bdn-kayit/form" {...props} />,
                },
              ]
            : []
        }
      >
        {!canCreate && <ReadOnlyBadge />}
      </PageHeader>
      {list === undefined ? (
        <PageLoading />
      ) : (
        <DataTable<BdnRowView>
          id="bdn-kayit"
          data={list}
          columns={columns}
          getRowId={(row) => row._id}
          label={title}
          empty={{
            title: t`Henüz bunker teslim fişi yok.`,
            hint: company ? t`“BDN Ekle” ile ilk kaydı ekleyin.` : t`Sol üstten bir gemi (şirket) seçin.`,
          }}
          initialSort={[{ id: 'tarih', desc: true }]}
          onRowClick={(row) => void navigate({ to: '/teknik/bdn-kayit/$bdnId', params: { bdnId: row._id } })}
        />
      )}
    </>
  );
}
