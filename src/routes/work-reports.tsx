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

/** The routes the router takes from this module (router.ts finds it); their types type the route tree. */
export const areaRoutes = [...weeklyWorkReportRoutes, ...monthlyWorkReportRoutes] as const;

declare module './area-routes' {
  interface AreaRoutes {
    workReports: typeof areaRoutes;
  }
}
