import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import type { AccountType } from '../domain/account';
import { appRoute } from './layout';

// The screens load on first use (accounts.lazy.tsx, one chunk for the area); the search
// validation stays here so links and redirects are checked without loading them.

/**
 * The account types of src/domain/account.ts, repeated here because importing that module would
 * bring its form schema and the IBAN checks into the entry chunk. The record type makes the
 * typecheck fail when a type is added there and not here, or the other way round.
 */
const accountTypes: Record<AccountType, true> = { tedarikci: true, musteri: true };
const ACCOUNT_TYPES = Object.keys(accountTypes) as AccountType[];

/** SPEC §2: `?cari_tip=tedarikci|musteri`, tedarikci by default. */
const typeSearch = v.object({
  cari_tip: v.optional(v.fallback(v.picklist(ACCOUNT_TYPES), 'tedarikci'), 'tedarikci'),
});

const screens = () => import('./accounts.lazy');

const listRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/cari-listeler',
  validateSearch: typeSearch,
}).lazy(() => screens().then((m) => m.listRoute));

const createFormRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/cari-listeler/create',
  validateSearch: typeSearch,
}).lazy(() => screens().then((m) => m.createFormRoute));

const detailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/cari-listeler/$cariHesapId',
}).lazy(() => screens().then((m) => m.detailRoute));

const editRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/cari-listeler/$cariHesapId/edit',
}).lazy(() => screens().then((m) => m.editRoute));

export const accountRoutes = [listRoute, createFormRoute, detailRoute, editRoute] as const;
