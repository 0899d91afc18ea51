import { withAreaMessages } from '../data/i18n';
import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { appRoute } from './layout';

// MRV / DCS per ship and year (docs/areas/bunkers-and-emissions.md): the chosen ship, the year in the address (default
// this year). The screen is a chunk of its own (mrv.lazy.tsx).

const mrvSearch = v.object({
  yil: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100)), () => new Date().getUTCFullYear())),
});

export const mrvRoute = createRoute({ getParentRoute: () => appRoute, path: '/mrv', validateSearch: mrvSearch });
export const mrvRoutes = [
  mrvRoute.lazy(withAreaMessages('mrv', () => import('./mrv.lazy').then((m) => m.mrvLazyRoute(mrvRoute)))),
] as const;
