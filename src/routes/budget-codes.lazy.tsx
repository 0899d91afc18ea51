import { createLazyRoute } from '@tanstack/react-router';
import { BudgetCodeDetailPage } from '../features/budget-codes/budget-code-detail-page';
import { BudgetCodeFormPage } from '../features/budget-codes/budget-code-form-page';
import { BudgetCodeListPage } from '../features/budget-codes/budget-code-list-page';

export const listRoute = createLazyRoute('/app/finans/butce-kodu')({
  component: function BudgetCodeList() {
    return <BudgetCodeListPage tip={listRoute.useSearch().tip} />;
  },
});

export const createFormRoute = createLazyRoute('/app/finans/butce-kodu/form')({
  component: function BudgetCodeCreate() {
    return <BudgetCodeFormPage tip={createFormRoute.useSearch().tip} />;
  },
});

export const detailRoute = createLazyRoute('/app/finans/butce-kodu/$butceKodu')({
  component: function BudgetCodeDetail() {
    const { butceKodu } = detailRoute.useParams();
    const { tip } = detailRoute.useSearch();
    return <BudgetCodeDetailPage param={butceKodu} tip={tip} key={`${tip}/${butceKodu}`} />;
  },
});

export const editRoute = createLazyRoute('/app/finans/butce-kodu/$butceKodu/edit')({
  component: function BudgetCodeEdit() {
    const { butceKodu } = editRoute.useParams();
    const { tip } = editRoute.useSearch();
    return <BudgetCodeFormPage param={butceKodu} tip={tip} key={`${tip}/${butceKodu}`} />;
  },
});
