import { lazyRouteComponent } from '@tanstack/react-router';
import type { statementRoutes } from './bank-statements';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import { StatementListPage } from '../features/bank-statements/statement-list-page';

// The list is the area's first screen; the statement and the import are chunks of their own, loaded
// once the browser is idle. A statement is not edited: its edit address shows it.
const StatementDetailPage = lazyRouteComponent(() => import('../features/bank-statements/statement-detail-page'), 'StatementDetailPage');
const StatementImportPage = lazyRouteComponent(() => import('../features/bank-statements/statement-import-page'), 'StatementImportPage');
preloadWhenIdle(StatementDetailPage, StatementImportPage);

export const statementScreens: RecordScreens = recordScreens<typeof statementRoutes>({
  list: ({ search }) => <StatementListPage sirala={search.sirala} />,
  create: () => <StatementImportPage />,
  detail: ({ params }) => <StatementDetailPage id={params.ekstreId} key={params.ekstreId} />,
  edit: ({ params }) => <StatementDetailPage id={params.ekstreId} key={params.ekstreId} />,
});
