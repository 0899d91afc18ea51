import type { AnyRoute } from '@tanstack/react-router';

/**
 * The routes of every area's route module (`src/routes/<area>.tsx`), by module: each module adds
 * its own in the same file (`declare module './area-routes' { interface AreaRoutes { inspections:
 * typeof inspectionRoutes } }`), so the route tree's types (links, params, search) know them while
 * the router finds the modules themselves (`import.meta.glob`, router.ts): no shared file lists an
 * area (docs/adding-a-record-kind.md §6).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each area's route module
export interface AreaRoutes {}

type Flat<T> = T extends readonly (infer R)[] ? R : T;

/** Any route an area's module declares, as the route tree's types take it. */
export type AreaRoute = Flat<AreaRoutes[keyof AreaRoutes]>;

function isRoute(value: unknown): value is AnyRoute {
  return typeof value === 'object' && value !== null && 'options' in value && 'addChildren' in value;
}

/**
 * The routes the modules export whose parent is `parent` (arrays flattened, each once: a module may
 * export a route alone and in its area's list), in the modules' order.
 */
export function childRoutesOf(modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>, parent: AnyRoute): AnyRoute[] {
  const found = new Set<AnyRoute>();
  for (const path of Object.keys(modules).sort()) {
    for (const value of Object.values(modules[path]!)) {
      for (const candidate of Array.isArray(value) ? (value as unknown[]) : [value]) {
        if (isRoute(candidate) && (candidate.options as { getParentRoute?: () => unknown }).getParentRoute?.() === parent)
          found.add(candidate);
      }
    }
  }
  return [...found];
}

/** The full paths of `routes` and of their children (`/finans/cari-listeler/$cariHesapId/edit`). */
export function claimedPaths(routes: readonly AnyRoute[], base = ''): string[] {
  return routes.flatMap((route) => {
    const own = (route.options as { path?: string }).path;
    const path = own === undefined ? base : `${base}/${own.replace(/^\/+/, '')}`.replace(/\/+$/, '') || '/';
    const children = Array.isArray(route.children)
      ? (route.children as AnyRoute[])
      : Object.values((route.children ?? {}) as Record<string, AnyRoute>);
    return [...(own === undefined ? [] : [path]), ...claimedPaths(children, path === '/' ? '' : path)];
  });
}
