import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Four suites; the test runner (scripts/test.mjs) selects them with --project.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        // Unit and server files share their worker's modules (no isolation): each file imported the
        // server's ~300 modules afresh, most of the suites' time. What a file changes of a module's
        // state it puts back (tests/server/password.test.ts).
        { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false } },
        {
          extends: true,
          test: {
            name: 'server',
            include: ['tests/server/**/*.test.ts'],
            environment: 'node',
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
            globalSetup: ['tests/support/database-template.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'client',
            include: ['tests/client/**/*.test.{ts,tsx}'],
            environment: 'happy-dom',
            // Port 9 (discard) refuses connections: the page behaves as if the server were away.
            environmentOptions: { happyDOM: { url: 'http://127.0.0.1:9/' } },
            setupFiles: ['tests/client/setup.ts'],
            globalSetup: ['tests/support/database-template.ts'],
            // Client tests start the real server (PGlite's first start runs initdb).
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.test.ts'],
            environment: 'node',
            testTimeout: 120_000,
            hookTimeout: 180_000,
            // A browser test waits for what the page does, however long a busy machine takes to do
            // it: a poll gives up after 15 s, not Vitest's default 1 s.
            expect: { poll: { timeout: 15_000 } },
            fileParallelism: false,
            globalSetup: ['tests/e2e/global-setup.ts'],
          },
        },
      ],
    },
  }),
);
