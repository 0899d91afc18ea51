// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalDb, SCHEMA_VERSIONS } from '../../src/data/db';
import { forgetReportData, loadReportData } from '../../src/data/report-data';
import { toLocalRow } from '../../src/data/sync/collections';
import { freshDb } from './sync-helpers';

// docs/areas/reports.md: the reports read the device's collections through an in-memory cache that
// re-reads only the rows written since its last read. Whatever is written after the first read (a
// bill, a cash flow, an account; changed, added, deleted, cleared; from this connection or another
// tab's), the next read is what a fresh read of the database gives, and a company's read holds
// that company's rows only.

const A = '0190f5b2-0000-7000-8000-00000000000a';
const B = '0190f5b2-0000-7000-8000-00000000000b';
const id = (kind: number, i: number) => `0190f5b2-0000-7000-800${kind}-${String(i).padStart(12, '0')}`;

const account = (i: number, sirket: string, unvan = `Firma ${i}`) =>
  toLocalRow('cariHesap', { _id: id(1, i), version: 1, cariTip: 'tedarikci', sirket, unvan, bankalar: [] });
// Rows as the device keeps them: figures as integers at their scales (`amount` in major units).
const bill = (i: number, sirket: string, cari: number, amount = 100) =>
  toLocalRow('fatura', {
    _id: id(2, i),
    version: 1,
    tip: 'gelen',
    faturaTip: 'fatura',
    faturaProformaNo: `F-${i}`,
    tarih: '2026-03-10',
    dovizCinsi: 'TL',
    sirket,
    cariHesap: id(1, cari),
    kalemler: [
      {
        id: `${i}-l`,
        butceKodu: id(4, 0),
        adi: 'Kalem',
        aciklama: '',
        miktar: 1000,
        birim: 'adet',
        birimFiyat: amount * 10000,
        iskonto: 0,
        kdv: 0,
        kdvTutari: 0,
        tutar: amount * 100,
      },
    ],
    odemePlani: [{ id: `${i}-1`, tarih: '2026-04-10', miktar: amount * 100 }],
    taksitSayisi: 1,
    toplamlar: {
      araToplam: amount * 100,
      toplamIskontoTutar: 0,
      indirimliTutar: amount * 100,
      toplamKdvTutar: 0,
      odenecekTutar: amount * 100,
    },
  });
const flow = (i: number, sirket: string, cari: number, amount = 40, fatura: number | null = null) =>
  toLocalRow('nakitAkis', {
    _id: id(3, i),
    version: 1,
    tip: 'odeme',
    tarih: '2026-03-20',
    miktar: amount * 100,
    dovizCinsi: 'TL',
    sirket,
    cariHesap: id(1, cari),
    fatura: fatura === null ? null : id(2, fatura),
    odemeYontemi: 'havale',
    aciklama: '',
  });
const code = toLocalRow('butceKodu', { _id: id(4, 0), version: 1, tip: 'gider', kod: '740', adi: 'Yakıt', durum: 'aktif' });

const opened: PortalDb[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) {
    forgetReportData(db);
    db.close();
  }
});

async function seeded(): Promise<PortalDb> {
  const db = await freshDb();
  opened.push(db);
  await db.rows('butceKodu').put(code);
  await db.rows('cariHesap').bulkPut([account(1, A), account(2, A), account(3, B)]);
  await db.rows('fatura').bulkPut([bill(1, A, 1), bill(2, A, 2), bill(3, B, 3)]);
  await db.rows('nakitAkis').bulkPut([flow(1, A, 1, 40, 1), flow(2, B, 3, 10)]);
  return db;
}

/** Another connection to the same database: its own, empty cache, so its read is a fresh one. */
function twin(db: PortalDb): PortalDb {
  const other = new PortalDb(db.userId, SCHEMA_VERSIONS, db.name);
  opened.push(other);
  return other;
}

async function fresh(db: PortalDb, sirket: string) {
  const other = twin(db);
  const data = await loadReportData(other, sirket);
  forgetReportData(other);
  return data;
}

describe("the reports' device cache", () => {
  it('shows a changed, added or deleted bill, flow or account in the next read', async () => {
    const db = await seeded();
    const first = await loadReportData(db, '');
    expect(first.bills.map((row) => row.odenecekTutar)).toEqual([10000, 10000, 10000]);
    expect(await loadReportData(db, '')).toBe(first);

    await db.rows('fatura').put(bill(2, A, 2, 250));
    await db.rows('nakitAkis').put(flow(1, A, 1, 75, 1));
    await db.rows('cariHesap').put(account(2, A, 'Yeni Unvan'));
    const changed = await loadReportData(db, '');
    expect(changed.bills.find((row) => row.id === id(2, 2))?.odenecekTutar).toBe(25000);
    expect(changed.flows.find((row) => row.id === id(3, 1))?.miktar).toBe(7500);
    expect(changed.accounts.find((row) => row.id === id(1, 2))?.unvan).toBe('Yeni Unvan');
    expect(changed).toEqual(await fresh(db, ''));

    // Added rows take their key's place, as a fresh read orders them.
    await db.rows('fatura').bulkPut([bill(0, A, 1, 5), bill(9, B, 3, 7)]);
    await db.rows('nakitAkis').put(flow(0, A, 2, 3));
    const added = await loadReportData(db, '');
    expect(added.bills.map((row) => row.id)).toEqual([0, 1, 2, 3, 9].map((i) => id(2, i)));
    expect(added).toEqual(await fresh(db, ''));

    // Deleted: by the device (a row kept as deleted until the server hears) and for good.
    await db.rows('fatura').put({ ...bill(1, A, 1), _deleted: 1 });
    await db.rows('nakitAkis').delete(id(3, 2));
    await db.rows('cariHesap').delete(id(1, 3));
    const deleted = await loadReportData(db, '');
    expect(deleted.bills.map((row) => row.id)).toEqual([0, 2, 3, 9].map((i) => id(2, i)));
    expect(deleted.flows.map((row) => row.id)).toEqual([id(3, 0), id(3, 1)]);
    expect(deleted.accounts.map((row) => row.id)).toEqual([id(1, 1), id(1, 2)]);
    expect(deleted).toEqual(await fresh(db, ''));
  });

  it('reads a cleared table, a range deleted and writes in one transaction', async () => {
    const db = await seeded();
    await loadReportData(db, '');
    await db.transaction('rw', [db.rows('fatura'), db.rows('nakitAkis')], async () => {
      await db.rows('fatura').put(bill(3, B, 3, 999));
      await db.rows('nakitAkis').clear();
    });
    const after = await loadReportData(db, '');
    expect(after.flows).toEqual([]);
    expect(after.bills.find((row) => row.id === id(2, 3))?.odenecekTutar).toBe(99900);
    await db.rows('fatura').where('_id').between(id(2, 1), id(2, 2), true, true).delete();
    const ranged = await loadReportData(db, '');
    expect(ranged.bills.map((row) => row.id)).toEqual([id(2, 3)]);
    expect(ranged).toEqual(await fresh(db, ''));
  });

  it("sees another connection's writes (another tab)", async () => {
    const db = await seeded();
    await loadReportData(db, '');
    const other = twin(db);
    await other.rows('fatura').put(bill(2, A, 2, 321));
    await other.rows('nakitAkis').delete(id(3, 1));
    const after = await loadReportData(db, '');
    expect(after.bills.find((row) => row.id === id(2, 2))?.odenecekTutar).toBe(32100);
    expect(after.flows.map((row) => row.id)).toEqual([id(3, 2)]);
  });

  it("gives a company's rows only, and the right ones after a switch and a write", async () => {
    const db = await seeded();
    const all = await loadReportData(db, '');
    expect(all.bills).toHaveLength(3);
    const a = await loadReportData(db, A);
    expect(a.bills.map((row) => row.sirket)).toEqual([A, A]);
    expect(a.flows.map((row) => row.id)).toEqual([id(3, 1)]);
    expect(a.accounts.map((row) => row.id)).toEqual([id(1, 1), id(1, 2)]);
    expect(a.budgetCodes).toHaveLength(1);
    const b = await loadReportData(db, B);
    expect(b.bills.map((row) => row.id)).toEqual([id(2, 3)]);
    expect(b.flows.map((row) => row.id)).toEqual([id(3, 2)]);
    expect(b.accounts.map((row) => row.id)).toEqual([id(1, 3)]);
    expect(a).toEqual(await fresh(db, A));
    expect(b).toEqual(await fresh(db, B));

    // A bill moved to the other company leaves the first company's read.
    await db.rows('fatura').put(bill(2, B, 3));
    expect((await loadReportData(db, A)).bills.map((row) => row.id)).toEqual([id(2, 1)]);
    expect((await loadReportData(db, B)).bills.map((row) => row.id)).toEqual([id(2, 2), id(2, 3)]);
    expect(await loadReportData(db, '')).toEqual(await fresh(db, ''));
  });
});
