import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from '../server/helpers';

// Apart from sync-helpers.ts: this one starts the server, which tests in a browser-like
// environment (jsdom) cannot import.

/**
 * A server of the describe block's own for an offline test: PGlite, its stored files in a temporary
 * folder, the administrator signed in. Started before the block's tests (`use` gets it and the folder,
 * to keep in the block's variables), closed and its folder removed after them.
 */
export function serverOfBlock(name: string, use: (started: { server: TestServer; client: TestClient; dataDir: string }) => void): void {
  let server: TestServer | undefined;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `portal-${name}-`));
    server = await startServer(backends[0]!, { dataDir });
    const client = server.client();
    await client.signIn(ADMIN);
    use({ server, client, dataDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
