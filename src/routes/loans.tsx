import { withAreaMessages } from '../data/i18n';
import { recordRoutes } from './record-routes';
import { listSearch } from './search';

// Loans (docs/areas/loans.md): the list at /finans/kredi-kayitlari, its form and detail (loans.lazy.tsx).

export const loanRoutes = recordRoutes(
  '/finans/kredi-kayitlari/$krediId',
  'form',
  withAreaMessages('loans', () => import('./loans.lazy').then((m) => ({ screens: m.loanScreens }))),
  { list: listSearch({}) },
);
