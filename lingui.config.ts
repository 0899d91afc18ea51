import { defineConfig } from '@lingui/cli';

/**
 * Two catalogs per language. `shell` holds what the sign-in and the company choice can show (the
 * app frame, shared components, the data layer's texts) and loads with the first screen; `app`
 * holds the screens behind sign-in and loads with the main layout. Feature screens add to `app`,
 * and so do the pieces several of them share (src/ui/records: record labels, a record's history),
 * so the sign-in screen's first load does not grow with every screen added (the performance
 * issue's budget).
 */
export default defineConfig({
  sourceLocale: 'tr',
  fallbackLocales: { default: 'tr' },
  locales: ['tr', 'en'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['src/main.tsx', 'src/app/*.{ts,tsx}', 'src/routes', 'src/data', 'src/domain', 'src/ui', 'src/features/auth'],
      exclude: ['src/ui/records/**'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: ['src/app/layout', 'src/features', 'src/ui/records'],
      exclude: ['src/features/auth/**'],
    },
  ],
});
