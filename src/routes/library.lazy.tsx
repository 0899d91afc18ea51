import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import { pageTitles } from '../app/pages';
import type { DocumentCategory } from '../domain/documents';
import { LibraryPage } from '../features/documents/library-page';

/** Each library page's category (MODULES.md §2); kept here, out of the entry's router. */
const LIBRARY_PATHS = {
  '/gemi-dokumanlari/plan-booklet-drawing': 'plan',
  '/gemi-dokumanlari/gemi-fotograflari': 'foto',
  '/kys/destek-dokumanlar': 'kys-destek',
  '/kys/yonetmelikler': 'kys-yonetmelik',
  '/kys/politikalar': 'kys-politika',
  '/kys/prosedurler': 'kys-prosedur',
  '/kys/gorev-ve-sorumluluk': 'kys-gorev',
  '/kys/planlar': 'kys-plan',
  '/sirkuler': 'sirkuler',
  '/ilan-duyurular': 'duyuru',
} as const satisfies Record<string, DocumentCategory>;

export type LibraryPath = keyof typeof LIBRARY_PATHS;

/** The lazy half of every library page (library.tsx): one chunk shared by the ten categories. */
export function libraryLazyRoute<TRoute extends AnyRoute>(route: TRoute, path: LibraryPath): LazyRoute<TRoute> {
  const kategori = LIBRARY_PATHS[path];
  return new LazyRoute<TRoute>({
    id: route.id,
    component: () => <LibraryPage kategori={kategori} title={pageTitles[path]} key={kategori} />,
  });
}
