import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Layers of docs/architecture.md §1: each may import only from the layers to its right. */
const layers = ['routes', 'app', 'features', 'ui', 'data', 'domain'];
const forbidden = {
  domain: ['routes', 'app', 'features', 'ui', 'data'],
  data: ['routes', 'app', 'features', 'ui'],
  ui: ['routes', 'app', 'features'],
  features: ['routes', 'app'],
  app: ['routes'],
  routes: [],
};

const notify = {
  name: '@mantine/notifications',
  importNames: ['notifications'],
  message: 'Show toasts with notify() from src/ui/notify.ts.',
};

/** The device database and the HTTP client are used through src/data only (issue 40). */
const dataOnly = {
  group: ['dexie', 'dexie/*', 'dexie-react-hooks', 'dexie-react-hooks/*', 'ky', 'ky/*'],
  message: 'Dexie and ky are wrapped by src/data: import the src/data module that uses them.',
};

/** The feature folders: one feature never imports another (shared pieces live in src/ui or src/domain). */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function layerPatterns(layer) {
  const patterns = forbidden[layer].map((other) => ({
    group: [`**/${other}/*`, `../${other}`, `../../${other}`],
    message: `src/${layer} must not import src/${other} (docs/architecture.md §1: imports point one way).`,
  }));
  if (layer === 'domain') {
    patterns.push({
      group: ['react', 'react-dom', 'dexie', 'ky', '@mantine/*', 'node:*', '@tanstack/*'],
      message: 'src/domain is pure TypeScript shared by client and server.',
    });
  }
  if (layer !== 'data') patterns.push(dataOnly);
  return patterns;
}

function layerRules(layer) {
  if (layer === 'features') return features.map(featureRules);
  return {
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: layerPatterns(layer), paths: [notify] }] },
  };
}

function featureRules(feature) {
  const others = features.filter((other) => other !== feature);
  const patterns = layerPatterns('features');
  if (others.length > 0) {
    patterns.push({
      group: others.flatMap((other) => [`../${other}`, `../${other}/*`, `../../${other}/*`, `**/features/${other}/*`]),
      message: `src/features/${feature} must not import another feature: move what both use to src/ui or src/domain.`,
    });
  }
  return {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns, paths: [notify] }] },
  };
}

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', '.test-results', 'node_modules', 'data', 'drizzle', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.{js,mjs}', '*.{js,cjs}', 'bench/**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  { files: ['*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'no-restricted-globals': ['error', { name: 'localStorage', message: 'Use src/data/storage.ts.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use src/data/storage.ts.' },
        { object: 'window', property: 'fetch', message: 'Use the ky client in src/data/api.ts.' },
      ],
    },
  },
  {
    // Every user-facing string goes through Lingui. Strings without spaces that start in lower case
    // are prop values and keys (variant="subtle", "blue"), not copy. src/domain is left out: it is
    // shared with the server and has no interface language; its words are data (a bank letter's
    // text in the letter's language, a record's default values), and its errors are keys.
    files: ['src/*.{ts,tsx}', 'src/{app,data,features,routes,ui}/**/*.{ts,tsx}'],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // …, error class names (ApiError), CSS at-rules (@page …), Dexie's index lists (primary key first).
          ignore: [
            '^[^A-ZÇĞİÖŞÜ\\s][^\\s]*$',
            '^\\W*$',
            '^[A-Z][a-z]+$',
            '^[A-Z]{2,}$',
            '^[A-Z][A-Za-z]*Error$',
            '^@',
            '^(\\+\\+\\w+|_?id)(, [&*]?[\\w[\\]+]+)+$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|classNames|variant|color|c|size|position|component|to|href|src|type|autoComplete|mode|fw|ta|bg|justify|align|gap|p|px|py|pb|mb|mt|mih|miw|w|h|maw|radius|key|id|data-.*|aria-hidden|role|target|rel|loading|referrerPolicy|trigger|fontFamily)$',
              },
            },
          ],
          // Errors for developers, cookie and header names, a lazy module's export name, and a PDF's
          // metadata (in the letter's language, not the interface's).
          ignoreFunctions: [
            'console.*',
            'Error',
            'RangeError',
            'DOMException',
            'notify',
            'redirect',
            'useNavigate',
            'navigate',
            'readCookie',
            '*.headers.set',
            '*.setRequestHeader',
            'lazyRouteComponent',
            'doc.set*',
          ],
        },
      ],
    },
  },
  ...layers.flatMap(layerRules),
  { files: ['src/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [dataOnly], paths: [notify] }] } },
  // The app-owned modules that wrap a third-party API may use it directly.
  { files: ['src/ui/notify.ts'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['src/data/storage.ts'], rules: { 'no-restricted-properties': 'off', 'no-restricted-globals': 'off' } },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@mantine/*'],
              message: 'The server imports src/domain only (docs/architecture.md §1).',
            },
            {
              // Any path into src/ but src/domain, relative or not (`../../src/data/db`, `../src/main`,
              // `../../src`, `../../src/domain/../ui/x`): a gitignore-style group matches no path that
              // starts with `../`, so this is a regular expression (issue 45 #7).
              regex: '(^|/)src(/(?!domain(/|$))|$)|(^|/)src/domain/(.*/)?\\.\\.(/|$)',
              message: 'The server imports src/domain only (docs/architecture.md §1).',
            },
            dataOnly,
          ],
        },
      ],
    },
  },
  {
    // Tests wait on events, never on time (HELPER rules, issue 40): a page's waitForTimeout is a
    // sleep that passes whenever the awaited thing is faster than the guess and fails when it is not.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'Wait for the event (a response, a locator, expect.poll on a state), not for time.',
        },
      ],
    },
  },
);
