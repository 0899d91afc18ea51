/**
 * The routes of every area's route module (`src/routes/<area>.tsx`), by module: each module adds
 * its own in the same file (`declare module './area-routes' { interface AreaRoutes { inspections:
 * typeof areaRoutes } }`, beside its `export const areaRoutes`), so the route tree's types (links,
 * params, search) know them while the router finds the modules themselves (`import.meta.glob`,
 * router.ts): no shared file lists an area (docs/adding-a-record-kind.md §6).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each area's route module
export interface AreaRoutes {}

type Flat<T> = T extends readonly (infer R)[] ? R : T;

/** Any route an area's module declares, as the route tree's types take it. */
export type AreaRoute = Flat<AreaRoutes[keyof AreaRoutes]>;
