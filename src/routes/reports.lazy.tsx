import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import { pageTitles } from '../app/pages';
import type { ReportId } from '../features/reports/catalog';
import { ReportPage } from '../features/reports/report-page';

/** The lazy half of a report route (reports.tsx): the shared report frame with its report. */
export function reportLazyRoute<TRoute extends AnyRoute>(
  route: TRoute,
  path: `/finans-raporlari/${ReportId}` & keyof typeof pageTitles,
): LazyRoute<TRoute> {
  const id = path.slice('/finans-raporlari/'.length) as ReportId;
  return new LazyRoute<TRoute>({ id: route.id, component: () => <ReportPage report={id} title={pageTitles[path]} key={id} /> });
}
