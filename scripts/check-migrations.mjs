// The SQL migrations must match the Drizzle schema: generating afresh, into a copy of the
// migrations folder, must find nothing to do. The repository is never written.
import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// drizzle-kit reads --out relative to the working directory, so the copy lives inside the repo.
mkdirSync('.test-results', { recursive: true });
const copy = join(mkdtempSync('.test-results/migrations-'), 'migrations');
cpSync('drizzle', copy, { recursive: true });
try {
  const output = execSync(`npx drizzle-kit generate --dialect=postgresql --schema=server/db/schema.ts --out=${copy}`, { encoding: 'utf8' });
  if (!/No schema changes/i.test(output)) {
    console.error(output);
    console.error('The schema has changes without a migration: run npm run db:generate and commit it.');
    process.exit(1);
  }
  console.log('migrations match the schema');
} finally {
  rmSync(join(copy, '..'), { recursive: true, force: true });
}
