import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Each Mantine component brings its own styles, into the chunk its code lands in.
 *
 * A component's class names come from one module per component (`Button.module.mjs` in
 * `@mantine/core/esm/components/Button/`), and its rules from the file of the same name
 * (`@mantine/core/styles/Button.css`). The plugin adds that file's import to that module, so the CSS
 * follows the code: the sign-in screen gets the rules of the components it renders, a screen those
 * of its own, and the menus, selects and dialogs that load after the first render bring theirs
 * with them. Without it every page waits for the styles of every component the app uses.
 *
 * The packages beside the core have one styles file for all their components (the charts': bar,
 * pie, heatmap, sankey…). The plugin cuts it into the rules of each module (every top-level rule
 * names the classes of one module), so the bar chart does not bring the heatmap's.
 *
 * Order. Mantine's files override one another in the order of `@mantine/core/styles.css` (a
 * select's dropdown is a popover with less padding: Combobox.css comes after Popover.css). Loaded
 * with the code, they arrive in another order: the look-alike select of the first screen brings
 * Combobox.css, the popover Popover.css later. So each file (each package's module) is a CSS
 * layer of its own, `mantine.<file>`, and index.html begins with a style element that names those
 * of the build in the order of styles.css, before any style sheet: a layer's place is where its
 * name first appears, whenever its rules arrive. (A style sheet cannot carry the list: the entry's
 * is not the first one the page links, and a list in each would repeat it.) The app's own styles,
 * in no layer, win over all of Mantine's, as they did when Mantine's came first.
 */
const CORE_MODULE = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.+[\\/])?(\w+)\.module\.mjs$/;
const PACKAGE_MODULE = /[\\/]node_modules[\\/]@mantine[\\/](\w+)[\\/]esm[\\/](?:.+[\\/])?([\w-]+)\.module\.mjs$/;
const CORE_STYLES = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]styles[\\/]([\w-]+)\.css$/;
/** The packages whose styles are cut by module, in the order their layers take after the core's. */
const PACKAGES = ['notifications', 'dropzone', 'charts'];
const PART = 'virtual:mantine-styles/';
/** The entry's module of Mantine's styles: the first screens' files. */
const ENTRY_STYLES = fileURLToPath(new URL('../src/app/mantine-styles.ts', import.meta.url));
const CLASS = /\bm_[0-9a-f]+\b/g;

const require = createRequire(import.meta.url);
const packageDir = (pkg: string) => dirname(require.resolve(`@mantine/${pkg}/styles.css`));

/** The styles to import into a module of Mantine's class names, or null for any other module. */
export function stylesFor(id: string): string | null {
  const core = CORE_MODULE.exec(id);
  if (core) return `@mantine/core/styles/${core[1]}.css`;
  const pkg = PACKAGE_MODULE.exec(id);
  return pkg && PACKAGES.includes(pkg[1]!) ? `${PART}${pkg[1]}/${pkg[2]}.css` : null;
}

/** The layer of one of the core's styles files, or null for any other file. */
export function layerOf(id: string): string | null {
  const core = CORE_STYLES.exec(id.replace(/\?.*$/, ''));
  return core ? `mantine.${core[1]}` : null;
}

/** A style sheet's top-level rules (Mantine's files have no comments nor braces in strings). */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  if (css.slice(start).trim() !== '') throw new Error('a style sheet ends inside a rule');
  return rules;
}

const parts = new Map<string, Map<string, string>>();

/** A package's styles cut by module: each module's rules, in the order of its styles.css. */
export function packageParts(pkg: string): Map<string, string> {
  if (!parts.has(pkg)) parts.set(pkg, cutByModule(pkg));
  return parts.get(pkg)!;
}

function cutByModule(pkg: string): Map<string, string> {
  const dir = packageDir(pkg);
  const owners = new Map<string, string>();
  const walk = (path: string): void => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(path, entry.name));
      else if (entry.name.endsWith('.module.mjs')) {
        const module = entry.name.replace(/\.module\.mjs$/, '');
        for (const name of readFileSync(join(path, entry.name), 'utf8').match(CLASS) ?? []) owners.set(name, module);
      }
    }
  };
  walk(join(dir, 'esm'));
  const rules = new Map<string, string[]>();
  for (const rule of topLevelRules(readFileSync(join(dir, 'styles.css'), 'utf8'))) {
    const modules = new Set((rule.match(CLASS) ?? []).map((name) => owners.get(name)));
    const [module] = modules;
    if (modules.size !== 1 || !module) {
      throw new Error(`@mantine/${pkg}/styles.css has a rule of ${modules.size} modules: ${rule.slice(0, 80)}`);
    }
    rules.set(module, [...(rules.get(module) ?? []), rule]);
  }
  return new Map([...rules].map(([module, list]) => [module, list.join('\n')]));
}

let order: string[] | undefined;

/** Every layer, in the order of @mantine/core/styles.css (each file's text is a part of it). */
export function layerOrder(): string[] {
  order ??= workOutLayerOrder();
  return order;
}

function workOutLayerOrder(): string[] {
  const dir = packageDir('core');
  const all = readFileSync(join(dir, 'styles.css'), 'utf8');
  const files = readdirSync(join(dir, 'styles')).filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'));
  const placed = files.map((file) => {
    const text = readFileSync(join(dir, 'styles', file), 'utf8').trim();
    const at = all.indexOf(text.slice(0, 300));
    if (at < 0) throw new Error(`@mantine/core/styles/${file} is not a part of styles.css: the layer order is unknown`);
    return { name: file.replace(/\.css$/, ''), at };
  });
  placed.sort((a, b) => a.at - b.at);
  return [
    ...placed.map(({ name }) => `mantine.${name}`),
    ...PACKAGES.flatMap((pkg) => [...packageParts(pkg).keys()].map((module) => `mantine.${pkg}-${module}`)),
  ];
}

/** The styles files src/app/mantine-styles.ts imports. */
function entryStyles(): Set<string> {
  const code = readFileSync(ENTRY_STYLES, 'utf8');
  return new Set([...code.matchAll(/^import '([^']+\.css)';$/gm)].map((match) => match[1]!));
}

/** Imports of every styles file: the core's, then the other packages' parts. */
function allStyles(): string {
  return layerOrder()
    .map((layer) => layer.slice('mantine.'.length))
    .filter((name) => name !== 'default-css-variables')
    .map((name) => {
      const pkg = PACKAGES.find((candidate) => name.startsWith(`${candidate}-`));
      return `import '${pkg ? `${PART}${pkg}/${name.slice(pkg.length + 1)}` : `@mantine/core/styles/${name}`}.css';`;
    })
    .join('\n');
}

export function mantineStyles(): Plugin {
  let serve = false;
  let inEntry = new Set<string>();
  return {
    name: 'mantine-styles',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId(source) {
      return source.startsWith(PART) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PART}`)) return null;
      const [pkg, file] = id.slice(PART.length + 1).split('/') as [string, string];
      const module = file.replace(/\.css$/, '');
      return `@layer mantine.${pkg}-${module} {\n${packageParts(pkg).get(module) ?? ''}\n}\n`;
    },
    buildStart() {
      inEntry = entryStyles();
    },
    transform(code, id) {
      if (serve && id === ENTRY_STYLES) return { code: `${code}\n${allStyles()}`, map: null };
      const styles = stylesFor(id);
      // A file the entry imports stays in the entry's sheet: imported here too, it would follow a
      // chunk that takes the module's dependencies along (vite.config.ts, 'ui-base').
      if (styles) return inEntry.has(styles) ? null : { code: `import '${styles}';\n${code}`, map: null };
      const layer = layerOf(id);
      return layer ? { code: `@layer ${layer} {\n${code}\n}\n`, map: null } : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // Built, only the layers the style sheets have (a module the bundler dropped brought its
        // rules to none); served by the dev server, all of them.
        const sheets = Object.values(bundle ?? {}).flatMap((file) =>
          file.type === 'asset' && file.fileName.endsWith('.css') ? [String(file.source)] : [],
        );
        const text = sheets.join('\n');
        const layers = layerOrder().filter((layer) => !bundle || text.includes(`@layer ${layer}{`));
        // Right after the charset, which must come within the page's first 1,024 bytes.
        const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
        if (!charset) throw new Error('index.html has no <meta charset>: the layer order goes right after it');
        const at = charset.index + charset[0].length;
        return `${html.slice(0, at)}\n    <style>@layer ${layers.join(',')};</style>${html.slice(at)}`;
      },
    },
  };
}
