import { createRoute } from '@tanstack/react-router';
import type { LibraryPath } from './library.lazy';
import { appRoute } from './layout';

// The document library (MODULES.md §2): one screen shape (library.lazy.tsx, one chunk, which maps
// each path to its category) serves the ten categories at the spec's paths.

function libraryRoute<const P extends LibraryPath>(path: P) {
  const route = createRoute({ getParentRoute: () => appRoute, path });
  return route.lazy(() => import('./library.lazy').then((m) => m.libraryLazyRoute(route, path)));
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
