import { defineConfig } from 'drizzle-kit';

// `drizzle-kit generate` writes SQL migrations that server/db/migrate.ts applies at start, on
// PGlite and PostgreSQL alike.
export default defineConfig({
  schema: './server/db/schema.ts',
  out: './drizzle',
  dialect: 'postgresql',
});
