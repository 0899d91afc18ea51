import { describe, expect, it } from 'vitest';
import { BILL_SEARCH_CAP, queryBillPage, type BillPageQuery } from '../../src/data/bill-list';
import Dexie from 'dexie';
import { billsOfAccount, type BillRow } from '../../src/data/bills';
import { PortalDb, SCHEMA_VERSIONS } from '../../src/data/db';
import { toLocalRow } from '../../src/data/sync/collections';
import { freshDb } from './sync-helpers';

const A = '00000000-0000-7000-8000-00000000000a';
const B = '00000000-0000-7000-8000-00000000000b';

/** A bill of company `sirket` dated `tarih`, to pay `total` (major units) on one due date. */
function bill(n: number, overrides: Partial<BillRow> = {}): Record<string, unknown> {
  const tarih = overrides.tarih ?? `2026-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;
  return {
    _id: `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    tip: 'gelen',
    faturaTip: 'fatura',
    faturaProformaNo: `F-${n}`,
    tarih,
    dovizCinsi: 'TL',
    sirket: A,
    cariHesap: `acc-${n % 3}`,
    odemePlani: [{ id: `p-${n}`, tarih, miktar: n }],
    toplamlar: { odenecekTutar: n },
    ...overrides,
  };
}

const base: BillPageQuery = { tip: 'gelen', sirket: '', sortBy: 'tarih', sortingOrder: -1, offset: 0, limit: 10 };

describe('the bill list reads one page from the device', () => {
  it('by date, a page and the count come from the index; other tabs, companies and deleted bills stay out', async () => {
    const db = await freshDb();
    const rows = Array.from({ length: 25 }, (_, i) => bill(i + 1));
    rows.push(bill(100, { sirket: B }), bill(101, { tip: 'giden' }));
    await db.rows('fatura').bulkPut(rows.map((row) => toLocalRow('fatura', row)));
    await db.rows('fatura').put({ _id: 'gone', _deleted: 1, tip: 'gelen', sirket: A });

    const all = [...rows.filter((row) => row.tip === 'gelen')].sort((a, b) => String(b.tarih).localeCompare(String(a.tarih)));
    const second = await queryBillPage(db, { ...base, offset: 10 });
    expect(second.total).toBe(26);
    expect(second.all).toBe(26);
    expect(second.rows.map((row) => row.tarih)).toEqual(all.slice(10, 20).map((row) => row.tarih));
    const oneCompany = await queryBillPage(db, { ...base, sirket: A, limit: 100 });
    expect(oneCompany.total).toBe(25);
    expect(oneCompany.rows.every((row) => row.sirket === A)).toBe(true);
    const oldest = await queryBillPage(db, { ...base, sortingOrder: 1, limit: 1 });
    expect(oldest.rows[0]!.tarih).toBe(all.at(-1)!.tarih);
    db.close();
  });

  it('by another column the tab is sorted in memory: totals as numbers, accounts by name', async () => {
    const db = await freshDb();
    await db
      .rows('fatura')
      .bulkPut(
        [
          bill(1, { toplamlar: { odenecekTutar: 9.5 } } as Partial<BillRow>),
          bill(2, { toplamlar: { odenecekTutar: 10 } } as Partial<BillRow>),
          bill(3, { toplamlar: { odenecekTutar: 100.25 } } as Partial<BillRow>),
        ].map((row) => toLocalRow('fatura', row)),
      );
    await db.rows('cariHesap').bulkPut([
      { _id: 'acc-0', unvan: 'Çınar' },
      { _id: 'acc-1', unvan: 'Zeytin' },
      { _id: 'acc-2', unvan: 'Ceviz' },
    ]);
    const byTotal = await queryBillPage(db, { ...base, sortBy: 'toplam', sortingOrder: -1 });
    expect(byTotal.rows.map((row) => row.toplamlar.odenecekTutar)).toEqual([100.25, 10, 9.5]);
    const byAccount = await queryBillPage(db, { ...base, sortBy: 'cari', sortingOrder: 1 });
    expect(byAccount.rows.map((row) => row.cariHesap)).toEqual(['acc-2', 'acc-0', 'acc-1']);
    const byNumber = await queryBillPage(db, { ...base, sortBy: 'no', sortingOrder: 1, offset: 1, limit: 1 });
    expect(byNumber.rows.map((row) => row.faturaProformaNo)).toEqual(['F-2']);
    expect(byNumber.total).toBe(3);
    db.close();
  });

  it('a search stops after the cap and says the results are cut', async () => {
    const db = await freshDb();
    const count = BILL_SEARCH_CAP + 5;
    await db.rows('fatura').bulkPut(Array.from({ length: count }, (_, i) => toLocalRow('fatura', bill(i + 1))));
    const few = await queryBillPage(db, { ...base, matches: (row) => row.faturaProformaNo.endsWith('7') });
    expect(few.capped).toBe(false);
    expect(few.total).toBe(Array.from({ length: count }, (_, i) => i + 1).filter((n) => String(n).endsWith('7')).length);
    expect(few.all).toBe(count);
    const many = await queryBillPage(db, { ...base, matches: () => true, offset: 990, limit: 20 });
    expect(many.capped).toBe(true);
    expect(many.total).toBe(BILL_SEARCH_CAP);
    expect(many.rows).toHaveLength(10);
    db.close();
  });
});

describe('the upgrade that drops the bills’ `sirket` index', () => {
  it('keeps the bills, the cursor and every read: nothing is pulled again', async () => {
    const name = `portal-test-upgrade-${process.pid}-${Math.random().toString(36).slice(2)}`;
    await Dexie.delete(name);
    const before = SCHEMA_VERSIONS.slice(0, 7);
    expect(before.some((version) => version.fatura?.includes('sirket,'))).toBe(true);
    const old = new PortalDb('kullanici', before, name);
    const rows = Array.from({ length: 12 }, (_, i) => bill(i + 1, { sirket: i % 2 ? A : B }));
    await old.rows('fatura').bulkPut(rows.map((row) => toLocalRow('fatura', row)));
    await old.meta.put({ key: 'cursor', value: 42 });
    expect(old.rows('fatura').schema.indexes.map((index) => index.name)).toContain('sirket');
    old.close();

    // Version 8 drops the index (later versions convert figures and add stores of their own).
    const db = new PortalDb('kullanici', SCHEMA_VERSIONS.slice(0, 8), name);
    await db.open();
    expect(db.verno).toBe(8);
    expect(
      db
        .rows('fatura')
        .schema.indexes.map((index) => index.name)
        .sort(),
    ).toEqual(['[tip+_sort]', '[tip+sirket+_sort]', 'cariHesap']);
    expect((await db.meta.get('cursor'))?.value).toBe(42);
    expect(await db.rows('fatura').count()).toBe(12);
    const oneCompany = await queryBillPage(db, { ...base, sirket: A, limit: 100 });
    expect(oneCompany.total).toBe(6);
    expect(oneCompany.rows.every((row) => row.sirket === A)).toBe(true);
    expect((await billsOfAccount(db, 'acc-1')).map((row) => row._id).sort()).toEqual(
      rows
        .filter((row) => row.cariHesap === 'acc-1')
        .map((row) => String(row._id))
        .sort(),
    );
    db.close();
    await Dexie.delete(name);
  });

  it('an older device still pulls from the start once (the versions before it reset the cursor)', async () => {
    const name = `portal-test-upgrade-${process.pid}-${Math.random().toString(36).slice(2)}`;
    await Dexie.delete(name);
    const old = new PortalDb('kullanici', SCHEMA_VERSIONS.slice(0, 6), name);
    await old.meta.put({ key: 'cursor', value: 42 });
    old.close();
    const db = new PortalDb('kullanici', SCHEMA_VERSIONS, name);
    expect(await db.meta.get('cursor')).toBeUndefined();
    db.close();
    await Dexie.delete(name);
  });
});
