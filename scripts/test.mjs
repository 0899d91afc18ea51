// The README's test command: typecheck, lint, catalog and migration checks, build, size budgets,
// then the unit, server, client and browser suites. It ends with one plain line `N passed, N failed`
// that counts every check and every test it ran.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const resultsDir = '.test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`  ${result.status === 0 ? '✔' : '✘'} ${title} (${seconds} s)`);
  return result.status === 0;
}

function check(title, command, args) {
  if (run(title, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(title);
  }
}

function suite(title, projects, env = {}) {
  const output = `${resultsDir}/${title}.json`;
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${output}`);
  const ok = run(title, 'npx', args, env);
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A suite that crashed outside any test (a setup error) still counts as a failure.
    if (!ok && report.numFailedTests === 0) failed += 1;
    if (!ok) failures.push(title);
  } catch {
    failed += 1;
    failures.push(`${title} (no report)`);
  }
}

let chromium;
try {
  chromium = findChromium();
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}

check('typecheck', 'npx', ['tsc', '--noEmit']);
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('import cycles', 'node', ['scripts/check-cycles.mjs']);
check('formatting', 'npx', ['prettier', '--check', '.']);
check('translation catalogs complete', 'node', ['scripts/check-catalogs.mjs']);
check('migrations match the schema', 'node', ['scripts/check-migrations.mjs']);
check('production build', 'npm', ['run', 'build', '--silent']);
check('size budgets', 'node', ['scripts/check-budgets.mjs']);
suite('unit-server-client', ['unit', 'server', 'client']);
suite('browser', ['e2e'], { CHROME_PATH: chromium });

if (!process.env.TEST_DATABASE_URL) {
  console.log('\nTEST_DATABASE_URL is not set: the server tests ran on PGlite only.');
}
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
