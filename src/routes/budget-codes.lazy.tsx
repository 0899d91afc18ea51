import { lazyRouteComponent } from '@tanstack/react-router';
import type { budgetCodeRoutes } from './budget-codes';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import { BudgetCodeListPage } from '../features/budget-codes/budget-code-list-page';

// The list is the area's first screen; the detail and the form (with the form library and the
// pickers) are chunks of their own, loaded once the browser is idle.
const BudgetCodeDetailPage = lazyRouteComponent(() => import('../features/budget-codes/budget-code-detail-page'), 'BudgetCodeDetailPage');
const BudgetCodeFormPage = lazyRouteComponent(() => import('../features/budget-codes/budget-code-form-page'), 'BudgetCodeFormPage');
preloadWhenIdle(BudgetCodeDetailPage, BudgetCodeFormPage);

export const screens: RecordScreens = recordScreens<typeof budgetCodeRoutes>({
  list: ({ search }) => <BudgetCodeListPage tip={search.tip} />,
  create: ({ search }) => <BudgetCodeFormPage tip={search.tip} />,
  detail: ({ params, search }) => (
    <BudgetCodeDetailPage param={params.butceKodu} tip={search.tip} key={`${search.tip}/${params.butceKodu}`} />
  ),
  edit: ({ params, search }) => <BudgetCodeFormPage param={params.butceKodu} tip={search.tip} key={`${search.tip}/${params.butceKodu}`} />,
});
