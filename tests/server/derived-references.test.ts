import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { AuthUser } from '../../server/auth/auth-user';
import {
  countReferring,
  referenceColumn,
  referenceConstraintErrors,
  visibleRecordRefersToFile,
} from '../../server/db/repositories/references-repository';
import { fileReferences } from '../../server/files/visibility';
import { COLLECTION_NAMES, collection, isCollectionName } from '../../src/domain/collection-declarations';
import { referencesTo } from '../../src/domain/in-use';
import { backends, startServer, type TestServer } from './helpers';

// Issue 40: what a file's visibility and a delete's in-use check read is derived from the
// declarations' references. Each declared reference must reach SQL: a collection or a field left
// out of the derivation fails here (the behaviour itself: files.test.ts, the collections' tests).

const declared = COLLECTION_NAMES.flatMap((name) => collection(name).references.map((reference) => ({ name, ...reference })));

describe('references derived from the declarations', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backends[0]!);
  });
  afterAll(() => server?.close());

  it('gives every declared file field a visibility resolver, and nothing else but the earlier revisions of a document', () => {
    const files = declared.filter((reference) => reference.target === 'file').map((reference) => `${reference.name}.${reference.field}`);
    expect(files.length).toBeGreaterThan(0);
    // A document's earlier revisions keep their files in a table of their own (dokuman_revizyon).
    expect([...fileReferences.keys()].sort()).toEqual([...files, 'dokuman.gecmis'].sort());
  });

  it('stores every declared reference in a column that the SQL reads', async () => {
    for (const { name, field, each } of declared) expect(() => referenceColumn(name, field, each), `${name}.${field}`).not.toThrow();
    const user = { _id: uuidv7(), isAdmin: true, grants: [] } as unknown as AuthUser;
    for (const resolve of fileReferences.values()) expect(await resolve(server.db, uuidv7(), user)).toBe(false);
    for (const { name, field, target } of declared) {
      if (target === 'file') expect(await visibleRecordRefersToFile(server.db, name, field, uuidv7(), { all: true })).toBe(false);
    }
  });

  it('counts every reverse reference of every collection with SQL', async () => {
    const counted = COLLECTION_NAMES.flatMap((target) => referencesTo(target));
    expect(counted.length).toBe(declared.filter((reference) => isCollectionName(reference.target)).length);
    for (const reference of counted) expect(await countReferring(server.db, reference, uuidv7())).toBe(0);
  });

  it("names every declared company field and reference's foreign key, on the field that names it", async () => {
    const result = await server.db.execute(sql`select conname from pg_constraint where contype = 'f'`);
    const rows = (result as { rows?: { conname: string }[] }).rows ?? (result as unknown as { conname: string }[]);
    const keys = new Set(rows.map((row) => row.conname));
    for (const name of COLLECTION_NAMES) {
      const errors = referenceConstraintErrors(name);
      for (const key of Object.keys(errors)) expect(keys, key).toContain(key);
      const fields = collection(name)
        .references.filter((reference) => !reference.each)
        .map((reference) => reference.field as string);
      expect(
        Object.values(errors)
          .map((error) => error.path)
          .sort(),
        name,
      ).toEqual([...(collection(name).companyField ? ['sirket'] : []), ...fields].sort());
    }
  });
});
