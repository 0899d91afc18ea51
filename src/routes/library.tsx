import { createRoute } from '@tanstack/react-router';
import { pageTitles } from '../app/pages';
import type { DocumentCategory } from '../domain/documents';
import { appRoute } from './layout';

// The document library (MODULES.md §2): one screen shape (library.lazy.tsx, one chunk) serves the
// ten categories at the spec's paths.

export const LIBRARY_PATHS = {
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

type LibraryPath = keyof typeof LIBRARY_PATHS;

function libraryRoute<const P extends LibraryPath>(path: P) {
  const route = createRoute({ getParentRoute: () => appRoute, path });
  return route.lazy(() => import('./library.lazy').then((m) => m.libraryLazyRoute(route, LIBRARY_PATHS[path], pageTitles[path])));
}

export const libraryRoutes = [
  libraryRoute('/gemi-dokumanlari/plan-booklet-drawing'),
  libraryRoute('/gemi-dokumanlari/gemi-fotograflari'),
  libraryRoute('/kys/destek-dokumanlar'),
  libraryRoute('/kys/yonetmelikler'),
  libraryRoute('/kys/politikalar'),
  libraryRoute('/kys/prosedurler'),
  libraryRoute('/kys/gorev-ve-sorumluluk'),
  libraryRoute('/kys/planlar'),
  libraryRoute('/sirkuler'),
  libraryRoute('/ilan-duyurular'),
] as const;
