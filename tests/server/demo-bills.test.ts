import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE_OF_DIRECTION, BUDGET_TYPE_OF_DIRECTION } from '../../src/domain/bill';
import { billPaymentState, billTotals, planTotal } from '../../src/domain/bill-math';
import { localDate } from '../../src/domain/calendar';
import { FLOW_TYPE_OF_DIRECTION } from '../../src/domain/cash-flow';
import { openDb, type DbHandle } from '../../server/db/client';
import { butceKodu, cariHesap, dokuman, fatura, files, kur, nakitAkis, okumaOnayi, sirket, uygunsuzluk } from '../../server/db/schema';
import { demoExchangeRates } from '../../server/db/demo-exchange-rates';
import { seed } from '../../server/db/seed';
import { diskStorage } from '../../server/files/storage';
import { scratchDatabase } from '../support/scratch';

// The demo seed with file storage (as `npm start` runs it): a year of bills per demo company that
// keeps every rule the API would apply to them.

const targets: { name: string; open: () => Promise<{ handle: DbHandle; drop: () => Promise<void> }> }[] = [
  {
    name: 'pglite',
    open: async () => {
      const handle = await openDb({ kind: 'pglite', dataDir: 'memory://' });
      return { handle, drop: () => handle.close() };
    },
  },
];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  targets.push({
    name: 'postgres',
    open: async () => {
      const database = await scratchDatabase(adminUrl, 't');
      const handle = await openDb({ kind: 'pg', url: database.url });
      return {
        handle,
        drop: async () => {
          await handle.close();
          await database.drop();
        },
      };
    },
  });
}

describe.each(targets)('demo bills on $name', (target) => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  let folder: string;
  let seconds = 0;

  beforeAll(async () => {
    ({ handle, drop } = await target.open());
    await handle.migrate();
    folder = mkdtempSync(path.join(tmpdir(), 'portal-demo-bills-'));
    const started = performance.now();
    await seed(
      handle.db,
      { adminEmail: 'admin@example.com', adminPassword: 'x-demo-password', seedDemo: true },
      { storage: diskStorage(folder) },
    );
    seconds = (performance.now() - started) / 1000;
  });
  afterAll(async () => {
    await drop?.();
    rmSync(folder, { recursive: true, force: true });
  });

  it('gives every company a year of bills both ways, in TL, USD and EURO, with instalments and proformas', async () => {
    const companies = await handle.db.select().from(sirket);
    const rows = await handle.db.select().from(fatura);
    const today = localDate();
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    for (const company of companies) {
      const own = rows.filter((row) => row.sirket === company.id);
      // The twelve months that end today: nothing dated later, nothing older than a year.
      expect(
        own.every((row) => row.tarih <= today && row.tarih > yearAgo),
        company.isim,
      ).toBe(true);
      expect(own.length, company.isim).toBeGreaterThanOrEqual(30);
      expect(new Set(own.map((row) => row.dovizCinsi))).toEqual(new Set(['TL', 'USD', 'EURO']));
      expect(new Set(own.map((row) => row.tip))).toEqual(new Set(['gelen', 'giden']));
      expect(new Set(own.map((row) => row.tarih.slice(5, 7))).size).toBe(12);
      expect(own.some((row) => row.odemeTip === 'taksit') && own.some((row) => row.odemeTip === 'pesin')).toBe(true);
      expect(own.some((row) => row.faturaTip === 'proforma')).toBe(true);
    }
    console.log(`demo seed with ${rows.length} bills: ${seconds.toFixed(2)} s`);
  });

  it('gives the demo a TCMB-like bulletin for every business day of the year, upward and deterministic', async () => {
    const today = localDate();
    const rows = await handle.db.select().from(kur);
    const expected = demoExchangeRates(today);
    expect(rows).toHaveLength(expected.length);
    // The same day gives the same rates (no Math.random).
    expect(demoExchangeRates(today)).toEqual(expected);
    const days = new Set(rows.map((row) => row.tarih));
    // 365 days less the weekends: 260 or 261 bulletins, three rates each.
    expect(days.size).toBeGreaterThanOrEqual(260);
    expect(days.size).toBeLessThanOrEqual(261);
    expect(rows.length).toBe(days.size * 3);
    expect([...days].every((day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()))).toBe(true);
    expect([...days].sort().at(-1)! <= today).toBe(true);
    const bands = { USD: [40, 44.5], EURO: [46, 50.5], GBP: [53, 58.5] } as const;
    for (const currency of ['USD', 'EURO', 'GBP'] as const) {
      const own = expected.filter((rate) => rate.dovizCinsi === currency);
      for (const rate of own) {
        expect(Number.isInteger(rate.dovizAlis)).toBe(true);
        expect(rate.dovizAlis).toBeLessThan(rate.dovizSatis);
        expect(rate.efektifAlis).toBeLessThan(rate.dovizAlis);
        expect(rate.efektifSatis).toBeGreaterThan(rate.dovizSatis);
        expect(rate.dovizAlis / 10_000).toBeGreaterThanOrEqual(bands[currency][0]);
        expect(rate.dovizSatis / 10_000).toBeLessThanOrEqual(bands[currency][1]);
      }
      expect(own.at(-1)!.dovizAlis).toBeGreaterThan(own[0]!.dovizAlis);
    }
  });

  it('keeps the API’s rules: totals from the lines, plans that add up, matching accounts and codes, stored files', async () => {
    const rows = await handle.db.select().from(fatura);
    const accounts = new Map((await handle.db.select().from(cariHesap)).map((row) => [row.id, row]));
    const codes = new Map((await handle.db.select().from(butceKodu)).map((row) => [row.id, row]));
    const stored = new Map((await handle.db.select().from(files)).map((row) => [row.id, row]));
    const numbers = new Set<string>();
    for (const row of rows) {
      expect(billTotals(row.kalemler).odenecekTutar).toBe(row.odenecekTutar);
      expect(planTotal(row.odemePlani)).toBe(row.odenecekTutar);
      expect(row.odemeTip).toBe(row.odemePlani.length > 1 ? 'taksit' : 'pesin');
      const account = accounts.get(row.cariHesap);
      expect(account?.sirket).toBe(row.sirket);
      expect(account?.cariTip).toBe(ACCOUNT_TYPE_OF_DIRECTION[row.tip]);
      for (const line of row.kalemler) {
        const code = codes.get(line.butceKodu);
        expect(code?.tip).toBe(BUDGET_TYPE_OF_DIRECTION[row.tip]);
        expect(code?.durum).toBe('aktif');
      }
      const key = [row.cariHesap, row.faturaTip, row.tip, row.faturaProformaNo].join('|');
      expect(numbers.has(key)).toBe(false);
      numbers.add(key);
      expect(stored.get(row.faturaFileId)?.storageKey).toBeTruthy();
    }
    // The stored bytes are the bills' files, the demo library's and the non-conformities' evidence
    // (one each), nothing else.
    const library = (await handle.db.select().from(dokuman)).map((row) => row.dosyaId).filter((id) => id !== null);
    const evidence = (await handle.db.select().from(uygunsuzluk)).map((row) => row.kanitId).filter((id) => id !== null);
    const keys = [...new Set([...rows.map((row) => row.faturaFileId), ...library, ...evidence].map((id) => stored.get(id)?.storageKey))];
    expect(
      readdirSync(folder)
        .filter((name) => !name.startsWith('.'))
        .sort(),
    ).toEqual(keys.sort());
  });

  it('pays some bills in full, some in part, leaves some overdue, over-pays one, by the API’s rules', async () => {
    const bills = await handle.db.select().from(fatura);
    const flows = await handle.db.select().from(nakitAkis);
    const billsById = new Map(bills.map((row) => [row.id, row]));
    for (const flow of flows) {
      expect(flow.dekontFileId).toBeTruthy();
      if (!flow.fatura) continue;
      const bill = billsById.get(flow.fatura);
      expect(bill?.cariHesap).toBe(flow.cariHesap);
      expect(bill?.sirket).toBe(flow.sirket);
      expect(bill?.dovizCinsi).toBe(flow.dovizCinsi);
      expect(FLOW_TYPE_OF_DIRECTION[bill?.tip ?? 'gelen']).toBe(flow.tip);
    }
    const today = localDate();
    // Paid on or before the day of the seed: a row that falls due later stays open.
    expect(flows.every((flow) => flow.tarih <= today)).toBe(true);
    const companies = await handle.db.select().from(sirket);
    for (const company of companies) {
      const own = bills.filter((row) => row.sirket === company.id);
      const states = own.map((row) => ({
        row,
        state: billPaymentState(
          row.odemePlani,
          flows.filter((flow) => flow.fatura === row.id).map((flow) => ({ tarih: flow.tarih, miktar: flow.miktar })),
        ),
      }));
      expect(
        states.some(({ state }) => state.durum === 'odendi'),
        company.isim,
      ).toBe(true);
      expect(
        states.some(({ state }) => state.durum === 'odenmedi' && state.odenmisTutar > 0),
        company.isim,
      ).toBe(true);
      expect(
        states.some(({ state }) => state.durum === 'odenmedi' && (state.odemeTarihi ?? '9999') < today),
        company.isim,
      ).toBe(true);
      // An advance that names no bill.
      expect(flows.some((flow) => flow.sirket === company.id && flow.fatura === null)).toBe(true);
    }
    const over = bills.filter((row) => {
      const paid = flows.filter((flow) => flow.fatura === row.id).reduce((sum, flow) => sum + flow.miktar, 0);
      return paid > row.odenecekTutar;
    });
    expect(over.length).toBeGreaterThanOrEqual(1);
  });

  it('gives every company a quality manual of stored PDFs, circulars (one read by the demo user), plans and PNG photos', async () => {
    const companies = await handle.db.select().from(sirket);
    const documents = await handle.db.select().from(dokuman);
    const stored = new Map((await handle.db.select().from(files)).map((file) => [file.id, file]));
    for (const company of companies) {
      const own = documents.filter((row) => row.sirket === company.id);
      const procedures = own.filter((row) => row.kategori === 'kys-prosedur');
      expect(procedures.length, company.isim).toBeGreaterThanOrEqual(10);
      expect(procedures.length, company.isim).toBeLessThanOrEqual(15);
      expect(procedures.every((row) => row.dosyaId && stored.get(row.dosyaId)?.type === 'application/pdf')).toBe(true);
      expect(own.filter((row) => row.kategori === 'sirkuler').length).toBeGreaterThanOrEqual(3);
      const photos = own.filter((row) => row.kategori === 'foto');
      expect(photos.length).toBeGreaterThanOrEqual(3);
      expect(photos.every((row) => row.dosyaId && stored.get(row.dosyaId)?.type === 'image/png')).toBe(true);
    }
    const confirmations = await handle.db.select().from(okumaOnayi);
    const circularIds = new Set(documents.filter((row) => row.kategori === 'sirkuler').map((row) => row.id));
    expect(confirmations.some((row) => circularIds.has(row.dokuman))).toBe(true);
  });
});
