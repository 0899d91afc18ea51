import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { FUELS, REPORT_SCALES } from '../../domain/emissions';
import { shipReportKind } from '../../domain/kinds/ship-report';
import { useSelectedCompany } from '../../data/companies';
import { useShipReportList, type ShipReportRow } from '../../data/ship-reports';
import { formatDateTime, formatFigure } from '../../ui/format';
import { ListFrame, type NameColumn } from '../../ui/frames/list-frame';
import { shipStateLabels } from '../../ui/records/bunker-labels';

const perFuel = (figures: ShipReportRow['tuketim']) =>
  FUELS.filter((fuel) => figures[fuel] !== undefined)
    .map((fuel) => `${fuel} ${formatFigure(figures[fuel]!, REPORT_SCALES.fuel, 1)}`)
    .join(' · ');

/** The chosen ship's reports from the device, newest first. */
export function ShipReportListPage({ sirala }: { sirala?: string | undefined }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const company = useSelectedCompany() ?? '';
  const list = useShipReportList(company);
  const rows = useMemo(() => (list ? [...list].reverse() : undefined), [list]);

  const name = useMemo<NameColumn<ShipReportRow>>(
    () => ({
      id: 'zaman',
      header: t`Rapor Zamanı`,
      value: (row) => row.zaman,
      // Both times in UTC with the base beside them (docs/decisions.md "One time base").
      text: (row) => formatDateTime(row.zaman),
      link: (row, props) => <Link to="/operasyon/haftalik-gemi-durum-raporu/$raporId" params={{ raporId: row._id }} {...props} />,
      size: 180,
    }),
    [t],
  );
  const columns = useMemo<ColumnDef<ShipReportRow, unknown>[]>(
    () => [
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
    [t, i18n],
  );

  return (
    <ListFrame<ShipReportRow>
      kind={shipReportKind}
      title={t`Haftalık Gemi Durum Raporu`}
      section={t`Operasyon`}
      rows={rows}
      name={name}
      columns={columns}
      fleet={false}
      sort={sirala}
      // A report is the chosen ship's: no new one on the fleet view.
      create={
        company ? { label: t`Yeni Rapor`, link: (props) => <Link to="/operasyon/haftalik-gemi-durum-raporu/form" {...props} /> } : undefined
      }
      tableId="gemi-raporlari"
      empty={{ title: t`Henüz gemi raporu yok.`, hint: t`“Yeni Rapor” ile ilk raporu girin.` }}
      open={(row) => void navigate({ to: '/operasyon/haftalik-gemi-durum-raporu/$raporId', params: { raporId: row._id } })}
    />
  );
}
