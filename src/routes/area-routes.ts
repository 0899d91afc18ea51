import type { AnyRoute } from '@tanstack/react-router';

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

/** Each module's `areaRoutes` in the modules' order, flattened, each route once. */
export function areaRoutesOf(modules: Readonly<Record<string, AnyRoute | readonly AnyRoute[]>>): AnyRoute[] {
  const found = new Set<AnyRoute>();
  for (const path of Object.keys(modules).sort()) {
    const routes = modules[path]!;
    for (const route of Array.isArray(routes) ? routes : [routes as AnyRoute]) found.add(route);
  }
  return [...found];
}
