// The README's test command: typecheck, lint, catalog and migration checks, build, size budgets,
// then the unit, server, client and browser suites. It ends with one plain line `N passed, N failed`
// that counts every check and every test it ran.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const resultsDir = '.test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
/** Each failed test by file and name, repeated at the end so that the last lines say what failed. */
const failedTests = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`  ${result.status === 0 ? '✔' : '✘'} ${title} (${seconds} s)`);
  return result.status === 0;
}

function count(title, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(title);
  }
}

/** A check run beside others: its output is held and printed whole when it ends. */
function runHeld(title, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`  ${status === 0 ? '✔' : '✘'} ${title} (${seconds} s)`);
      resolve(status === 0);
    });
  });
}

/** Runs the chains of checks, `width` chains at a time; a chain's checks run in order. */
async function inParallel(width, chains) {
  const queue = [...chains];
  const lane = async () => {
    for (let chain = queue.shift(); chain; chain = queue.shift()) {
      for (const [title, command, args] of chain) count(title, await runHeld(title, command, args));
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
}

function suite(title, projects, env = {}, options = []) {
  const output = `${resultsDir}/${title}.json`;
  const unhandled = `${resultsDir}/${title}-unhandled.json`;
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...options];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${output}`, '--reporter=./scripts/unhandled-errors-reporter.mjs');
  const ok = run(title, 'npx', args, { ...env, UNHANDLED_ERRORS_FILE: unhandled });
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A suite that crashed outside any test (a setup error) still counts as a failure.
    if (!ok && report.numFailedTests === 0) failed += 1;
    if (!ok) failures.push(title);
    for (const file of report.testResults ?? []) {
      const name = file.name.replace(`${process.cwd()}/`, '');
      const tests = file.assertionResults ?? [];
      for (const test of tests) {
        if (test.status === 'failed') failedTests.push(`${name} › ${test.fullName}`);
      }
      // A file that failed outside its tests (an import, a hook): its own error.
      if (file.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
        failedTests.push(`${name} › (the file) ${String(file.message ?? '').split('\n')[0]}`);
      }
    }
    if (existsSync(unhandled)) {
      for (const error of JSON.parse(readFileSync(unhandled, 'utf8'))) failedTests.push(`unhandled in ${title}: ${error}`);
    }
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

// The checks run two at a time (the machine's two cores), each printing its output when it ends; the
// catalogs' check rewrites the catalogs the build reads, so those run one after the other.
await inParallel(2, [
  [
    ['translation catalogs complete', 'node', ['scripts/check-catalogs.mjs']],
    ['production build', 'npm', ['run', 'build', '--silent']],
    ['size budgets', 'node', ['scripts/check-budgets.mjs']],
  ],
  [['lint', 'npx', ['eslint', '.', '--max-warnings', '0']]],
  [['typecheck', 'npx', ['tsc', '--noEmit']]],
  [['formatting', 'npx', ['prettier', '--check', '.']]],
  [['migrations match the schema', 'node', ['scripts/check-migrations.mjs']]],
  [['import cycles', 'node', ['scripts/check-cycles.mjs']]],
]);
// Two files at a time: Vitest's default on two cores is one (cores - 1), which leaves a core idle
// while a file waits on its database or its server.
suite('unit-server-client', ['unit', 'server', 'client'], {}, ['--maxWorkers=2']);
suite('browser', ['e2e'], { CHROME_PATH: chromium });

if (!process.env.TEST_DATABASE_URL) {
  console.log('\nTEST_DATABASE_URL is not set: the server tests ran on PGlite only.');
}
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
for (const test of failedTests) console.log(`  ✘ ${test}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
