import { createRoute, redirect } from '@tanstack/react-router';
import { selectedCompanyStore, sessionCompanies } from '../data/companies';
import { currentUser } from '../data/session';
import { rootRoute } from './root';

// The sign-in and the company choice are chunks of their own (login.lazy.tsx,
// company-choice.lazy.tsx): the first screen loads only what it shows.

/** docs/areas/e-invoice.md: /login sends a signed-in user on to the company choice. */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  beforeLoad: () => {
    if (currentUser()) throw redirect({ to: '/sirket-secim' });
  },
}).lazy(() => import('./login.lazy').then((m) => m.loginRoute));

/** docs/areas/e-invoice.md: to /login without a user; to / when a company is chosen already or there is none to choose. */
export const companyChoiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sirket-secim',
  beforeLoad: async () => {
    if (!currentUser()) throw redirect({ to: '/login' });
    if (selectedCompanyStore.get() !== null) throw redirect({ to: '/' });
    const companies = await sessionCompanies();
    if (companies.length === 0) throw redirect({ to: '/' });
  },
}).lazy(() => import('./company-choice.lazy').then((m) => m.companyChoiceRoute));
