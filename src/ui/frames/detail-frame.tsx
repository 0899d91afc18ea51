import { useRef, type ReactElement, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { IconTrash } from '@tabler/icons-react';
import type { AnyKind } from '../../domain/kinds/define';
import { useCanWriteCompany } from '../../data/grants';
import { useRecordSyncMark } from '../../data/outbox-queries';
import { confirm } from '../confirm';
import { DeleteRefusal, notifyRefusal, removeRecord } from '../delete-refusal';
import { DetailLayout } from '../detail-layout';
import { notify } from '../notify';
import { PageHeader, type Crumb, type PageAction } from '../page-header';
import { ReadOnlyBadge } from '../read-only-badge';
import { editAction, PageLoading, RecordNotFound } from '../record-page';
import { RecordHistory } from '../records/record-history';
import { SyncBadge } from '../sync-badge';

type LinkRender = (props: Record<string, unknown>) => ReactElement;
type Kind = Pick<AnyKind, 'name' | 'companyField'>;

/** Where a record's pages sit: the area (`Teknik`, `Finans`…) and the kind's list, linked. */
export interface Place {
  section: string;
  list: Crumb & { link: LinkRender };
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
  title,
  message,
  hint,
  refusal = false,
  children,
}: {
  kind: Pick<AnyKind, 'name'>;
  id: string;
  /** `undefined` while read; `null` when there is none. */
  record: R | null | undefined;
  place: Place;
  /** The missing page's title. */
  title: string;
  message: string;
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
            collection={kind.name}
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

/** A detail page's delete: its confirmation, the refusals (docs/architecture.md §4.2) and where it goes after. */
export interface DeleteStep {
  /** The confirmation's title; the page's by default. */
  confirmTitle?: string;
  /** The kind's own words (the finance pages' "… kaldırmak istediğinizden…"), else the frame's. */
  question?: string;
  /** The toast once deleted, and when the delete could not be queued. */
  done?: string;
  failed?: string;

  queue: () => Promise<void>;
  /** The refusal the device foresees (removeRecord's `foreseen`). */
  foreseen?: () => Promise<string | null>;
  /** Where the page goes once the delete stands (the list). */
  then: () => Promise<unknown>;
}

/**
 * A record's detail page (docs/areas/shell.md): the header with the area's trail, the record's sync
 * mark and its actions (edit, the kind's own, delete with its confirmation and refusals) for those
 * who may write its company, else the read-only mark; a delete the server refused; the kind's
 * content beside its summary panel; the record's history.
 */
export function DetailFrame<R extends { _id: string }>({
  kind,
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
  kind: Kind;
  record: R;
  place: Place;
  title: string;
  /** Who may change it; by default those who may write its company. */
  canWrite?: boolean;
  /** The read-only mark for those who may not write; off where only administrators ever write (a shared chart). */
  readOnlyMark?: boolean;
  edit?: LinkRender;
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
  const { t, i18n } = useLingui();
  const id = record._id;
  const mark = useRecordSyncMark(kind.name, id);
  const company = kind.companyField ? String((record as Record<string, unknown>)[kind.companyField] ?? '') : undefined;
  const grant = useCanWriteCompany(company);
  const canWrite = writes ?? grant;
  const refusedTitle = refusal?.title ?? t`Kayıt silinemedi`;
  // One delete at a time: a second click while the first is asked or queued does nothing.
  const deleting = useRef(false);

  const confirmDelete = async (step: DeleteStep) => {
    if (deleting.current) return;
    deleting.current = true;
    try {
      const yes = await confirm({
        title: step.confirmTitle ?? title,
        message: step.question ?? t`Bu kaydı silmek istediğinizden emin misiniz?`,
        yes: t`Evet`,
        cancel: t`İptal`,
      });
      if (!yes) return;
      await removeRecord({
        collection: kind.name,
        id,
        ...(step.foreseen ? { foreseen: step.foreseen } : {}),
        queue: step.queue,
        refused: (message) => notifyRefusal(refusedTitle, message, i18n),
        done: async () => {
          notify('success', step.done ?? t`Kayıt silindi`);
          await step.then();
        },
      });
    } catch {
      notify('error', step.failed ?? t`Kayıt silinemedi`);
    } finally {
      deleting.current = false;
    }
  };

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
        crumbs={[{ label: place.section }, place.list, { label: title }]}
        actions={
          canWrite
            ? [
                ...(edit ? [editAction(edit)] : []),
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
