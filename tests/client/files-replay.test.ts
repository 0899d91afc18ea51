// @vitest-environment node
import 'fake-indexeddb/auto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getKeptFile, keepFile, keptFilesOf, type FileTransport } from '../../src/data/files';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { replay, type Send } from '../../src/data/sync/replay';
import { files } from '../../server/db/schema';
import { fixtures } from '../server/file-fixtures';
import type { TestClient, TestServer } from '../server/helpers';
import { freshDb, sendVia, transportVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';

// docs/architecture.md §5: a file picked offline is uploaded before the change that refers to it,
// exactly once even when the upload's answer is lost, and kept on the device until then.

describe('a queued change that refers to a file picked offline', () => {
  let server: TestServer;
  let client: TestClient;
  let dataDir: string;
  serverOfBlock('files-replay', (started) => ({ server, client, dataDir } = started));

  it('replays only after its file, which is stored once although the first answer was lost', async () => {
    const db = await freshDb(await userIdOf(client));
    const fileId = await keepFile(db, new File([fixtures.pdf], 'dekont.pdf', { type: 'application/pdf' }));
    const code = { _id: newRecordId(), kod: `96${Date.now() % 100000}`, adi: 'Dosyalı', tip: 'gider', durum: 'aktif' };
    await enqueue(db, 'butceKodu', 'create', code);
    // No declared collection refers to files yet (bills will): the entry names the file itself.
    const [entry] = await db.outbox.toArray();
    await db.outbox.update(entry!.seq!, { files: [fileId] });

    const calls: string[] = [];
    const real = transportVia(client);
    let loseAnswer = true;
    const flaky: FileTransport = {
      async upload(file, options) {
        calls.push('upload');
        const uploaded = await real.upload(file, options);
        if (loseAnswer) {
          loseAnswer = false;
          throw new TypeError('connection reset after the server stored the file');
        }
        return uploaded;
      },
    };
    const send: Send = async (...args) => {
      calls.push(args[0]);
      return sendVia(client)(...args);
    };

    expect(await replay(db, send, Date.now, keptFilesOf(db, flaky))).toMatchObject({ kind: 'retry', sent: 0 });
    expect(calls).toEqual(['upload']);
    expect((await client.get(`/api/finans/butce-kodu/${code._id}`)).status).toBe(404);
    expect(await getKeptFile(db, fileId)).toMatchObject({ state: 'waiting' });

    expect(await replay(db, send, Date.now, keptFilesOf(db, flaky))).toMatchObject({ kind: 'idle', sent: 1 });
    expect(calls).toEqual(['upload', 'upload', 'POST']);
    expect((await client.get(`/api/finans/butce-kodu/${code._id}`)).status).toBe(200);
    expect(await server.db.select().from(files).where(eq(files.id, fileId))).toHaveLength(1);
    expect(readdirSync(path.join(dataDir, 'files')).filter((name) => !name.startsWith('.'))).toHaveLength(1);
    // Acknowledged: the device lets go of its copy.
    expect(await getKeptFile(db, fileId)).toBeUndefined();
  });
});
