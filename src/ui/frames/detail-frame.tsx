import type { ReactElement, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { IconTrash } from '@tabler/icons-react';
import type { AnyKind } from '../../domain/kinds/define';
import { useCanWriteCompany } from '../../data/grants';
import { useRecordSyncMark } from '../../data/outbox-queries';
import { DeleteRefusal } from '../delete-refusal';
import { DetailLayout } from '../detail-layout';
import { PageHeader, type Crumb, type PageAction } from '../page-header';
import { ReadOnlyBadge } from '../read-only-badge';
import { editAction, PageLoading, RecordNotFound } from '../record-page';
import { RecordHistory } from '../records/record-history';
import { SyncBadge } from '../sync-badge';
import { useConfirmedDelete, type DeleteStep } from './confirmed-delete';
import { pathParts, recordLink, type RecordPath } from './record-path';

type LinkRender = (props: Record<string, unknown>) => ReactElement;
type Kind = Pick<AnyKind, 'name' | 'companyField'>;

/**
 * Where a record's pages sit: the area (`Teknik`, `Finans`…) and the kind's list, linked; with the
 * kind, its record page's address and the words of a missing record, the pages' gates and frames
 * need no more of the kind than its record.
 */
export interface Place {
  /** The area in the trail; '' for a page of the menu's first level (the circulars). */
  section: string;
  list: Crumb & { link: LinkRender };
  /** The kind whose pages these are (their sync marks, deletes, history). */
  kind?: Kind;
  /** A record's page; its form is its `/edit` (the detail's edit action) and its list the path above it. */
  path?: RecordPath;
  /** One record's name: a missing record's page title. */
  record?: string;
  /** What a missing record's page says. */
  missing?: string;
}

/** The kind of a place's pages: the page's own, else the place's. */
function kindOf(kind: Kind | undefined, place: Place): Kind {
  const found = kind ?? place.kind;
  if (!found) throw new Error('A record page needs its kind (the place names none)');
  return found;
}

/**
 * A record page's gate (its detail or its form): the loader while the device reads the record, then
 * the way back to the list with the area's own trail when there is no such record, with a delete the
 * server refused (the way back to it) on a detail page; else the page itself.
 */
export function RecordGate<R>({
  kind,
  id,
  record,
  place,
  title = place.record ?? '',
  message = place.missing ?? '',
  hint,
  refusal = false,
  children,
}: {
  /** The place's by default. */
  kind?: Kind;
  id: string;
  /** `undefined` while read; `null` when there is none. */
  record: R | null | undefined;
  place: Place;
  /** The missing page's title and message; the place's by default. */
  title?: string;
  message?: string;
  hint?: string;
  /** A detail page shows a delete the server refused, so it may be undone (under the kind's own words). */
  refusal?: boolean | RefusalWords;
  children: (record: R) => ReactNode;
}) {
  if (record === undefined) return <PageLoading />;
  if (record === null) {
    return (
      <RecordNotFound title={title} section={place.section} list={place.list} message={message} {...(hint === undefined ? {} : { hint })}>
        {refusal && (
          <DeleteRefusal
            collection={kindOf(kind, place).name}
            id={id}
            title={refusal === true ? title : refusal.title}
            {...(refusal !== true && refusal.explain ? { explain: refusal.explain } : {})}
          />
        )}
      </RecordNotFound>
    );
  }
  return children(record);
}

/** A refused delete's alert: its title, and a fuller word on a reason than its error text, where the kind has one. */
export interface RefusalWords {
  title: string;
  explain?: (message: string) => string | undefined;
}

export type { DeleteStep } from './confirmed-delete';

/**
 * A record's detail page (docs/areas/shell.md): the header with the area's trail, the record's sync
 * mark and its actions (edit, the kind's own, delete with its confirmation and refusals) for those
 * who may write its company, else the read-only mark; a delete the server refused; the kind's
 * content beside its summary panel; the record's history.
 */
export function DetailFrame<R extends { _id: string }>({
  kind: ownKind,
  record,
  place,
  title,
  canWrite: writes,
  readOnlyMark = true,
  edit,
  actions = [],
  remove,
  header,
  notice,
  summary,
  refusal,
  history = true,
  children,
}: {
  /** The place's by default. */
  kind?: Kind;
  record: R;
  place: Place;
  title: string;
  /** Who may change it; by default those who may write its company. */
  canWrite?: boolean;
  /** The read-only mark for those who may not write; off where only administrators ever write (a shared chart). */
  readOnlyMark?: boolean;
  /** The edit action's link: the form of the place's record page by default; `false` for none. */
  edit?: LinkRender | false;
  /** The kind's own actions, between edit and delete. */
  actions?: PageAction[];
  /** The delete; none when the record may not be deleted. */
  remove?: DeleteStep | undefined;
  /** Beside the title, after the read-only mark. */
  header?: ReactNode;
  /** Above the content (a move the server refused). */
  notice?: ReactNode;
  /** The summary panel; without one the content takes the width. */
  summary?: ReactNode;
  /** The alert of a delete the server refused, in the kind's words; "Kayıt silinemedi" by default. */
  refusal?: RefusalWords;
  /** The record's history below the content; off where the kind shows none. */
  history?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const kind = kindOf(ownKind, place);
  const id = record._id;
  const mark = useRecordSyncMark(kind.name, id);
  const editLink = edit === undefined ? (place.path ? recordLink(place.path, id, true) : undefined) : edit || undefined;
  const company = kind.companyField ? String((record as Record<string, unknown>)[kind.companyField] ?? '') : undefined;
  const grant = useCanWriteCompany(company);
  const canWrite = writes ?? grant;
  const refusedTitle = refusal?.title ?? t`Kayıt silinemedi`;
  const deleteRecord = useConfirmedDelete({ collection: kind.name, id, title, refusedTitle });
  const confirmDelete = (step: DeleteStep) =>
    deleteRecord({ ...step, then: step.then ?? (() => place.path && navigate({ to: pathParts(place.path).list as never })) });

  const content = (
    <>
      {children}
      {history && <RecordHistory collection={kind.name} id={id} />}
    </>
  );
  return (
    <>
      <PageHeader
        title={title}
        badge={<SyncBadge mark={mark} />}
        crumbs={[...(place.section ? [{ label: place.section }] : []), place.list, { label: title }]}
        actions={
          canWrite
            ? [
                ...(editLink ? [editAction(editLink)] : []),
                ...actions,
                ...(remove
                  ? [
                      {
                        label: t`Sil`,
                        icon: <IconTrash size={16} />,
                        color: 'red',
                        variant: 'subtle' as const,
                        onClick: () => void confirmDelete(remove),
                      },
                    ]
                  : []),
              ]
            : []
        }
      >
        {!canWrite && readOnlyMark && <ReadOnlyBadge />}
        {header}
      </PageHeader>
      <DeleteRefusal collection={kind.name} id={id} title={refusedTitle} {...(refusal?.explain ? { explain: refusal.explain } : {})} />
      {notice}
      {summary ? <DetailLayout summary={summary}>{content}</DetailLayout> : content}
    </>
  );
}
