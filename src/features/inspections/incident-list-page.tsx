import { lazy, Suspense, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { LOST_TIME_INJURIES } from '../../domain/incidents';
import { incidentKind } from '../../domain/kinds/incident';
import { useSelectedCompany } from '../../data/companies';
import { useCanCreateInSelected } from '../../data/grants';
import { useIncidents, type IncidentRow } from '../../data/non-conformities';
import { formatDate } from '../../ui/format';
import { ListFrame, type NameColumn } from '../../ui/frames/list-frame';
import { incidentTypeLabels } from './nc-labels';

// Incidents (docs/areas/inspections.md §3a) at /denetleme-raporlari/olay-raporlari: the chosen
// ship's from the device (offline), newest first, the lost time injuries marked; an incident opens
// in its form, a dialog loaded on first use (one route for the area).

const IncidentDialog = lazy(() => import('./incident-dialog'));

export function IncidentListPage() {
  const { t, i18n } = useLingui();
  const selected = useSelectedCompany() ?? '';
  const rows = useIncidents(selected);
  const canCreate = useCanCreateInSelected();
  const [editing, setEditing] = useState<IncidentRow | 'new' | null>(null);

  const name = useMemo<NameColumn<IncidentRow>>(
    () => ({
      id: 'tarih',
      header: t`Olay Tarihi`,
      value: (row) => row.tarih,
      text: (row) => formatDate(row.tarih),
      link: (row, props) => <Anchor component="button" type="button" onClick={() => setEditing(row)} {...props} />,
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
    <>
      <ListFrame<IncidentRow>
        kind={incidentKind}
        title={t`Olay Raporları`}
        section={t`Denetleme Raporları`}
        rows={rows}
        name={name}
        columns={columns}
        canCreate={canCreate}
        actions={canCreate ? [{ label: t`Olay Ekle`, primary: true, onClick: () => setEditing('new') }] : []}
        sort={undefined}
        tableId="olay-raporlari"
        empty={{ title: t`Henüz olay kaydı yok.`, hint: t`“Olay Ekle” ile ilk olayı ekleyin.` }}
        open={(row) => setEditing(row)}
      />
      {editing && (
        <Suspense fallback={null}>
          <IncidentDialog row={editing === 'new' ? null : editing} sirket={selected} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
