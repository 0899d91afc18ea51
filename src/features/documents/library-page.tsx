import { lazy, Suspense, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Anchor, Badge, Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { asksConfirmation, listedNewestFirst, type DocumentCategory } from '../../domain/documents';
import { useSelectedCompany } from '../../data/companies';
import { useDocumentList, useMyConfirmations, type DocumentRow } from '../../data/documents';
import { useCanCreateInSelected, useCompanyWriteRule } from '../../data/grants';
import { useCurrentUser } from '../../data/session';
import { DataTable } from '../../ui/data-table';
import { dateColumn } from '../../ui/record-columns';
import { PageHeader } from '../../ui/page-header';
import { PageLoading } from '../../ui/record-page';
import { documentStateColors, documentStateLabels } from '../../ui/records/document-labels';
import { libraryLinks } from './library-links';
import { openDocument, uploadedFileOf } from './open-document';
import { ReadAction } from './read-action';

// The photo grid and the dialogs load when shown: the list is what every category opens with.
const PhotoGrid = lazy(() => import('./photo-grid').then((m) => ({ default: m.PhotoGrid })));
const ReadStatusModal = lazy(() => import('./read-status-modal').then((m) => ({ default: m.ReadStatusModal })));
const NoticeModal = lazy(() => import('./notice-modal').then((m) => ({ default: m.NoticeModal })));

/**
 * One category of the library (docs/areas/documents.md), from the device: code, title, revision, date and
 * state, searched without regard to Turkish letters or case; a row opens its file in the browser's
 * viewer. Circulars, announcements and controlled documents in force ask "I have read it"; their
 * editors see who has and has not. Photos show as a grid of thumbnails.
 */
export function LibraryPage({ kategori, title }: { kategori: DocumentCategory; title: MessageDescriptor }) {
  const { t, i18n } = useLingui();
  const company = useSelectedCompany() ?? '';
  const user = useCurrentUser();
  const canWrite = useCompanyWriteRule();
  const canCreate = useCanCreateInSelected();
  const links = useMemo(() => libraryLinks(kategori), [kategori]);
  const list = useDocumentList(company, kategori, '');
  const mine = useMyConfirmations(user?._id);
  const [statusOf, setStatusOf] = useState<DocumentRow | null>(null);
  const [notice, setNotice] = useState<DocumentRow | null>(null);
  const confirms = asksConfirmation(kategori);

  const open = (row: DocumentRow) => (uploadedFileOf(row) ? void openDocument(row) : setNotice(row));

  const columns = useMemo<ColumnDef<DocumentRow, unknown>[]>(() => {
    const base: ColumnDef<DocumentRow, unknown>[] = [
      {
        id: 'kod',
        header: t`Kod`,
        accessorFn: (row) => row.kod,
        // The document's page: its data, its earlier revisions, its history (and its forms, for its editors).
        cell: (info) => (
          <Anchor size="sm" renderRoot={links.detail(info.row.original._id)} data-testid="document-detail">
            {info.row.original.kod || t`Aç`}
          </Anchor>
        ),
        size: 130,
      },
      {
        id: 'baslik',
        header: t`Başlık`,
        accessorFn: (row) => row.baslik,
        cell: (info) => (
          <Anchor component="button" type="button" size="sm" ta="left" onClick={() => open(info.row.original)} data-testid="document-open">
            {info.row.original.baslik}
          </Anchor>
        ),
        // The rest of the width: on a tablet the revision and its date go first (docs/areas/shell.md), the code opens them.
      },
      { id: 'revizyon', header: t`Revizyon`, accessorFn: (row) => row.revizyon, size: 110, meta: { hide: 2 } },
      dateColumn('revizyonTarihi', t`Tarih`, 1),
      {
        id: 'durum',
        header: t`Durum`,
        accessorFn: (row) => row.durum,
        cell: (info) => (
          <Badge variant="light" color={documentStateColors[info.row.original.durum]}>
            {i18n._(documentStateLabels[info.row.original.durum])}
          </Badge>
        ),
        size: 150,
      },
    ];
    if (!confirms) return base;
    return [
      ...base,
      {
        id: 'okuma',
        header: t`Okuma`,
        enableSorting: false,
        cell: (info) => {
          const row = info.row.original;
          if (row.durum !== 'yururlukte') return null;
          return (
            <Group gap="xs" wrap="nowrap">
              <ReadAction row={row} user={user?._id} mine={mine ?? []} />
              {canWrite(row.sirket) && (
                <Button size="compact-sm" variant="subtle" onClick={() => setStatusOf(row)} data-testid="read-status">
                  {t`Okuyanlar`}
                </Button>
              )}
            </Group>
          );
        },
        size: 220,
      },
    ];
  }, [t, i18n, confirms, user, mine, canWrite, links]);

  const heading = i18n._(title);
  return (
    <>
      <PageHeader
        title={heading}
        count={list?.length}
        crumbs={[{ label: heading }]}
        actions={canCreate ? [{ label: t`Yeni`, icon: <IconPlus size={16} />, primary: true, link: links.form }] : []}
      />
      {list === undefined ? (
        <PageLoading />
      ) : kategori === 'foto' ? (
        <Suspense fallback={<PageLoading />}>
          <PhotoGrid rows={list} />
        </Suspense>
      ) : (
        <DataTable<DocumentRow>
          id={`dokuman-${kategori}`}
          data={list}
          columns={columns}
          getRowId={(row) => row._id}
          label={heading}
          empty={{ title: t`Bu bölümde henüz doküman yok.`, hint: company ? '' : t`Sol üstten bir gemi (şirket) seçin.` }}
          initialSort={[listedNewestFirst(kategori) ? { id: 'revizyonTarihi', desc: true } : { id: 'kod', desc: false }]}
        />
      )}
      <Suspense fallback={null}>
        {notice && <NoticeModal notice={notice} onClose={() => setNotice(null)} />}
        {statusOf && <ReadStatusModal document={statusOf} onClose={() => setStatusOf(null)} />}
      </Suspense>
    </>
  );
}
