// @vitest-environment node
import 'fake-indexeddb/auto';
import { setupI18n } from '@lingui/core';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import type { BillView } from '../../src/domain/bill';
import type { CompanySummary } from '../../src/domain/company';
import type { InspectionRecord } from '../../src/domain/kinds/inspection';
import { recordOnDevice } from '../../src/domain/records/form-input';
import { addCapture, captureAsFile, queryCaptures } from '../../src/data/capture';
import { getKeptFile, keepFile, keptFilesOf, refOf } from '../../src/data/files';
import { inspectionRecord, inspectionSchema } from '../../src/data/inspection-save';
import { localStore } from '../../src/data/local';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { replay } from '../../src/data/sync/replay';
import { ATTACH_TARGETS } from '../../src/features/capture/attach-targets';
import { supplier } from '../server/account-fixtures';
import { BILLS, HAND_TOTALS, billBody, budgetCodeIds } from '../server/bill-fixtures';
import { fixtures } from '../server/file-fixtures';
import type { TestClient } from '../server/helpers';
import { freshDb, sendVia, transportVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';

// "Kayda ekle" (docs/areas/messages.md, /camera) for the kinds the BDN's test does not cover: a tray
// item attached offline to a bill (its file, replaced) and to one deficiency of an inspection (its
// evidence) goes through each kind's save, reaches the server with the record's change, and leaves
// the record's other fields and rows as they were.

const ONE_PER_REQUEST = { batch: false } as const;
const i18n = setupI18n({ locale: 'tr', messages: { tr: {} } });

const item = (name: string) => ({
  name,
  type: 'image/jpeg',
  blob: new File([fixtures.jpeg], name, { type: 'image/jpeg' }),
  size: fixtures.jpeg.length,
  originalSize: fixtures.jpeg.length,
  width: 2000,
  height: 1500,
  originalWidth: 2000,
  originalHeight: 1500,
});

describe('attaching a tray item to a record', () => {
  let client: TestClient;
  serverOfBlock('capture-attach', (started) => ({ client } = started));
  afterEach(() => localStore.set(null));

  it("puts it in a bill's file and in one deficiency's evidence, delivered with the records' changes", async () => {
    const user = await userIdOf(client);
    const db = await freshDb(user);
    localStore.set({ userId: user, db, engine: { kick: () => undefined } } as never);
    const sirket = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;
    const codes = await budgetCodeIds(client);
    const online = sendVia(client);
    const uploads = keptFilesOf(db, transportVia(client));
    const sync = async () => {
      for (let round = 0; round < 6 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, uploads, ONE_PER_REQUEST);
      expect(await db.outbox.count()).toBe(0);
    };

    // A bill with its PDF and an inspection with two deficiencies, on the server and on the device.
    const pdfId = await keepFile(db, new File([fixtures.pdf], 'fatura.pdf', { type: 'application/pdf' }));
    const account = { _id: newRecordId(), ...supplier(sirket, { unvan: 'Tepsi Kumanya A.Ş.' }) };
    await enqueue(db, 'cariHesap', 'create', account);
    const bill = recordOnDevice('fatura', {
      _id: newRecordId(),
      ...billBody({ sirket, cariHesap: account._id, butceKodu: codes['gider:740.01.001']!, faturaFile: '' }),
      faturaFile: refOf((await getKeptFile(db, pdfId))!),
    });
    await enqueue(db, 'fatura', 'create', bill);
    const inspectionId = newRecordId();
    const fields = v.parse(inspectionSchema, {
      sirket,
      tur: 'PSC',
      rejim: 'paris',
      tarih: '2026-05-04',
      liman: 'Rotterdam',
      eksiklikler: [
        { kod: '07105', aciklama: 'Fire door', aksiyonKodu: '17' },
        { kod: '10111', aciklama: 'Charts not corrected', aksiyonKodu: '16' },
      ],
    });
    const inspection = inspectionRecord(fields, null, inspectionId);
    await enqueue(db, 'denetim', 'create', inspection as unknown as Record<string, unknown> & { _id: string });
    await sync();

    // Offered in the dialog: the bill (its file replaced) and each deficiency, none with evidence yet.
    const bills = await ATTACH_TARGETS.fatura.list(db, sirket, i18n);
    expect(bills.find((option) => option.value === bill._id)).toMatchObject({ replaces: true, full: false });
    const deficiencies = (await ATTACH_TARGETS.eksiklik.list(db, sirket, i18n)).filter((option) => option.value.startsWith(inspectionId));
    expect(deficiencies).toEqual([
      expect.objectContaining({ value: `${inspectionId}#0`, replaces: false }),
      expect.objectContaining({ value: `${inspectionId}#1`, replaces: false }),
    ]);
    expect(deficiencies[1]!.label).toContain('Charts not corrected');

    // Offline: two photos attached, each through its kind's save; the device shows them at once.
    const forBill = await addCapture(db, item('fatura-foto.jpg'));
    const forDeficiency = await addCapture(db, item('harita-duzeltme.jpg'));
    const billPhoto = await captureAsFile(db, forBill);
    await ATTACH_TARGETS.fatura.attach(db, bill._id, billPhoto);
    const evidence = await captureAsFile(db, forDeficiency);
    await ATTACH_TARGETS.eksiklik.attach(db, deficiencies[1]!.value, evidence);
    expect(await db.rows('fatura').get(bill._id)).toMatchObject({ faturaFile: { keptId: billPhoto.keptId } });
    expect(
      (await ATTACH_TARGETS.eksiklik.list(db, sirket, i18n)).filter((option) => option.replaces).map((option) => option.value),
    ).toEqual([`${inspectionId}#1`]);
    // The tray keeps its items until the dialog removes them (once saved).
    expect(await queryCaptures(db)).toHaveLength(2);

    await sync();
    const billOnServer = (await client.get<BillView>(`${BILLS}/${bill._id}`)).body;
    expect(billOnServer).toMatchObject({
      version: 2,
      faturaFile: { _id: billPhoto.keptId, name: 'fatura-foto.jpg', type: 'image/jpeg' },
      toplamlar: HAND_TOTALS,
    });
    const inspectionOnServer = (await client.get<InspectionRecord>(`/api/denetim/${inspectionId}`)).body;
    expect(inspectionOnServer.version).toBe(2);
    expect(inspectionOnServer.eksiklikler.map((row) => [row.kod, (row.kanit as { name: string } | null)?.name ?? null])).toEqual([
      ['07105', null],
      ['10111', 'harita-duzeltme.jpg'],
    ]);
  });
});
