// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { PortalDb, SCHEMA_VERSIONS, type OutboxEntry } from '../../src/data/db';

// Version 9 (src/data/db.ts): the device keeps figures as integers at their scales, as the server
// does (docs/architecture.md §7). A database written before it, with figures in major units, is
// converted in place on opening: rows, the server states kept behind queued changes, the rows
// queued changes were based on. Queued bodies are the wire's and stay in major units.

/** The last version with major units; version 9 converts. */
const BEFORE = 8;

const majorBill = {
  _id: 'b1',
  version: 3,
  tip: 'gider',
  faturaTip: 'fatura',
  faturaProformaNo: 'F-1',
  tarih: '2026-01-31',
  dovizCinsi: 'TL',
  sirket: 's1',
  cariHesap: 'c1',
  kalemler: [
    {
      id: 'l1',
      butceKodu: 'k1',
      adi: 'Yakıt',
      aciklama: '',
      miktar: 2.5,
      birim: 'adet',
      birimFiyat: 10.1234,
      iskonto: 12.5,
      kdv: 20,
      kdvTutari: 4.43,
      tutar: 26.57,
    },
  ],
  odemePlani: [
    { id: 'p1', tarih: '2026-02-28', miktar: 13.29 },
    { id: 'p2', tarih: '2026-03-31', miktar: 13.28 },
  ],
  taksitSayisi: 2,
  odemeTip: 'taksit',
  aciklama: '',
  faturaFile: { _id: 'f1', name: 'a.pdf', type: 'application/pdf', size: 1, path: '/api/file/f1' },
  toplamlar: { araToplam: 25.31, toplamIskontoTutar: 3.16, indirimliTutar: 22.15, toplamKdvTutar: 4.43, odenecekTutar: 26.58 },
  _sort: '2026-01-31',
};

const majorFlow = {
  _id: 'n1',
  version: 2,
  tip: 'odeme',
  tarih: '2026-02-01',
  miktar: 1234.56,
  dovizCinsi: 'TL',
  sirket: 's1',
  cariHesap: 'c1',
  fatura: 'b1',
  odemeYontemi: 'havale',
  aciklama: '',
  _sort: '2026-02-01',
};

const majorOrder = {
  _id: 'o1',
  version: 1,
  ref: 'R-1',
  tarih: '2026-02-02',
  miktar: 0.1,
  dovizCinsi: 'USD',
  sirket: 's1',
  cariHesap: 'c1',
};

describe('the figures upgrade (Dexie version 9)', () => {
  it('turns major units into integers in rows, kept server states and queued rows; bodies stay the wire’s', async () => {
    const userId = `figures-${Date.now()}`;
    const old = new PortalDb(userId, SCHEMA_VERSIONS.slice(0, BEFORE));
    await old.open();
    expect(old.verno).toBe(BEFORE);
    await old.meta.put({ key: 'cursor', value: 42 });
    await old.table('fatura').bulkPut([majorBill, { _id: 'gone', version: 4, _deleted: 1 }]);
    await old.table('nakitAkis').put({ ...majorFlow, miktar: 99, _server: { ...majorFlow, version: 5 } });
    await old.table('bankaTalimat').put(majorOrder);
    await old.table('butceKodu').put({ _id: 'k1', kod: '1', adi: 'Yakıt', tip: 'gider', durum: 'aktif' });
    const entry: OutboxEntry = {
      id: 'm1',
      collection: 'nakitAkis',
      recordId: 'n1',
      op: 'update',
      body: { _id: 'n1', miktar: 99, tip: 'odeme' },
      before: { ...majorFlow },
      state: 'conflict',
      attempts: 0,
      error: { status: 409, body: { message: 'conflict', current: { ...majorFlow, version: 5 } } },
      createdAt: 1,
    };
    await old.outbox.add(entry);
    await old.outbox.add({
      id: 'm2',
      collection: 'notepad',
      recordId: 'notepad',
      op: 'update',
      body: { text: 'x' },
      state: 'pending',
      attempts: 0,
      createdAt: 2,
    });
    old.close();

    const db = new PortalDb(userId, SCHEMA_VERSIONS.slice(0, BEFORE + 1));
    await db.open();
    expect(db.verno).toBe(BEFORE + 1);
    const bill = await db.rows('fatura').get('b1');
    expect(bill).toMatchObject({
      kalemler: [{ id: 'l1', adi: 'Yakıt', miktar: 2500, birimFiyat: 101234, iskonto: 12500, kdv: 20000, kdvTutari: 443, tutar: 2657 }],
      odemePlani: [
        { id: 'p1', tarih: '2026-02-28', miktar: 1329 },
        { id: 'p2', tarih: '2026-03-31', miktar: 1328 },
      ],
      toplamlar: { araToplam: 2531, toplamIskontoTutar: 316, indirimliTutar: 2215, toplamKdvTutar: 443, odenecekTutar: 2658 },
      faturaProformaNo: 'F-1',
      taksitSayisi: 2,
      version: 3,
      _sort: '2026-01-31',
    });
    expect(bill?.faturaFile).toEqual(majorBill.faturaFile);
    expect(await db.rows('fatura').get('gone')).toEqual({ _id: 'gone', version: 4, _deleted: 1 });
    const flow = await db.rows('nakitAkis').get('n1');
    expect(flow).toMatchObject({ miktar: 9900, _server: { miktar: 123456, version: 5 } });
    expect(await db.rows('bankaTalimat').get('o1')).toMatchObject({ miktar: 10 });
    expect(await db.rows('butceKodu').get('k1')).toMatchObject({ kod: '1', adi: 'Yakıt' });
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries).toHaveLength(2);
    expect(entries[0]!.before).toMatchObject({ miktar: 123456 });
    // The wire's shapes stay in major units: what replay sends and what the server answered.
    expect(entries[0]!.body).toEqual({ _id: 'n1', miktar: 99, tip: 'odeme' });
    expect((entries[0]!.error?.body.current as { miktar: number }).miktar).toBe(1234.56);
    expect(entries[1]!.body).toEqual({ text: 'x' });
    // Converted in place: nothing to pull again.
    expect(await db.meta.get('cursor')).toEqual({ key: 'cursor', value: 42 });
    db.close();
  });
});
