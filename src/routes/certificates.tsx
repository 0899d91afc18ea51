import { withAreaMessages } from '../data/i18n';
import { createRoute } from '@tanstack/react-router';
import { appRoute } from './layout';
import { recordRoutes } from './record-routes';
import type { TrackerStatus } from '../domain/certificate-catalogue';
import { listSearch, optionalOneOf, search, text } from './search';

// Certificates and surveys (docs/areas/certificates.md): the ship's certificates and the company's documents
// share one model and one set of screens (certificates.lazy.tsx); the fleet tracker is a chunk of
// its own (certificate-tracker.lazy.tsx). Search validation stays here.

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An "as of" date ('' is today): the tracker's, and the crew list's (crew.tsx). */
export const asOfSearch = search({ tarih: text({ pattern: DATE }) });

/**
 * The list's statuses (src/domain/certificate-catalogue.ts with the tracker's `eksik`), repeated so
 * the entry chunk stays small; the record type fails the typecheck when one is added there and not here.
 */
const statuses: Record<TrackerStatus, true> = {
  suresiDoldu: true,
  gecikti: true,
  eksik: true,
  pencerede: true,
  yaklasiyor: true,
  gecerli: true,
};

/** The list: `?durum=` one status (all by default) and its sort. */
const certificateListSearch = listSearch({ durum: optionalOneOf(Object.keys(statuses) as TrackerStatus[]) });

/** The form: a crew member's document when opened from their page (`?personel=`), else a ship's certificate. */
const shipFormSearch = search({ personel: text() });

export const shipCertificateRoutes = recordRoutes(
  '/gemi-dokumanlari/sertifikalar/$sertifikaId',
  'form',
  withAreaMessages('certificates', () => import('./certificates.lazy').then((m) => ({ screens: m.shipScreens }))),
  { list: certificateListSearch, create: shipFormSearch },
);

export const companyDocumentRoutes = recordRoutes(
  '/sirket-evraklari/$sertifikaId',
  'form',
  withAreaMessages('certificates', () => import('./certificates.lazy').then((m) => ({ screens: m.companyScreens }))),
  { list: certificateListSearch },
);

const trackerRoute = createRoute({ getParentRoute: () => appRoute, path: '/teknik/sertifika-takip', validateSearch: asOfSearch });

export const certificateRoutes = [
  ...shipCertificateRoutes,
  ...companyDocumentRoutes,
  trackerRoute.lazy(
    withAreaMessages('certificates', () => import('./certificate-tracker.lazy').then((m) => m.trackerLazyRoute(trackerRoute))),
  ),
] as const;

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = certificateRoutes;
