import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { collectionDeclarations } from './scripts/collection-declarations.ts';
import { layoutChunkName } from './scripts/layout-chunk.ts';
import { mantineStyles } from './scripts/mantine-styles.ts';
import { signedInPreload } from './scripts/signed-in-preload.ts';

/**
 * Mantine's imports that would load code before the main layout's first render although it only
 * runs later, or never: the bundler keeps a package module whole in one chunk. The table imports
 * ScrollArea for Table.ScrollContainer, which no screen uses, and so brought it to every list: it
 * gets a lazy ScrollArea. ScrollArea (now loaded with the selects and the modals) imports one hook
 * from '@floating-ui/react', which would bring all of floating-ui to the modals. Each gets what it
 * uses from a small module in src/app/vendor.
 *
 * The screens' live queries (`useLiveQuery` of 'dexie-react-hooks', whose module imports all of
 * Dexie, 32 KB gzip) come from src/data/live-query.ts, which runs them once Dexie has loaded after
 * the main layout's first render (src/data/local.ts).
 */
const VENDOR_SHIMS = [
  {
    source: '@floating-ui/react',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/,
    file: 'app/vendor/use-merge-refs.ts',
  },
  {
    source: '../ScrollArea/ScrollArea.mjs',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/,
    file: 'app/vendor/table-scroll-area.ts',
  },
  { source: 'dexie-react-hooks', importer: /^(?!.*[\\/]node_modules[\\/]).*[\\/]src[\\/]/, file: 'data/live-query.ts' },
];
const vendorShims = {
  name: 'vendor-shims',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    const shim = VENDOR_SHIMS.find((entry) => entry.source === source && importer && entry.importer.test(importer));
    return shim ? fileURLToPath(new URL(`./src/${shim.file}`, import.meta.url)) : null;
  },
};

/**
 * Mantine's core and the components the sign-in screen renders go into one chunk ('ui-base') with
 * what they import. Left to the bundler they are about fifteen chunks of 0.1-10 KB, each shared by a
 * different set of screens, and a first visit over a slow link waits for them in turn (six requests
 * at a time over HTTP/1.1). The screens inside the layout render nearly all of them; the password
 * field (2 KB) they load without using costs less than one file compresses better than fifteen.
 * The sign-in screen's first load fell from 21 files to 11, and every route's first load got smaller.
 */
const UI_BASE =
  /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Alert|Button|Center|Paper|PasswordInput|Stack|TextInput|Title))[\\/]/;

export default defineConfig({
  plugins: [
    vendorShims,
    collectionDeclarations(),
    mantineStyles(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    signedInPreload(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'robots.txt'],
      manifest: {
        name: 'Denizcilik Yönetim Portalı',
        short_name: 'Portal',
        lang: 'tr',
        theme_color: '#1c7ed6',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        clientsClaim: true,
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,ttf,xml}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
      },
    }),
  ],
  // The sync worker (src/data/sync/sync-worker.ts) is bundled on its own, with the plugins its
  // modules need: the collections' declarations as data, as in the page's build.
  worker: {
    format: 'es',
    plugins: () => [vendorShims, collectionDeclarations(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The manifest gives each route chunk's static imports: scripts/check-budgets.mjs reads it.
  build: {
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'ui-base', test: (id: string) => UI_BASE.test(id) },
            // The modules layoutChunkName picks ('layout', and 'screens' for what screens share
            // besides) and no more: what they import from the entry or the sign-in screen's files
            // stays there.
            { name: layoutChunkName(), debugName: 'layout', includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
