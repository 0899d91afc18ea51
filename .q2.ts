import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { unreferencedUsage, FILE_REFERENCES } from './server/files/files-repository';
const client = new PGlite('/tmp/dd/pglite');
const db = drizzle(client) as never;
const admin = await client.query<{ id: string }>(`select id from users where email='admin@example.com'`);
console.log(FILE_REFERENCES.map((c) => `${(c.table as unknown as { [k: symbol]: string })[Symbol.for('drizzle:Name')]}.${c.name}`));
console.log(await unreferencedUsage(db, admin.rows[0]!.id));
