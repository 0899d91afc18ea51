import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/cli';

/**
 * The catalogs of each language (docs/architecture.md, "Texts"):
 *   - `shell`: what the sign-in and the company choice can show (the app frame, the data layer's
 *     texts, the shared components of SIGN_IN_UI); Turkish loads with the first screen.
 *   - `app`: what the main layout itself (its menu and page titles, src/app/pages.ts) and the
 *     shared components of its screens (the rest of src/ui, src/ui/records) show; the main layout
 *     waits for it.
 *   - one per area, named after its folder in src/features (`bills`, `crew`, …): that area's
 *     screens, loaded with its routes (src/data/i18n.ts: loadAreaMessages), so a screen does not
 *     wait for every other area's texts. A new folder in src/features gets its catalog here; its
 *     routes load it (scripts/check-budgets.mjs fails when a route of the layout has none).
 */
export const AREAS = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'auth')
  .map((entry) => entry.name)
  .sort();

/**
 * The shared components that the sign-in and the company choice render (or the first screen's
 * frame: the notices); every other file of src/ui is a screen's and has its texts in `app`.
 * tests/unit/catalog-split.test.ts fails when a sign-in screen reaches a file of src/ui not listed.
 */
export const SIGN_IN_UI = [
  'src/ui/error-text.ts',
  'src/ui/language-switch.tsx',
  'src/ui/logo-image.tsx',
  'src/ui/notify.ts',
  'src/ui/submit-button.tsx',
  'src/ui/to-form-errors.ts',
  'src/ui/deferred.ts',
];

export default defineConfig({
  sourceLocale: 'tr',
  fallbackLocales: { default: 'tr' },
  locales: ['tr', 'en'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['src/main.tsx', 'src/app/*.{ts,tsx}', 'src/routes', 'src/data', 'src/domain', 'src/features/auth', ...SIGN_IN_UI],
      exclude: ['src/app/pages.ts'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: ['src/app/layout', 'src/app/pages.ts', 'src/ui'],
      exclude: SIGN_IN_UI,
    },
    ...AREAS.map((area) => ({ path: `<rootDir>/src/locales/{locale}/${area}`, include: [`src/features/${area}`] })),
  ],
});
