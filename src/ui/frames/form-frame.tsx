import type { ComponentType, ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { AnyKind } from '../../domain/kinds/define';
import { useSelectedCompany } from '../../data/companies';
import { PageHeader, type Crumb } from '../page-header';
import { PageLoading } from '../record-page';
import { RecordGate, type Place } from './detail-frame';
import { pathParts, recordLink, type RecordPath } from './record-path';

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
  message = place.missing ?? '',
  ready = true,
  children,
}: {
  /** The place's by default. */
  kind?: Pick<AnyKind, 'name' | 'companyField'>;
  /** The edited record's id; none for a new one. */
  id: string | undefined;
  /** The edited record: `undefined` while read, `null` when there is none. */
  record: R | null | undefined;
  place: Place;
  /** The missing record's page title (the edit form's). */
  title: string;
  /** What the missing record's page says; the place's by default. */
  message?: string;
  /** False while the form still reads what it starts from (a draft, the last report). */
  ready?: boolean;
  children: (record: R | null) => ReactNode;
}) {
  if (!id) return ready ? children(null) : <PageLoading />;
  return (
    <RecordGate {...(kind ? { kind } : {})} id={id} record={ready ? record : undefined} place={place} title={title} message={message}>
      {(row) => children(row)}
    </RecordGate>
  );
}

/** What a record form gets from its page: the edited record's id (none for a new one), its starting values, its place. */
export interface FormProps<V> {
  id: string | undefined;
  initial: V;
  place: Place;
}

/**
 * A record form's page, `<Page id?>`: the kind's place, the record read on the device behind the
 * form gate (loading, not found under the area's trail), then the kind's form with its starting
 * values from the edited record or, for a new one, for the header's company.
 */
export function recordFormPage<R, V>(page: {
  /** The place's by default. */
  kind?: Pick<AnyKind, 'name' | 'companyField'>;
  usePlace: () => Place;
  /** The edited record on the device: `undefined` while read, `null` when there is none. */
  useRecord: (id: string) => R | null | undefined;
  /** The edit form's title (the missing record's page title), and what that page says: the place's by default. */
  title: MessageDescriptor;
  missing?: MessageDescriptor;
  values: (row: R | null, selected: string) => V;
  Form: ComponentType<FormProps<V>>;
}): (props: { id?: string }) => ReactNode {
  const { kind, Form } = page;
  return function RecordFormPage({ id }) {
    const { i18n } = useLingui();
    const selected = useSelectedCompany() ?? '';
    const place = page.usePlace();
    return (
      <FormGate
        {...(kind ? { kind } : {})}
        id={id}
        record={page.useRecord(id ?? '')}
        place={place}
        title={i18n._(page.title)}
        {...(page.missing ? { message: i18n._(page.missing) } : {})}
      >
        {(row) => <Form id={id} initial={page.values(row, selected)} place={place} />}
      </FormGate>
    );
  };
}

/**
 * A record form's header: its title under the area's trail, the list, the record the form's one
 * belongs to (`parent`: a person's document), the edited record (`record`, linked; or, named
 * `recordLabel`, the place's record page of `id`), then "Düzenle" or "Yeni".
 */
export function FormHeader({
  title,
  place,
  id,
  recordLabel,
  editing = Boolean(id),
  record,
  parent,
}: {
  title: string;
  place: Place;
  /** The edited record's id; none for a new one. */
  id?: string | undefined;
  recordLabel?: string;
  editing?: boolean;
  record?: Crumb | undefined;
  parent?: Crumb | undefined;
}) {
  const { t } = useLingui();
  const edited =
    record ?? (id && recordLabel !== undefined && place.path ? { label: recordLabel, link: recordLink(place.path, id) } : undefined);
  return (
    <PageHeader
      title={title}
      crumbs={[
        ...(place.section ? [{ label: place.section }] : []),
        place.list,
        ...(parent ? [parent] : []),
        ...(editing ? [...(edited ? [edited] : []), { label: t`Düzenle` }] : [{ label: t`Yeni` }]),
      ]}
    />
  );
}

/**
 * Where a record form goes when it is done, saved or cancelled (replacing the form in the history):
 * the record's page at `path`, or, without a record (a new one cancelled), the list the path sits
 * under, at `search` (its filters) when given.
 */
export function useToRecord(path: RecordPath): (id?: string, search?: Record<string, unknown>) => Promise<void> {
  const navigate = useNavigate();
  const { list, param } = pathParts(path);
  return (id, search) =>
    // The path is the router's own; the list is its parent route (src/routes/record-routes.ts).
    navigate(
      (id ? { to: path, params: { [param]: id }, replace: true } : { to: list, ...(search ? { search } : {}), replace: true }) as never,
    );
}
