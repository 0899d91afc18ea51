import { lazyRouteComponent } from '@tanstack/react-router';
import type { WorkReportKind } from '../domain/work-report';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import type { monthlyWorkReportRoutes, weeklyWorkReportRoutes } from './work-reports';
import { WorkReportListPage } from '../features/work-reports/work-report-list-page';

// The list is each kind's first screen; the detail and the form are chunks of their own, loaded
// once the browser is idle.
const WorkReportDetailPage = lazyRouteComponent(() => import('../features/work-reports/work-report-detail-page'), 'WorkReportDetailPage');
const WorkReportFormPage = lazyRouteComponent(() => import('../features/work-reports/work-report-form-page'), 'WorkReportFormPage');
preloadWhenIdle(WorkReportDetailPage, WorkReportFormPage);

function screensOf<R extends typeof weeklyWorkReportRoutes | typeof monthlyWorkReportRoutes>(tur: WorkReportKind): RecordScreens {
  return recordScreens<R>({
    list: ({ search }) => <WorkReportListPage tur={tur} key={tur} sirala={search.sirala} />,
    create: () => <WorkReportFormPage tur={tur} key={tur} />,
    detail: ({ params }) => <WorkReportDetailPage tur={tur} id={params.isRaporuId} key={params.isRaporuId} />,
    edit: ({ params }) => <WorkReportFormPage tur={tur} id={params.isRaporuId} key={params.isRaporuId} />,
  });
}

export const weeklyWorkReportScreens: RecordScreens = screensOf<typeof weeklyWorkReportRoutes>('haftalik');
export const monthlyWorkReportScreens: RecordScreens = screensOf<typeof monthlyWorkReportRoutes>('aylik');
