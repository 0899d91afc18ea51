import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startServer, type TestServer } from './helpers';

describe.each(backends)('serving the client on $name', (backend) => {
  let server: TestServer;
  let unbuilt: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-static-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    server = await startServer(backend, { staticDir: dir });
    unbuilt = await server.startSibling({ staticDir: path.join(dir, 'missing') });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html for client routes, not cached', async () => {
    // A segment longer than any file name is a client route too, not the file system's 403.
    for (const url of ['/', '/finans/cari-listeler', '/sirket/123/edit?x=1', `/finans/${'a'.repeat(8000)}`]) {
      const response = await server.client().get(url);
      expect(response.status).toBe(200);
      expect(response.text).toContain('<title>Portal</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long immutable cache, and 404 for missing ones', async () => {
    const asset = await server.client().get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await server.client().get('/assets/gone.js')).status).toBe(404);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/unknown', '/api/sirket/a/b/c', '/api', `/api/finans/cari-hesap/${'a'.repeat(8000)}`]) {
      const response = await server.client().get(url);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.body).toEqual({ message: 'notFound' });
    }
  });

  it('sends a Content Security Policy that allows the dashboard embeds', async () => {
    const csp = (await server.client().get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-src https:');
    // Same origin, and the map's origin alone: the dashboard asks it whether the map can load.
    expect(csp).toContain("connect-src 'self' https://www.myshiptracking.com;");
    expect(csp).toContain("worker-src 'self'");
    const otherMap = await server.startSibling({ staticDir: dir, mapEmbedUrl: 'https://maps.example.org/embed?x=1' });
    const other = (await otherMap.client().get('/')).headers.get('content-security-policy') ?? '';
    expect(other).toContain("connect-src 'self' https://maps.example.org;");
  });

  it('says the client is not built when there is no index.html', async () => {
    const response = await unbuilt.client().get('/dashboard');
    expect(response.status).toBe(503);
    expect(response.text).toContain('Client not built');
    expect((await unbuilt.client().get('/api/unknown')).status).toBe(404);
  });
});
