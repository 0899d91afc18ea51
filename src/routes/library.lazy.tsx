import { lazyRouteComponent } from '@tanstack/react-router';
import { pageTitles } from '../app/pages';
import type { DocumentCategory } from '../domain/documents';
import { LibraryPage } from '../features/documents/library-page';
import { LIBRARY_PATHS, type LibraryPath } from '../ui/records/document-labels';
import type { LibraryRoutes } from './library';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';

// The lazy halves of every library page (library.tsx): one chunk shared by the ten categories; a
// document's page and its form are chunks of their own, loaded once the browser is idle.
const DocumentDetailPage = lazyRouteComponent(() => import('../features/documents/document-detail-page'), 'DocumentDetailPage');
const DocumentFormPage = lazyRouteComponent(() => import('../features/documents/document-form-page'), 'DocumentFormPage');
preloadWhenIdle(DocumentDetailPage, DocumentFormPage);

/** Each library page's category (docs/areas/documents.md). */
const CATEGORY_OF = Object.fromEntries(Object.entries(LIBRARY_PATHS).map(([kategori, path]) => [path, kategori])) as Record<
  LibraryPath,
  DocumentCategory
>;

/** The screens of one category's routes. */
export function libraryScreens(path: LibraryPath): RecordScreens {
  const kategori = CATEGORY_OF[path];
  return recordScreens<LibraryRoutes>({
    list: () => <LibraryPage kategori={kategori} title={pageTitles[path]} key={kategori} />,
    create: () => <DocumentFormPage kategori={kategori} key={kategori} />,
    detail: ({ params }) => <DocumentDetailPage kategori={kategori} id={params.dokumanId} key={params.dokumanId} />,
    edit: ({ params, search }) => (
      <DocumentFormPage
        kategori={kategori}
        id={params.dokumanId}
        newRevision={search.yeniRevizyon === true}
        key={`${params.dokumanId}-${String(search.yeniRevizyon)}`}
      />
    ),
  });
}
