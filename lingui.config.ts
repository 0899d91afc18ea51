import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'tr',
  fallbackLocales: { default: 'tr' },
  locales: ['tr', 'en'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'] }],
});
