import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import type { BillDirection } from '../domain/bill';
import { appRoute } from './layout';

// The screens load on first use (bills.lazy.tsx, one chunk for the area); the search validation
// stays here so links and redirects are checked without loading them.

/**
 * The directions of src/domain/bill.ts, repeated here because importing that module would bring
 * its schema and the money engine into the entry chunk. The record type makes the typecheck fail
 * when a direction is added there and not here.
 */
const directions: Record<BillDirection, true> = { gelen: true, giden: true };
const DIRECTIONS = Object.keys(directions) as BillDirection[];

const tip = v.optional(v.fallback(v.picklist(DIRECTIONS), 'gelen'), 'gelen');

/** `?tip=gelen|giden`, gelen by default. */
const listSearch = v.object({ tip });

/** The form: the direction, and the account when it is opened from one. */
const createSearch = v.object({
  tip,
  cariHesap: v.optional(v.fallback(v.string(), ''), ''),
});

const screens = () => import('./bills.lazy');

const listRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/fatura-proforma',
  validateSearch: listSearch,
}).lazy(() => screens().then((m) => m.listRoute));

const createFormRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/fatura-proforma/create',
  validateSearch: createSearch,
}).lazy(() => screens().then((m) => m.createFormRoute));

const detailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/fatura-proforma/$faturaId',
}).lazy(() => screens().then((m) => m.detailRoute));

const editRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/fatura-proforma/$faturaId/edit',
}).lazy(() => screens().then((m) => m.editRoute));

export const billRoutes = [listRoute, createFormRoute, detailRoute, editRoute] as const;
