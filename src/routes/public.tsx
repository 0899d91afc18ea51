import { createRoute, redirect } from '@tanstack/react-router';
import { CompanyChoicePage } from '../features/auth/company-choice-page';
import { LoginPage } from '../features/auth/login-page';
import { loadCompanies, selectedCompanyStore } from '../data/companies';
import { currentUser } from '../data/session';
import { rootRoute } from './root';

/** SPEC §2: /login sends a signed-in user on to the company choice. */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  beforeLoad: () => {
    if (currentUser()) throw redirect({ to: '/sirket-secim' });
  },
  component: LoginPage,
});

/** SPEC §2: to /login without a user; to / when a company is chosen already or there is none to choose. */
export const companyChoiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sirket-secim',
  beforeLoad: async () => {
    if (!currentUser()) throw redirect({ to: '/login' });
    if (selectedCompanyStore.get() !== null) throw redirect({ to: '/' });
    const companies = await loadCompanies();
    if (companies.length === 0) throw redirect({ to: '/' });
  },
  component: CompanyChoicePage,
});
