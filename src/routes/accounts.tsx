import { withAreaMessages } from '../data/i18n';
import type { AccountType } from '../domain/account';
import { recordRoutes } from './record-routes';
import { flag, oneOf, search } from './search';

/**
 * The account types of src/domain/account.ts, repeated here because importing that module would
 * bring its form schema and the IBAN checks into the entry chunk. The record type makes the
 * typecheck fail when a type is added there and not here, or the other way round.
 */
const accountTypes: Record<AccountType, true> = { tedarikci: true, musteri: true };
const ACCOUNT_TYPES = Object.keys(accountTypes) as AccountType[];

/** docs/areas/accounts.md: `?cari_tip=tedarikci|musteri`, tedarikci by default. */
const cari_tip = oneOf(ACCOUNT_TYPES, 'tedarikci');
const typeSearch = search({ cari_tip });

/** `tl=true` adds the balances' TL equivalents at today's rate (docs/areas/exchange-rates.md). */
const tl = flag('optional');

export const accountRoutes = recordRoutes(
  '/finans/cari-listeler/$cariHesapId',
  'create',
  withAreaMessages('accounts', () => import('./accounts.lazy')),
  {
    list: search({ cari_tip, tl }),
    create: typeSearch,
    record: search({ tl }),
  },
);

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = accountRoutes;
