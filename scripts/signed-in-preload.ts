import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LAYOUT, OUTSIDE_LAYOUT, ROUTE_MODULE } from './layout-chunk.ts';

/**
 * For a signed-in user, the main layout's code and the opened screen's start loading with the
 * entry, not after it.
 *
 * The router asks for them only once the entry has arrived and run (src/main.tsx, preloadScreens):
 * one more round trip after the entry's ~110 KB, and over HTTP/1.1 (six requests at a time) more
 * than one. On a ship's satellite link a round trip is about 600 ms. A small script, listed in
 * index.html beside the entry, checks whether somebody is signed in on this device (the remembered
 * user of src/data/storage.ts) and if so asks for the layout's files (its JS with its static
 * imports, its CSS, and the screens' catalog in the remembered language) and for those of the
 * screen at the address (its route module, src/routes/*.lazy.tsx, found by the paths of its
 * `createLazyRoute` calls or of its area's `recordRoutes`) as preloads. The sign-in screen loads nothing more. The links have the
 * attributes Vite's loader gives its own (crossorigin, as), so a file asked for twice is fetched once.
 *
 * The script is a file of its own (the Content Security Policy allows no inline script), named by
 * its content like every other asset, so a new build never meets an old list.
 */
/** `createLazyRoute('/app/finans/cari-listeler')`: the route ids of a screen module. */
const LAZY_ROUTE_ID = /createLazyRoute\(\s*'\/app(\/[^']*)'\s*\)/g;
/** `recordRoutes('/finans/cari-listeler/$cariHesapId', …` in a record area's route file, beside its screen module. */
const RECORD_ROUTES_PATH = /recordRoutes\(\s*'(\/[^']*)'/g;

/** The paths a screen module (src/routes/<area>.lazy.tsx) serves: its own lazy routes' and its area's. */
function screenPaths(module: string): string[] {
  const area = module.replace(/\.lazy\.tsx$/, '.tsx');
  const own = [...readFileSync(module, 'utf8').matchAll(LAZY_ROUTE_ID)];
  const records = existsSync(area) ? [...readFileSync(area, 'utf8').matchAll(RECORD_ROUTES_PATH)] : [];
  return [...own, ...records].map(([, path]) => path!);
}
const CATALOGS = { tr: resolve('src/locales/tr/app.po'), en: resolve('src/locales/en/app.po') };
/** Keys of src/data/storage.ts (STORAGE_KEYS.lastUser, STORAGE_KEYS.language). */
const LAST_USER_KEY = 'sonKullanici';
const LANGUAGE_KEY = 'lang';

interface Files {
  scripts: string[];
  styles: string[];
}

export function signedInPreload(): Plugin {
  return {
    name: 'signed-in-preload',
    apply: 'build',
    generateBundle: {
      // After Vite's HTML plugin has put index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('signed-in-preload: the bundle has no index.html');
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const byModule = (id: string) => chunks.find((chunk) => chunk.facadeModuleId === id);
        const layout = byModule(LAYOUT);
        if (!entry || !layout) throw new Error('signed-in-preload: the build has no entry or no layout chunk');

        const closure = (chunk: OutputChunk): string[] => {
          const seen = new Set<string>();
          const visit = (fileName: string) => {
            if (seen.has(fileName)) return;
            seen.add(fileName);
            byFile.get(fileName)?.imports.forEach(visit);
          };
          visit(chunk.fileName);
          return [...seen];
        };
        const url = (file: string) => `/${file}`;
        const filesOf = (chunk: OutputChunk | undefined, loaded: Set<string>): Files => {
          const scripts = chunk ? closure(chunk).filter((file) => !loaded.has(file)) : [];
          const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          return { scripts: scripts.map(url), styles: [...new Set(styles)].map(url) };
        };

        const withEntry = new Set(closure(entry));
        const withLayout = new Set([...withEntry, ...closure(layout)]);
        const screens: Files[] = [];
        const paths: [string, number][] = [];
        for (const chunk of chunks) {
          const id = chunk.facadeModuleId;
          if (!id || !ROUTE_MODULE.test(id) || id === LAYOUT || OUTSIDE_LAYOUT.has(id)) continue;
          // Each path up to its first parameter ('/finans/cari-listeler/$cariHesapId' → '/finans/cari-listeler'),
          // without those under another path of the same screen module.
          const prefixes = screenPaths(id).map((path) => path.split('/$')[0]!.replace(/(.)\/$/, '$1'));
          const own = prefixes.filter(
            (prefix) => !prefixes.some((other) => other !== prefix && other !== '/' && prefix.startsWith(`${other}/`)),
          );
          if (own.length === 0) continue;
          screens.push(filesOf(chunk, withLayout));
          for (const prefix of new Set(own)) paths.push([prefix, screens.length - 1]);
        }
        const preload = {
          layout: filesOf(layout, withEntry),
          catalogs: { tr: filesOf(byModule(CATALOGS.tr), withEntry), en: filesOf(byModule(CATALOGS.en), withEntry) },
          screens,
          // Longest first: the first that matches is the screen's.
          paths: paths.sort(([a], [b]) => b.length - a.length),
        };

        const source = `(function () {
  try {
    var path = location.pathname;
    if (!localStorage.getItem(${JSON.stringify(LAST_USER_KEY)}) || path.indexOf('/login') === 0) return;
    var preload = ${JSON.stringify(preload)};
    var sets = [preload.layout, localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)}) === 'en' ? preload.catalogs.en : preload.catalogs.tr];
    for (var i = 0; i < preload.paths.length; i++) {
      var prefix = preload.paths[i][0];
      if (path === prefix || (prefix !== '/' && path.indexOf(prefix + '/') === 0)) {
        sets.push(preload.screens[preload.paths[i][1]]);
        break;
      }
    }
    var add = function (rel, as, href) {
      var link = document.createElement('link');
      link.rel = rel;
      link.as = as;
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    };
    sets.forEach(function (files) {
      files.scripts.forEach(function (href) { add('modulepreload', 'script', href); });
      files.styles.forEach(function (href) { add('preload', 'style', href); });
    });
  } catch (error) {
    // No storage (private mode): the router loads what it needs when it needs it.
  }
})();
`;
        const fileName = `assets/signed-in-preload-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const entryTag = /<script type="module"[^>]*><\/script>/;
        const page = String(html.source);
        if (!entryTag.test(page)) throw new Error('signed-in-preload: index.html has no module script');
        html.source = page.replace(entryTag, (tag) => `${tag}\n    <script src="${url(fileName)}" async></script>`);
      },
    },
  };
}
