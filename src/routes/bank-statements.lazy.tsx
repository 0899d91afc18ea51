import { lazyRouteComponent } from '@tanstack/react-router';
import type { statementRoutes } from './bank-statements';
import type { RecordScreens } from './record-routes';
import { sortedRecordScreens } from './record-screens';
import { StatementListPage } from '../features/bank-statements/statement-list-page';

// The list is the area's first screen; the statement and the import are chunks of their own, loaded
// once the browser is idle. A statement is not edited: its edit address shows it.

export const screens: RecordScreens = sortedRecordScreens<typeof statementRoutes>('ekstreId', {
  list: StatementListPage,
  detail: lazyRouteComponent(() => import('../features/bank-statements/statement-detail-page'), 'StatementDetailPage'),
  form: lazyRouteComponent(() => import('../features/bank-statements/statement-import-page'), 'StatementImportPage'),
  edit: 'detail',
});
