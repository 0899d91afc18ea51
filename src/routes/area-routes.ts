import type { GeneratedAreaRoutes } from './area-routes.gen';

/**
 * The routes of every area's route module (`src/routes/<area>.tsx`), by module. The router finds the
 * modules itself (`import.meta.glob`, router.ts); their types come from `area-routes.gen.ts`, which
 * scripts/area-routes.mjs writes from the modules (`npm run routes:generate`; `npm run lint` checks
 * it is current), so the route tree's types (links, params, search) know every area while no
 * hand-written file lists one (docs/adding-a-record-kind.md §6).
 */
export type AreaRoutes = GeneratedAreaRoutes;

type Flat<T> = T extends readonly (infer R)[] ? R : T;

/** Any route an area's module declares, as the route tree's types take it. */
export type AreaRoute = Flat<AreaRoutes[keyof AreaRoutes]>;
