import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../src/domain/calendar';
import { historyError, INSTRUMENT_STATES, isDueIn } from '../../src/domain/instruments';
import { openDb, type DbHandle } from '../../server/db/client';
import { cekSenet, nakitAkis } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { diskStorage } from '../../server/files/storage';

// The demo portfolio (server/db/demo-instruments.ts), seeded as `npm start` seeds it: about forty
// cheques and notes in every state, each history one the domain accepts, each settled one linked to
// the cash flow it recorded, some due this week.

describe('the demo portfolio of cheques and notes', () => {
  let handle: DbHandle;
  let folder: string;

  beforeAll(async () => {
    handle = await openDb({ kind: 'pglite', dataDir: 'memory://' });
    await handle.migrate();
    folder = mkdtempSync(path.join(tmpdir(), 'portal-demo-instruments-'));
    await seed(
      handle.db,
      { adminEmail: 'admin@example.com', adminPassword: 'x-demo-password', seedDemo: true },
      { storage: diskStorage(folder) },
    );
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('holds about forty instruments in every state, each history valid, some due this week', async () => {
    const rows = await handle.db.select().from(cekSenet);
    expect(rows.length).toBeGreaterThanOrEqual(38);
    expect(rows.length).toBeLessThanOrEqual(48);
    expect(new Set(rows.map((row) => row.durum))).toEqual(new Set(INSTRUMENT_STATES));
    for (const row of rows) expect(historyError(row.yon, row.durum, row.hareketler)).toBeNull();
    expect(rows.filter((row) => isDueIn('hafta', row, localDate())).length).toBeGreaterThanOrEqual(4);
  });

  it('books each instrument as docs/areas/cheques.md says: its receipt while it counts, each endorsement a payment to the endorsee', async () => {
    const rows = await handle.db.select().from(cekSenet);
    const flows = new Map((await handle.db.select().from(nakitAkis)).map((flow) => [flow.id, flow]));
    for (const row of rows) {
      const receipt = flows.get(row.nakitAkis!);
      expect(receipt).toMatchObject({
        odemeYontemi: row.tur,
        miktar: row.miktar,
        dovizCinsi: row.dovizCinsi,
        cariHesap: row.cariHesap,
      });
      expect(receipt?.tip).toBe(row.yon === 'alinan' ? 'tahsilat' : 'odeme');
      // Reversed by a bounce or a return; a bounced one collected after all is collected again by that move.
      const reversed = row.hareketler.some(
        (move) => move.durum === 'karsiliksiz' || (row.yon === 'alinan' && move.durum === 'iade-edildi'),
      );
      expect(receipt?.deletedAt !== null).toBe(reversed);
      const again = row.hareketler.findIndex(
        (move, at) => move.durum === 'tahsil-edildi' && row.hareketler[at - 1]?.durum === 'karsiliksiz',
      );
      if (again >= 0) {
        expect(flows.get(row.hareketler[again]!.nakitAkis!)).toMatchObject({
          tip: 'tahsilat',
          cariHesap: row.cariHesap,
          deletedAt: null,
        });
      }
      for (const movement of row.hareketler.filter((move) => move.durum === 'ciro-edildi')) {
        expect(flows.get(movement.nakitAkis!)).toMatchObject({
          tip: 'odeme',
          cariHesap: movement.cariHesap,
          tarih: movement.tarih,
          miktar: row.miktar,
        });
      }
    }
  });
});
