// @vitest-environment node
import 'fake-indexeddb/auto';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CompanySummary } from '../../src/domain/company';
import { personKind, personSchema } from '../../src/domain/personnel';
import { recordOfWrite } from '../../src/domain/kinds/record';
import { wageSheetMinor } from '../../src/domain/payroll';
import { assignmentRecord } from '../../src/data/personnel-save';
import { querySheets, querySheetSources, sheetDependencies, sheetRecord } from '../../src/data/payroll';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { replay, type Send } from '../../src/data/sync/replay';
import { bordro } from '../../server/db/schema';
import type { TestClient, TestServer } from '../server/helpers';
import { freshDb, sendVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';

// docs/architecture.md §4.2 for payroll (docs/areas/payroll.md): a wage sheet prepared offline from
// the assignments on the device is worked out there at once and reaches the server exactly once,
// after the person and the tour it reads, even when its first answer is lost; the server works the
// line out again to the same figures.

const ONE_PER_REQUEST = { batch: false } as const;

describe('a wage sheet prepared offline', () => {
  let server: TestServer;
  let client: TestClient;
  serverOfBlock('payroll-offline', (started) => ({ server, client } = started));

  it('is worked out on the device and reaches the server once, with the same figures', async () => {
    const db = await freshDb(await userIdOf(client));
    const ship = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;

    // Offline: a rating signed on 2025-12-01 at 1,800.00 USD basic and 600.00 fixed overtime a month.
    const personId = newRecordId();
    const person = recordOfWrite(
      personKind,
      personId,
      v.parse(personSchema, { sirket: ship, ad: 'Bordro', soyad: 'Çevrimdışı', pasaportNo: 'U1122334', rutbe: 'gemici' }),
      () => {
        throw new Error('a person names no file');
      },
    );
    await enqueue(db, 'personel', 'create', person);
    const tourId = newRecordId();
    const tour = assignmentRecord(
      {
        personel: personId,
        sirket: ship,
        rutbe: 'gemici',
        binisTarihi: '2025-12-01',
        ucretKalemleri: [
          { tur: 'temel', tutar: '1800', dovizCinsi: 'USD' },
          { tur: 'sabit-mesai', tutar: '600', dovizCinsi: 'USD' },
        ],
        fazlaMesaiSaatUcreti: '12.5',
      },
      tourId,
    );
    await enqueue(db, 'gorevlendirme', 'create', tour as unknown as Record<string, unknown> & { _id: string });

    // March 2026 (31 days, aboard all of it): 1,800.00 + 600.00 + 10 h × 12.50 = 2,525.00 earned;
    // an advance of 250.00: balance 2,275.00. Worked out from what the device holds.
    const typed = { gorevlendirme: tourId, saat: '10', kesintiler: [{ tur: 'avans' as const, tutar: '250' }] };
    const sources = (await querySheetSources(db))[0]!;
    const worked = wageSheetMinor({
      sirket: ship,
      donem: '2026-03',
      gorevlendirmeler: sources.gorevlendirmeler,
      personeller: sources.personeller,
      satirlar: [{ gorevlendirme: tourId, fazlaMesaiSaat: 10_000, kesintiler: [{ tur: 'avans', tutar: 25_000 }] }],
    });
    expect(worked.satirlar.map((line) => [line.gun, line.kazanc, line.kesinti, line.bakiye])).toEqual([[31, 252_500n, 25_000n, 227_500n]]);

    const sheetId = newRecordId();
    const typedSheet = { sirket: ship, donem: '2026-03', durum: 'taslak' as const, satirlar: [typed] };
    // Queued as saveSheet queues it: after the tour its line names.
    await enqueue(db, 'bordro', 'create', sheetRecord(typedSheet, sheetId) as unknown as Record<string, unknown> & { _id: string }, {
      dependsOn: sheetDependencies(typedSheet),
    });
    expect((await querySheets(db, ship)).map((row) => row.donem)).toEqual(['2026-03']);

    // Back online: the sheet's first answer is lost after the server wrote it.
    const calls: string[] = [];
    const real = sendVia(client);
    let loseAnswer = true;
    const online: Send = async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (url === 'personel/bordro' && loseAnswer) {
        loseAnswer = false;
        throw new TypeError('connection reset after the server wrote the sheet');
      }
      return response;
    };
    for (let round = 0; round < 6 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, undefined, ONE_PER_REQUEST);
    expect(await db.outbox.count()).toBe(0);
    expect(calls).toEqual(['POST personel', 'POST personel/gorevlendirme', 'POST personel/bordro', 'POST personel/bordro']);
    expect(
      await server.db
        .select()
        .from(bordro)
        .where(and(eq(bordro.sirket, ship), eq(bordro.donem, '2026-03'))),
    ).toHaveLength(1);

    // The server worked the line out again from the tour it now holds: the same figures.
    const onServer = (
      await client.get<{ satirlar: { gun: number; bakiye: number; fazlaMesai: { saat: number; tutar: number } }[]; toplamlar: unknown }>(
        `/api/personel/bordro/${sheetId}`,
      )
    ).body;
    expect(onServer.satirlar).toMatchObject([{ gun: 31, bakiye: 2275, fazlaMesai: { saat: 10, tutar: 125 } }]);
    expect(onServer.toplamlar).toEqual({ USD: { kazanc: 2525, kesinti: 250, bakiye: 2275 } });
  });
});
