import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Four suites; the test runner (scripts/test.mjs) selects them with --project.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
        {
          extends: true,
          test: {
            name: 'server',
            include: ['tests/server/**/*.test.ts'],
            environment: 'node',
            testTimeout: 30_000,
            hookTimeout: 60_000,
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
            // Some start the real server (PGlite, migrations, seed): on two shared cores that can
            // take longer than the default 10 s when two such files start at once.
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
            fileParallelism: false,
            globalSetup: ['tests/e2e/global-setup.ts'],
          },
        },
      ],
    },
  }),
);
