// Size budgets of the production build; run after `npm run build` (part of `npm test`).
//
// Reads Vite's manifest (dist/.vite/manifest.json, vite.config.ts sets build.manifest) to find what
// each route must load before it renders: the entry with everything it imports statically, the
// route's lazy module (src/routes/*.lazy.tsx) with its static imports, and for a page of the main
// layout the layout's lazy module too. Dynamic imports that are not routes (the toast container, the
// service-worker registration) start after the first render: they are shown apart and not counted.
// Sizes are gzip level 9 of the files as built.
//
// It fails when
//   - the sign-in route's JS exceeds LIMITS.signInJs,
//   - a route's first load (index.html, its JS and CSS) exceeds LIMITS.routeFirstLoad,
//   - all CSS together exceeds LIMITS.totalCss,
//   - the service worker does not precache a file of the build (a screen would not open offline),
//   - a Mantine class used by the built JS has no rule in the built CSS (scripts/mantine-styles.ts
//     did not bring a component's styles file with its code),
//   - a style sheet has a Mantine layer that index.html does not name (its rules would not
//     override the others' in Mantine's order),
//   - a route's first render waits for Mantine styles in a style sheet other than the entry's (one
//     more request on a slow link: src/app/mantine-styles.ts lists the first screens' files),
// and prints the figures in a table either way (`--json` prints them as JSON).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1000;

/**
 * The enforced limits, just above today's figures to stop regressions; GOALS are the targets of
 * the performance issue. How the first loads were brought down, in short:
 *   - the sign-in route needs no device database, sync engine, form library or English catalog;
 *     the routes' search validation is a few lines of our own (src/routes/search.ts), not valibot,
 *     and the sign-in form's rules (valibot) load after its first render (src/features/auth);
 *   - the main layout's code is one chunk (scripts/layout-chunk.ts: the collection declarations,
 *     the frame; Dexie and the sync engine load after its first render) without the write schemas (they come with the forms) and
 *     without the table's library (it comes with the twelve lists);
 *   - each area loads only its list first (detail and form when idle), and its own catalog
 *     (src/data/i18n.ts withAreaMessages; the layout's `app` catalog is small); popovers, menus and
 *     floating-ui load after the first render (src/app/layout/deferred.ts, src/ui/deferred-controls.tsx);
 *   - Mantine's styles come with the components' code (scripts/mantine-styles.ts): 6-15 KB per page.
 * Issue 47 #15: per-area catalogs, the table's library and valibot out of the first loads, then
 * Dexie and the sync engine after the main layout's first render (src/data/local.ts,
 * src/data/live-query.ts; 35 KB): the sign-in JS from 150.2 to 144.6 KB and the routes from
 * 254-288 KB to 204.3-242.1 KB (goal 250 KB met; bills, cash flows, people and assignments on the
 * definition layer and the screens on the list, detail and form frames since: 207.0-244.7 KB; accounts and documents on
 * the layer, the kinds' labels found by name and the URL-kept filters: 207.4-245.7 KB, limit 246.5 KB; bank orders
 * and the first new kind, inspections, on the layer, every screen on the frames: 211.4-251.0 KB, limit 251.5 KB,
 * 1 KB over issue 47's 250 KB on bills, cash flows and crew). Each kind's definition was in the main layout's
 * chunk (about 1 KB gzip per kind with the domain modules its checks import). Issue 45: the build gives the
 * sync engine the collections' declarations as data (scripts/collection-declarations.ts), the definitions
 * load with their screens: the layout's chunk from 41.0 to 32.2 KB, and 0.07 KB more per kind, not 1 KB
 * (a kind like bank orders added and built: 32.20 to 32.27 KB); the 'screens' chunk (every area's shared
 * code, 18 KB, 23 KB with the definitions) split by the screens that share it (scripts/layout-chunk.ts):
 * 203.2-239.9 KB (bills 239.9, cash flows 239.7), limit 241 KB. The sign-in JS: 145.0 KB since the router
 * finds the areas' route modules (src/routes/router.ts), 145.5 KB with the screens' chunks' names
 * in the entry's preload lists, limit 146 KB (goal 150 KB). Loans (issue 51), the first kind after the
 * split: 204.4-241.6 KB (bills 241.6: the shared 'screens' chunk carries every kind's labels and error
 * keys), limit 242.5 KB; next, each kind's labels with its own screens. Five kinds more (budgets,
 * bank statements and their lines, non-conformities, incidents) and three routes (the KPI page, the
 * statements, the incidents), their labels with their own screens (src/features/inspections/nc-labels.ts,
 * src/features/bank-statements/statement-labels.ts) and the KPI page's rules in a chunk that loads beside
 * its records: 205.7-243.5 KB (bills 243.5: each kind's declaration and error keys, each route's chunk
 * names in the entry's preload lists), limit 244 KB; the sign-in JS 146.2 KB (the preload lists),
 * limit 146.5 KB. Six kinds more (charters, cargo documents, contracts, wage sheets, messages and
 * their read marks) and four routes (operations, payroll, e-mail and its badge), each screen a chunk
 * of its own and the charter's rules out of the definitions (src/domain/charter.ts): bills 247.2 KB,
 * measured against the last stop's build: the layout's chunk +1.1 KB (six declarations, the mail
 * badge), the entry +0.6 KB (the routes and their chunks' names), the app catalog +0.5 KB (a record's
 * messages, the wage parts' labels), the shared screens' chunk +0.3 KB; limit 247.5 KB. The sign-in
 * JS 146.8 KB (the preload lists), limit 147 KB. Next: a record's messages with their own catalog,
 * and the declarations of kinds no first screen reads out of the layout's chunk. Operations' forms and
 * statements into the books (issue 48): the charter's declaration names what it became (`kesilenler`)
 * and the operations' new screens and dialogs are chunks of their own whose names the entry's preload
 * lists carry: bills 247.6 KB, limit 248.5 KB; the sign-in JS 147.0 KB, limit 147.5 KB.
 */
export const LIMITS = { signInJs: 147.5 * KB, routeFirstLoad: 248.5 * KB, totalCss: 30 * KB };
export const GOALS = { signInJs: 150 * KB, routeFirstLoad: 220 * KB, totalCss: 30 * KB };

/** Lazy route modules rendered outside the main layout; every other one renders inside it. */
const OUTSIDE_LAYOUT = new Set(['src/routes/login.lazy.tsx', 'src/routes/company-choice.lazy.tsx']);
const LAYOUT = 'src/routes/layout.lazy.tsx';
/** The main layout's Turkish catalog: the layout's loader waits for it (src/data/i18n.ts). */
const LAYOUT_CATALOG = 'src/locales/tr/app.po';
/**
 * `withAreaMessages('bills', () => import('./bills.lazy'))` in src/routes/*.tsx: a screen module of
 * the layout and its area's catalog, which load side by side before the screen renders.
 */
const AREA_LOAD = /withAreaMessages\(\s*'([\w-]+)',\s*\(\)\s*=>\s*import\('\.\/([\w-]+\.lazy)'\)/g;

/** Each screen module's Turkish area catalog (src/locales/tr/<area>.po), read from src/routes. */
function areaCatalogs(routesDir = 'src/routes') {
  const catalogs = new Map();
  for (const file of readdirSync(routesDir).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.lazy.tsx'))) {
    for (const [, area, module] of readFileSync(join(routesDir, file), 'utf8').matchAll(AREA_LOAD)) {
      catalogs.set(`src/routes/${module}.tsx`, `src/locales/tr/${area}.po`);
    }
  }
  return catalogs;
}
const SIGN_IN = 'src/routes/login.lazy.tsx';
const ROUTE_MODULE = /^src\/routes\/.*\.lazy\.tsx$/;
const MANTINE_STYLES = [
  'node_modules/@mantine/core/styles',
  'node_modules/@mantine/notifications',
  'node_modules/@mantine/dropzone',
  'node_modules/@mantine/charts',
];

export function measure(distDir = 'dist') {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: run \`npm run build\` first (vite.config.ts sets build.manifest).`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const read = (file) => readFileSync(join(distDir, file));
  const textCache = new Map();
  const text = (file) => {
    if (!textCache.has(file)) textCache.set(file, read(file).toString());
    return textCache.get(file);
  };
  const gzipCache = new Map();
  const gzipSize = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(read(file), { level: 9 }).length);
    return gzipCache.get(file);
  };
  const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);

  /** The JS and CSS files that a set of manifest chunks loads, following static imports only. */
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      if (!manifest[key]) throw new Error(`the manifest has no chunk ${key}`);
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    const chunks = [...seen].map((key) => manifest[key]);
    return {
      js: [...new Set(chunks.map((chunk) => chunk.file))],
      css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
    };
  };

  const keys = Object.keys(manifest);
  const entries = keys.filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const routeModules = keys.filter((key) => manifest[key].isDynamicEntry && ROUTE_MODULE.test(key)).sort();
  if (!routeModules.includes(SIGN_IN) || !routeModules.includes(LAYOUT)) {
    throw new Error(`the manifest lacks ${SIGN_IN} or ${LAYOUT}: are the routes still lazy?`);
  }
  const startup = closure(keys.filter((key) => manifest[key].isDynamicEntry && !ROUTE_MODULE.test(key)));
  // Scripts index.html lists that are not modules of the manifest (scripts/signed-in-preload.ts):
  // every route loads them.
  const html = text('index.html');
  const htmlSize = gzipSize('index.html');
  const pageScripts = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)]
    .map((match) => match[1])
    .filter((file) => !Object.values(manifest).some((chunk) => chunk.file === file));

  const entryCss = manifest[entries[0]].css ?? [];
  const areas = areaCatalogs();
  const routes = routeModules
    .filter((key) => key !== LAYOUT)
    .map((key) => {
      const inLayout = !OUTSIDE_LAYOUT.has(key);
      const area = areas.get(key);
      // A screen of the layout waits for the layout's catalog and its area's as well.
      if (inLayout && !(area && manifest[area] && manifest[LAYOUT_CATALOG])) {
        throw new Error(`${key} loads no area catalog: its route file must load it with withAreaMessages (src/data/i18n.ts)`);
      }
      const files = closure([...entries, ...(inLayout ? [LAYOUT, LAYOUT_CATALOG, area] : []), key]);
      files.js.push(...pageScripts);
      const js = sum(files.js);
      const css = sum(files.css);
      const later = sum(startup.js.filter((file) => !files.js.includes(file)));
      // Mantine's layers in a style sheet the route waits for besides the entry's: one more request.
      const lateMantine = files.css.filter((file) => !entryCss.includes(file)).flatMap((file) => mantineLayers(text(file)));
      return {
        route: key.replace(/^src\/routes\//, ''),
        chunks: files.js.length,
        js,
        css,
        firstLoad: htmlSize + js + css,
        later,
        lateMantine,
      };
    });
  const signIn = routes.find((route) => `src/routes/${route.route}` === SIGN_IN);

  const files = [...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))];
  const jsFiles = files.filter((file) => file.endsWith('.js'));
  const cssFiles = files.filter((file) => file.endsWith('.css'));

  let precache = null;
  const swPath = join(distDir, 'sw.js');
  if (existsSync(swPath)) {
    const urls = [...readFileSync(swPath, 'utf8').matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
    const bytes = urls.reduce((total, url) => total + (existsSync(join(distDir, url)) ? read(url).length : 0), 0);
    precache = { entries: urls.length, bytes, missing: files.filter((file) => !urls.includes(file)) };
  }

  return {
    routes,
    signIn,
    totalJs: sum(jsFiles),
    totalCss: sum(cssFiles),
    jsChunks: jsFiles.length,
    cssFiles: cssFiles.length,
    precache,
    html: htmlSize,
    missingStyles: missingMantineStyles(jsFiles.map(text), cssFiles.map(text)),
    unorderedLayers: unorderedLayers(html, cssFiles.map(text)),
  };
}

/** Mantine layers of the style sheets that index.html's list (scripts/mantine-styles.ts) lacks. */
function unorderedLayers(html, css) {
  const listed = new Set((/<style>@layer ([^;<]+);<\/style>/.exec(html)?.[1] ?? '').split(','));
  const used = new Set(css.flatMap(mantineLayers));
  return [...used].filter((layer) => !listed.has(layer)).sort();
}

/** The Mantine layers (`mantine.<file>`) a style sheet has rules in. */
function mantineLayers(css) {
  return [...css.matchAll(/@layer (mantine\.[\w-]+)\{/g)].map((match) => match[1]);
}

/** Mantine styles files whose classes the JS uses but the CSS lacks. */
function missingMantineStyles(js, css) {
  const classes = (texts) => new Set(texts.flatMap((text) => text.match(/\bm_[0-9a-f]{8}\b/g) ?? []));
  const inCss = classes(css);
  const missing = [...classes(js)].filter((name) => !inCss.has(name));
  if (missing.length === 0) return [];
  const owners = new Set();
  for (const dir of MANTINE_STYLES.filter((path) => existsSync(path))) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      if (missing.some((name) => text.includes(`.${name}`))) owners.add(`${dir.replace('node_modules/', '')}/${file}`);
    }
  }
  return [...owners].sort();
}

export function violations(figures) {
  const problems = [];
  if (figures.signIn.js > LIMITS.signInJs) problems.push(`sign-in JS ${kb(figures.signIn.js)} exceeds ${kb(LIMITS.signInJs)}`);
  for (const route of figures.routes) {
    if (route.firstLoad > LIMITS.routeFirstLoad) {
      problems.push(`${route.route}: first load ${kb(route.firstLoad)} exceeds ${kb(LIMITS.routeFirstLoad)}`);
    }
  }
  if (figures.totalCss > LIMITS.totalCss) problems.push(`CSS ${kb(figures.totalCss)} exceeds ${kb(LIMITS.totalCss)}`);
  if (figures.precache?.missing.length) {
    problems.push(`the service worker does not precache ${figures.precache.missing.join(', ')}`);
  }
  for (const file of figures.missingStyles) {
    problems.push(`Mantine classes without CSS: ${file} is in no style sheet (scripts/mantine-styles.ts)`);
  }
  for (const route of figures.routes.filter((route) => route.lateMantine.length)) {
    const files = route.lateMantine.map((layer) => `@mantine/core/styles/${layer.slice('mantine.'.length)}.css`).join(', ');
    problems.push(
      `${route.route}: the first render waits for a style sheet of its own for ${files}: import it in src/app/mantine-styles.ts`,
    );
  }
  if (figures.unorderedLayers.length) {
    problems.push(`index.html does not name the Mantine layers ${figures.unorderedLayers.join(', ')} (scripts/mantine-styles.ts)`);
  }
  return problems;
}

function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

function table(figures) {
  const rows = [['route module', 'chunks', 'JS', 'CSS', 'first load', 'later', 'limit', 'goal']];
  for (const route of figures.routes) {
    const signIn = route === figures.signIn;
    rows.push([
      route.route,
      String(route.chunks),
      kb(route.js),
      kb(route.css),
      kb(route.firstLoad),
      kb(route.later),
      signIn ? `JS ${kb(LIMITS.signInJs)}` : kb(LIMITS.routeFirstLoad),
      signIn ? `JS ${kb(GOALS.signInJs)}` : kb(GOALS.routeFirstLoad),
    ]);
  }
  rows.push(['all JS', String(figures.jsChunks), kb(figures.totalJs), '', '', '', '', '']);
  rows.push(['all CSS', String(figures.cssFiles), '', kb(figures.totalCss), '', '', kb(LIMITS.totalCss), kb(GOALS.totalCss)]);
  if (figures.precache) {
    rows.push(['service worker precache', String(figures.precache.entries), '', '', `${kb(figures.precache.bytes)} raw`, '', '', '']);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [
    'Sizes gzip; first load = index.html + entry + (main layout) + route chunk with their static imports, JS and CSS;',
    'later = dynamic imports that start after the first render.',
    line(rows[0]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const figures = measure(process.env.DIST_DIR ?? 'dist');
    if (process.argv.includes('--json')) console.log(JSON.stringify(figures, null, 2));
    else console.log(table(figures));
    const aboveGoal = [
      figures.signIn.js > GOALS.signInJs && 'sign-in JS',
      figures.routes.some((route) => route.firstLoad > GOALS.routeFirstLoad) && 'route first loads',
      figures.totalCss > GOALS.totalCss && 'CSS',
    ].filter(Boolean);
    if (aboveGoal.length) console.log(`\nAbove the goal (not enforced): ${aboveGoal.join(', ')}.`);
    const problems = violations(figures);
    if (problems.length) {
      console.error(`\nOver budget:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
      process.exit(1);
    }
    console.log('Within the limits.');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
