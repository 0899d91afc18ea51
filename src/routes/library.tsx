import { withAreaMessages } from '../data/i18n';
import type { LibraryPath } from '../ui/records/document-labels';
import { recordRoutes } from './record-routes';
import { flag, search } from './search';

// The document library (docs/areas/documents.md): one screen shape (library.lazy.tsx, one chunk) serves the
// ten categories at the spec's paths, each with its record routes: the list, the new document's form
// (`<list>/form`), a document and its edit form; `?yeniRevizyon=true` on the edit form makes the
// controlled document's next revision.

/** The edit form's search: a new revision of the document rather than a correction of this one. */
const revisionSearch = search({ yeniRevizyon: flag('optional') });

function libraryRoutesOf<const P extends LibraryPath>(path: P) {
  return recordRoutes(
    `${path}/$dokumanId`,
    'form',
    withAreaMessages('documents', () => import('./library.lazy').then((m) => ({ screens: m.libraryScreens(path) }))),
    {
      record: revisionSearch,
    },
  );
}

const plan = libraryRoutesOf('/gemi-dokumanlari/plan-booklet-drawing');
const foto = libraryRoutesOf('/gemi-dokumanlari/gemi-fotograflari');
const support = libraryRoutesOf('/kys/destek-dokumanlar');
const regulations = libraryRoutesOf('/kys/yonetmelikler');
const policies = libraryRoutesOf('/kys/politikalar');
const procedures = libraryRoutesOf('/kys/prosedurler');
const duties = libraryRoutesOf('/kys/gorev-ve-sorumluluk');
const plans = libraryRoutesOf('/kys/planlar');
const circulars = libraryRoutesOf('/sirkuler');
const notices = libraryRoutesOf('/ilan-duyurular');

export const libraryRoutes = [
  ...plan,
  ...foto,
  ...support,
  ...regulations,
  ...policies,
  ...procedures,
  ...duties,
  ...plans,
  ...circulars,
  ...notices,
] as const;

/** The four routes of one category (their types: what its screens read). */
export type LibraryRoutes = ReturnType<typeof libraryRoutesOf<LibraryPath>>;

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = libraryRoutes;
