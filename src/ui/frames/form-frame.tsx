import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AnyKind } from '../../domain/kinds/define';
import { PageHeader, type Crumb } from '../page-header';
import { PageLoading } from '../record-page';
import { RecordGate, type Place } from './detail-frame';

/**
 * A record form's gate: a new record's form at once; an edited one's once the device has read it,
 * or the way back to the list under the area's trail when there is no such record.
 */
export function FormGate<R>({
  kind,
  id,
  record,
  place,
  title,
  message,
  ready = true,
  children,
}: {
  kind: Pick<AnyKind, 'name'>;
  /** The edited record's id; none for a new one. */
  id: string | undefined;
  /** The edited record: `undefined` while read, `null` when there is none. */
  record: R | null | undefined;
  place: Place;
  /** The missing record's page title (the edit form's). */
  title: string;
  message: string;
  /** False while the form still reads what it starts from (a draft, the last report). */
  ready?: boolean;
  children: (record: R | null) => ReactNode;
}) {
  if (!id) return ready ? children(null) : <PageLoading />;
  return (
    <RecordGate kind={kind} id={id} record={ready ? record : undefined} place={place} title={title} message={message}>
      {(row) => children(row)}
    </RecordGate>
  );
}

/**
 * A record form's header: its title under the area's trail, the list, the record when it is edited
 * (`record`, linked), then "Düzenle" or "Yeni".
 */
export function FormHeader({
  title,
  place,
  editing,
  record,
}: {
  title: string;
  place: Place;
  editing: boolean;
  record?: Crumb | undefined;
}) {
  const { t } = useLingui();
  return (
    <PageHeader
      title={title}
      crumbs={[
        { label: place.section },
        place.list,
        ...(editing ? [...(record ? [record] : []), { label: t`Düzenle` }] : [{ label: t`Yeni` }]),
      ]}
    />
  );
}
