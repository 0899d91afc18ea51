import { withAreaMessages } from '../data/i18n';
import { recordRoutes } from './record-routes';
import { listSearch } from './search';

// Weekly and monthly work reports (docs/areas/work-reports.md): one screen shape serving both kinds, at the
// menu's two addresses (work-reports.lazy.tsx).

export const weeklyWorkReportRoutes = recordRoutes(
  '/teknik/haftalik-is-raporu/$isRaporuId',
  'form',
  withAreaMessages('work-reports', () => import('./work-reports.lazy').then((m) => ({ screens: m.weeklyWorkReportScreens }))),
  { list: listSearch({}) },
);

export const monthlyWorkReportRoutes = recordRoutes(
  '/teknik/aylik-is-raporu/$isRaporuId',
  'form',
  withAreaMessages('work-reports', () => import('./work-reports.lazy').then((m) => ({ screens: m.monthlyWorkReportScreens }))),
  { list: listSearch({}) },
);

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = [...weeklyWorkReportRoutes, ...monthlyWorkReportRoutes] as const;
