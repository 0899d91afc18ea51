import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';

/** Layers of ARCHITECTURE.md §2: each may import only from the layers to its right. */
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

function layerRules(layer) {
  const patterns = forbidden[layer].map((other) => ({
    group: [`**/${other}/*`, `../${other}`, `../../${other}`],
    message: `src/${layer} must not import src/${other} (ARCHITECTURE.md §2: imports point one way).`,
  }));
  if (layer === 'domain') {
    patterns.push({
      group: ['react', 'react-dom', 'dexie', 'ky', '@mantine/*', 'node:*', '@tanstack/*'],
      message: 'src/domain is pure TypeScript shared by client and server.',
    });
  }
  return {
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns, paths: [notify] }] },
  };
}

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', '.test-results', 'node_modules', 'data', 'server/db/migrations', 'coverage'] },
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
    // are prop values and keys (variant="subtle", "blue"), not copy.
    files: ['src/{app,features,ui}/**/*.tsx'],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^[^A-ZÇĞİÖŞÜ\\s][^\\s]*$', '^\\W*$', '^[A-Z][a-z]+$', '^[A-Z]{2,}$'],
          ignoreNames: [
            { regex: { pattern: '^(className|classNames|variant|color|c|size|position|component|to|href|src|type|autoComplete|mode|fw|ta|bg|justify|align|gap|p|px|py|pb|mb|mt|mih|miw|w|h|maw|radius|key|id|data-.*|aria-hidden|role|target|rel|loading|referrerPolicy|trigger)$' } },
          ],
          ignoreFunctions: ['console.*', 'Error', 'notify', 'redirect', 'useNavigate', 'navigate'],
        },
      ],
    },
  },
  ...layers.map(layerRules),
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
              group: ['**/src/{data,ui,features,routes,app}/*', 'react', 'react-dom', '@mantine/*', 'dexie'],
              message: 'The server imports src/domain only (ARCHITECTURE.md §2).',
            },
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
