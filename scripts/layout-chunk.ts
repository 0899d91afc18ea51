import { basename, dirname, resolve } from 'node:path';
import type { ChunkingContext } from 'rolldown';

/**
 * The main layout's chunk: one file for the code that every page of the main layout loads before
 * it renders and the sign-in screen never needs. Left to the bundler it is about thirty files of
 * 0.1-5 KB (each shared by a different set of screens: an icon, a hook, the page header, the table);
 * over HTTP/1.1 a browser fetches six at a time, so a first visit on a slow link waits for five or
 * six round trips in turn instead of one. The chunk holds
 *   - what the layout's route module (src/routes/layout.lazy.tsx, a chunk of its own) imports
 *     statically, and
 *   - what at least half of the layout's screens (the other src/routes/*.lazy.tsx) import statically,
 * minus everything that loads without the layout: the entry's static imports and what the entry,
 * the sign-in and company-choice screens, the toasts and the service worker load dynamically.
 * scripts/check-budgets.mjs prints each route's first load in files and bytes.
 *
 * What two screens or more import statically besides goes into chunks by the screens that share
 * it: 'screens' for what a quarter of them or more share (the lists' frames), one chunk per set of
 * screens for the rest (the bills', cash flows' and accounts' math; the certificates' catalogue), a
 * set's chunk under about 1 KB gzip into 'screens' as well. As files of their own, each 0.2-2 KB,
 * the bill list waited for nine before its first render and its first paint on the satellite link
 * came 570 ms later (bench/first-screen.bench.ts); as one chunk for every area, each route loaded
 * every area's (23 KB once the kinds' definitions left the layout's chunk). A large module (the
 * table's library) stays out, and so does what imports it, or every screen that shares anything
 * would load it.
 *
 * A package's index that only re-exports (`@mantine/core`, `@tabler/icons-react`) is followed to
 * the names imported from it, as the bundler's tree shaking does: followed whole, every screen
 * would seem to use every component.
 */
const ENTRY = resolve('src/main.tsx');
/** The main layout's route module; scripts/signed-in-preload.ts reads these three too. */
export const LAYOUT = resolve('src/routes/layout.lazy.tsx');
export const ROUTE_MODULE = /[\\/]src[\\/]routes[\\/][^\\/]+\.lazy\.tsx$/;
/** Route modules rendered outside the main layout; every other one renders inside it. */
export const OUTSIDE_LAYOUT = new Set(['login.lazy.tsx', 'company-choice.lazy.tsx'].map((file) => resolve('src/routes', file)));
/** The share of the layout's screens that must import a module for it to join the chunk. */
const SHARED_BY = 0.5;
export function layoutChunkName(): (id: string, ctx: ChunkingContext) => string | null {
  let members: { layout: Set<string>; screens: Map<string, string> } | null = null;
  return (id, ctx) => {
    members ??= layoutMembers(new ModuleGraph(ctx));
    if (members.layout.has(id)) return 'layout';
    return members.screens.get(id) ?? null;
  };
}

/**
 * The chunk of what a set of screens shares: 'screens' when a quarter of the layout's screens or
 * more share it (the lists' frames), else one chunk per set of screens: the crew's list does not
 * load the bills' math, nor the bills' list the certificates' catalogue. Named by a short hash of
 * the set: the entry lists each chunk's file by name for its preloads, so long names cost every
 * route (with the screens' names, 0.6 KB gzip more in the entry).
 */
const SHARED_WIDELY = 0.25;
/** A set's chunk smaller than this (before minifying, about 1 KB gzip) joins 'screens' instead. */
const SMALL_CHUNK = 3000;
function screensChunk(sharers: readonly string[], screens: number): string {
  if (sharers.length >= SHARED_WIDELY * screens) return 'screens';
  const names = sharers.map((id) => basename(id, '.lazy.tsx')).sort();
  let hash = 0x811c9dc5;
  for (const char of names.join(',')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return `s-${hash.toString(36).slice(0, 4)}`;
}

/**
 * A module this large (before minifying) stays out of the 'screens' chunk, with what imports it: a
 * feature's own domain (the certificate catalogue, 12 KB) shared by its two screens must not load
 * with every other screen.
 */
const LARGE = 10_000;
/**
 * A package module this large (before minifying) joins the layout's chunk only when the layout
 * itself imports it: the table's library (@tanstack/table-core, 49 KB minified, 15 KB gzip) shared
 * by the twelve lists loads with them, not with the dashboard, the reports or the sync view.
 */
const LARGE_LIBRARY = 30_000;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

function layoutMembers(graph: ModuleGraph): { layout: Set<string>; screens: Map<string, string> } {
  const layout = graph.staticClosure([LAYOUT]);
  // Everything that loads without the layout: static imports, and dynamic ones that lead neither
  // into the layout's code nor to one of its screens.
  const outside = new Set<string>();
  const screens = new Set<string>();
  const stack = [ENTRY];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (outside.has(id)) continue;
    outside.add(id);
    stack.push(...graph.imports(id));
    for (const target of graph.dynamicImports(id)) {
      const isScreen = ROUTE_MODULE.test(target) && !OUTSIDE_LAYOUT.has(target);
      if (isScreen && target !== LAYOUT) screens.add(target);
      if (!isScreen && !layout.has(target)) stack.push(target);
    }
  }

  const uses = new Map<string, number>();
  for (const screen of screens) {
    for (const id of graph.staticClosure([screen])) if (id !== screen) uses.set(id, (uses.get(id) ?? 0) + 1);
  }
  // A large module that the layout's own code does not need (the table's library) stays out, with
  // what imports it: the screens without a table would wait for it too.
  const largeOutside = (id: string) => NODE_MODULES.test(id) && !layout.has(id) && !outside.has(id) && graph.size(id) > LARGE_LIBRARY;
  const shared = [...uses]
    .filter(([, count]) => count >= SHARED_BY * screens.size)
    .map(([id]) => id)
    .filter((id) => ![...graph.staticClosure([id])].some(largeOutside));
  // The layout's route module stays a chunk of its own: the router loads it by its name.
  const members = new Set([...layout, ...shared].filter((id) => id !== LAYOUT && !outside.has(id)));
  // What two screens or more share besides: one file ('screens'), not one each, unless large.
  const candidates = [...uses]
    .filter(([id, count]) => count >= 2 && !members.has(id) && !outside.has(id) && !screens.has(id) && id !== LAYOUT)
    .map(([id]) => id);
  const large = new Set(candidates.filter((id) => graph.size(id) > LARGE));
  const screensShared = candidates.filter((id) => ![...graph.staticClosure([id])].some((dep) => large.has(dep)));
  // Grouped by the screens that share them: a route loads its own area's shared code only.
  const screensOf = new Map<string, string[]>();
  for (const screen of screens) {
    for (const id of graph.staticClosure([screen])) if (id !== screen) screensOf.set(id, [...(screensOf.get(id) ?? []), screen]);
  }
  const chunks = new Map(screensShared.map((id) => [id, screensChunk(screensOf.get(id)!, screens.size)]));
  // A set's chunk too small to be worth a request of its own joins 'screens'.
  const sizes = new Map<string, number>();
  for (const [id, chunk] of chunks) sizes.set(chunk, (sizes.get(chunk) ?? 0) + graph.size(id));
  for (const [id, chunk] of chunks) if (sizes.get(chunk)! < SMALL_CHUNK) chunks.set(id, 'screens');
  return { layout: members, screens: chunks };
}

/** `import {a, b as c} from "x"`, `export {a} from "x"`, `import * as n from "x"`, `import "x"`. */
const STATEMENT = /\b(import|export)\s*(?:type\s+)?(?:([\w$]+)\s*,?\s*)?(\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?)?\s*(?:from\s*)?["']([^"']+)["']/g;
/** `export { a, b as c };` without a source: a barrel's re-export of what it imported. */
const LOCAL_EXPORT = /\bexport\s*\{([^}]*)\}\s*;?(?!\s*from)/g;

interface Binding {
  statement: 'import' | 'export';
  /** Imported names (as the source exports them); null for `*` or a bare `import "x"`. */
  names: string[] | null;
  /** Local or exported names, in the order of `names`. */
  aliases: string[];
  specifier: string;
}

function bindings(code: string): Binding[] {
  const found: Binding[] = [];
  for (const [, statement, defaultName, braces, specifier] of code.matchAll(STATEMENT)) {
    const names: string[] = [];
    const aliases: string[] = [];
    if (defaultName) {
      names.push('default');
      aliases.push(defaultName);
    }
    if (braces?.startsWith('{')) {
      for (const part of braces.slice(1, -1).split(',')) {
        const [name, alias] = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/);
        if (!name) continue;
        names.push(name);
        aliases.push(alias ?? name);
      }
    }
    const whole = braces?.startsWith('*') || (!defaultName && !braces);
    found.push({ statement: statement as Binding['statement'], names: whole ? null : names, aliases, specifier: specifier! });
  }
  return found;
}

/** The bundler's module graph with barrels followed by name. */
class ModuleGraph {
  private readonly barrels = new Map<string, Map<string, string> | null>();
  /** imports() of each module asked for: every screen's closure walks most of the same modules. */
  private readonly importsOf = new Map<string, string[]>();

  constructor(private readonly ctx: ChunkingContext) {}

  size(id: string): number {
    return this.ctx.getModuleInfo(id)?.code?.length ?? 0;
  }

  dynamicImports(id: string): readonly string[] {
    return this.ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
  }

  /** The modules `id` imports statically; from a barrel, only those of the names it imports. */
  imports(id: string): string[] {
    let targets = this.importsOf.get(id);
    if (!targets) {
      targets = this.importsOfModule(id);
      this.importsOf.set(id, targets);
    }
    return targets;
  }

  private importsOfModule(id: string): string[] {
    const info = this.ctx.getModuleInfo(id);
    if (!info) return [];
    const targets: string[] = [];
    const viaBarrel = new Map<string, string[] | null>();
    for (const target of info.importedIds) {
      if (this.exportsOf(target)) viaBarrel.set(target, []);
      else targets.push(target);
    }
    if (viaBarrel.size === 0) return targets;
    for (const binding of bindings(info.code ?? '')) {
      const barrel = [...viaBarrel.keys()].find((target) => this.resolves(binding.specifier, id, target));
      if (!barrel) continue;
      const names = viaBarrel.get(barrel);
      viaBarrel.set(barrel, names && binding.names ? [...names, ...binding.names] : null);
    }
    for (const [barrel, names] of viaBarrel) {
      const exports = this.exportsOf(barrel)!;
      const resolved = names?.map((name) => exports.get(name));
      if (!resolved || resolved.some((target) => target === undefined)) targets.push(barrel, ...this.imports(barrel));
      else targets.push(...(resolved as string[]));
    }
    return targets;
  }

  staticClosure(roots: string[]): Set<string> {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...this.imports(id));
    }
    return seen;
  }

  /** For a package module that only imports and re-exports: exported name → module; else null. */
  private exportsOf(id: string): Map<string, string> | null {
    if (this.barrels.has(id)) return this.barrels.get(id)!;
    let exports: Map<string, string> | null = null;
    const info = this.ctx.getModuleInfo(id);
    const code = info?.code;
    if (info && code && /[\\/]node_modules[\\/]/.test(id) && isOnlyImportsAndExports(code)) {
      exports = new Map();
      const locals = new Map<string, string>();
      for (const binding of bindings(code)) {
        const target = info.importedIds.find((imported) => this.resolves(binding.specifier, id, imported));
        if (!target || !binding.names) continue;
        const into = binding.statement === 'import' ? locals : exports;
        binding.aliases.forEach((alias) => into.set(alias, target));
      }
      for (const [, list] of code.matchAll(LOCAL_EXPORT)) {
        for (const part of list!.split(',')) {
          const [local, exported] = part.trim().split(/\s+as\s+/);
          const target = local && locals.get(local);
          if (target) exports.set(exported ?? local!, target);
        }
      }
    }
    this.barrels.set(id, exports);
    return exports;
  }

  /** Whether `specifier`, imported by `importer`, names the module `id`. */
  private resolves(specifier: string, importer: string, id: string): boolean {
    if (!specifier.startsWith('.')) return id.includes(`/node_modules/${specifier}/`);
    const path = resolve(dirname(importer), specifier);
    return id === path || EXTENSIONS.some((extension) => id === path + extension || id === `${path}/index${extension}`);
  }
}

const EXTENSIONS = ['.mjs', '.js', '.ts', '.tsx', '.jsx'];

function isOnlyImportsAndExports(code: string): boolean {
  const rest = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/^\s*(["'])use \w+\1;?/gm, '')
    .replace(STATEMENT, '')
    .replace(LOCAL_EXPORT, '')
    .replace(/;/g, '');
  return rest.trim() === '';
}
