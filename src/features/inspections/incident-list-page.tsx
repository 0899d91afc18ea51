import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { LOST_TIME_INJURIES } from '../../domain/incidents';
import { incidentKind } from '../../domain/kinds/incident';
import { useSelectedCompany } from '../../data/companies';
import { useIncidents, type IncidentRow } from '../../data/non-conformities';
import { formatDate } from '../../ui/format';
import { ListFrame, type NameColumn } from '../../ui/frames/list-frame';
import { incidentTypeLabels } from '../../ui/records/non-conformity-labels';

/** The chosen ship's incidents from the device (offline), newest first; the lost time injuries marked. */
export function IncidentListPage({ sirala }: { sirala?: string | undefined }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const rows = useIncidents(useSelectedCompany() ?? '');

  const name = useMemo<NameColumn<IncidentRow>>(
    () => ({
      id: 'tarih',
      header: t`Olay Tarihi`,
      value: (row) => row.tarih,
      text: (row) => formatDate(row.tarih),
      link: (row, props) => <Link to="/denetleme-raporlari/olay-raporlari/$olayId" params={{ olayId: row._id }} {...props} />,
      size: 140,
    }),
    [t],
  );
  const columns = useMemo<ColumnDef<IncidentRow, unknown>[]>(
    () => [
      {
        id: 'tur',
        header: t`Olay Türü`,
        accessorFn: (row) => i18n._(incidentTypeLabels[row.tur]),
        cell: (info) => (
          <span data-testid="incident-type">
            {i18n._(incidentTypeLabels[info.row.original.tur])}
            {LOST_TIME_INJURIES.includes(info.row.original.tur) && (
              <Badge ml="xs" size="sm" color="red" variant="light">
                LTI
              </Badge>
            )}
          </span>
        ),
        size: 220,
      },
      { id: 'tanim', header: t`Tanım`, accessorFn: (row) => row.tanim, size: 320, meta: { hide: 2 } },
      { id: 'kayipGun', header: t`Kayıp Gün`, accessorFn: (row) => row.kayipGun ?? 0, size: 110 },
    ],
    [t, i18n],
  );

  return (
    <ListFrame<IncidentRow>
      kind={incidentKind}
      title={t`Olay Raporları`}
      section={t`Denetleme Raporları`}
      rows={rows}
      name={name}
      columns={columns}
      sort={sirala}
      create={{ label: t`Olay Ekle`, link: (props) => <Link to="/denetleme-raporlari/olay-raporlari/form" {...props} /> }}
      tableId="olay-raporlari"
      empty={{ title: t`Henüz olay kaydı yok.`, hint: t`“Olay Ekle” ile ilk olayı ekleyin.` }}
      open={(row) => void navigate({ to: '/denetleme-raporlari/olay-raporlari/$olayId', params: { olayId: row._id } })}
    />
  );
}
