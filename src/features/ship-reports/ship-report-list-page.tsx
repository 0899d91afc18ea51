import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { FUELS, REPORT_SCALES } from '../../domain/emissions';
import { useSelectedCompany } from '../../data/companies';
import { useCanCreateInSelected } from '../../data/grants';
import { useSyncMarks } from '../../data/outbox-queries';
import { useShipReportList, type ShipReportRow } from '../../data/ship-reports';
import { DataTable } from '../../ui/data-table';
import { formatDateTime, formatFigure } from '../../ui/format';
import { PageHeader } from '../../ui/page-header';
import { ReadOnlyBadge } from '../../ui/read-only-badge';
import { recordLinkColumn } from '../../ui/record-columns';
import { PageLoading } from '../../ui/record-page';
import { shipStateLabels } from '../../ui/records/bunker-labels';

const perFuel = (figures: ShipReportRow['tuketim']) =>
  FUELS.filter((fuel) => figures[fuel] !== undefined)
    .map((fuel) => `${fuel} ${formatFigure(figures[fuel]!, REPORT_SCALES.fuel, 1)}`)
    .join(' · ');

/** The chosen ship's reports from the device, newest first. */
export function ShipReportListPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const company = useSelectedCompany() ?? '';
  const canCreate = useCanCreateInSelected();
  const list = useShipReportList(company);
  const marks = useSyncMarks('gemiRaporu');
  const rows = useMemo(() => (list ? [...list].reverse() : undefined), [list]);

  const columns = useMemo<ColumnDef<ShipReportRow, unknown>[]>(
    () => [
      recordLinkColumn<ShipReportRow>({
        id: 'zaman',
        header: t`Rapor Zamanı`,
        value: (row) => row.zaman,
        // Both times in UTC with the base beside them (docs/decisions.md "One time base").
        text: (row) => formatDateTime(row.zaman),
        link: (row, props) => <Link to="/operasyon/haftalik-gemi-durum-raporu/$raporId" params={{ raporId: row._id }} {...props} />,
        marks,
        size: 180,
      }),
      { id: 'durum', header: t`Durum`, accessorFn: (row) => i18n._(shipStateLabels[row.durum]), size: 120 },
      { id: 'rota', header: t`Rota`, accessorFn: (row) => `${row.sonLiman} → ${row.sonrakiLiman}`, size: 220, meta: { hide: 1 } },
      {
        id: 'mesafeNm',
        header: t`Mesafe (nm)`,
        accessorFn: (row) => row.mesafeNm,
        cell: (info) => formatFigure(info.row.original.mesafeNm, REPORT_SCALES.distance, 1),
        size: 120,
        meta: { hide: 2 },
      },
      // On a tablet consumption and ROB go first (docs/areas/shell.md); the report's page has them.
      { id: 'tuketim', header: t`Tüketim (mt)`, accessorFn: (row) => perFuel(row.tuketim), size: 220, meta: { hide: 3 } },
      { id: 'rob', header: t`ROB (mt)`, accessorFn: (row) => perFuel(row.rob), size: 220, meta: { hide: 3 } },
      { id: 'eta', header: t`ETA`, accessorFn: (row) => (row.eta ? formatDateTime(row.eta) : ''), size: 180 },
    ],
    [t, i18n, marks],
  );

  const title = t`Haftalık Gemi Durum Raporu`;
  return (
    <>
      <PageHeader
        title={title}
        count={rows?.length}
        crumbs={[{ label: t`Operasyon` }, { label: title }]}
        actions={
          canCreate && company
            ? [
                {
                  label: t`Yeni Rapor`,
                  icon: <IconPlus size={16} />,
                  primary: true,
                  link: (props) => <Link to="/operasyon/haftalik-gemi-durum-raporu/form" {...props} />,
                },
              ]
            : []
        }
      >
        {!canCreate && <ReadOnlyBadge />}
      </PageHeader>
      {rows === undefined ? (
        <PageLoading />
      ) : (
        <DataTable<ShipReportRow>
          id="gemi-raporlari"
          data={rows}
          columns={columns}
          getRowId={(row) => row._id}
          label={title}
          empty={{
            title: t`Henüz gemi raporu yok.`,
            hint: company ? t`“Yeni Rapor” ile ilk raporu girin.` : t`Sol üstten bir gemi (şirket) seçin.`,
          }}
          initialSort={[{ id: 'zaman', desc: true }]}
          onRowClick={(row) => void navigate({ to: '/operasyon/haftalik-gemi-durum-raporu/$raporId', params: { raporId: row._id } })}
        />
      )}
    </>
  );
}
