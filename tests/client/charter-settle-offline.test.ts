// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { bankAccountKey } from '../../src/domain/bank-order';
import type { Company, CompanySummary } from '../../src/domain/company';
import { timeCharterOf } from '../../src/domain/charter';
import { hireInvoiceBillLines } from '../../src/domain/charter-billing';
import { hireStatementMinor } from '../../src/domain/hire-statement';
import type { CharterRecord } from '../../src/domain/kinds/charter';
import { saveCharter } from '../../src/data/charter-save';
import { payeesOf, settlementBillInput, settleWithBankOrder, settleWithBill } from '../../src/data/charter-settle';
import { queryCompanyAccounts } from '../../src/data/loans';
import { localStore } from '../../src/data/local';
import { getCharter } from '../../src/data/operations';
import { replay, type Send } from '../../src/data/sync/replay';
import { ACCOUNTS, bankAccount, customer, IBAN, supplier } from '../server/account-fixtures';
import { budgetCodeIds } from '../server/bill-fixtures';
import { fixtures } from '../server/file-fixtures';
import type { TestClient } from '../server/helpers';
import { keptFilesOf } from '../../src/data/files';
import { fetchVia, freshDb, sendVia, transportVia, userIdOf } from './sync-helpers';
import { pullAll } from '../../src/data/sync/pull';
import { serverOfBlock } from './offline-server';

// A time charter's statement into the books offline (docs/areas/operations.md §7): its first invoice
// billed to the charterer (the statement's PDF as the bill's file), its last — negative, the
// redelivery bunkers worth more than the day's hire — a bank order paying the charterer; both
// written with no link, replayed once with the bill's answer lost. The server holds one bill of the
// invoice's total and one order of the owners' debt, and the charter names both.

const ONE_PER_REQUEST = { batch: false } as const;

type Input = Parameters<typeof saveCharter>[0];

describe('a hire statement settled offline', () => {
  let client: TestClient;
  serverOfBlock('charter-settle-offline', (started) => ({ client } = started));
  afterEach(() => localStore.set(null));

  it('reaches the server once: the bill, the bank order and the charter naming them', async () => {
    const user = await userIdOf(client);
    const db = await freshDb(user);
    localStore.set({ userId: user, db, engine: { kick: () => undefined } } as never);
    const ship = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;
    const company = (await client.get<Company>(`/api/sirket/${ship}`)).body;
    const ours = company.bankalar.find((bank) => bank.dovizCinsi === 'USD')!;
    expect(ours).toBeDefined();
    const account = await client.post<{ _id: string }>(ACCOUNTS, customer(ship, { unvan: 'Hellenic Charterers S.A.' }));
    expect(account.status).toBe(201);
    // A customer keeps no bank account: the charterer is paid through its supplier account.
    const payee = await client.post<{ _id: string }>(
      ACCOUNTS,
      supplier(ship, { unvan: 'Hellenic Charterers S.A. (ödeme)', bankalar: [bankAccount()] }),
    );
    expect(payee.status).toBe(201);
    await pullAll(db, fetchVia(client));
    const payees = payeesOf(await queryCompanyAccounts(db, ship), { vergiNumarasi: '1234567808' }, 'USD');
    expect(payees.map((candidate) => candidate._id)).toContain(payee.body._id);
    const income = (await budgetCodeIds(client))['gelir:600.01.002']!;
    expect(income).toBeDefined();

    // 10,000.00 a day from 1 May 00:00 to 17 May 00:00 UTC, 15-day invoices: the first 150,000.00;
    // the last one day, 10,000.00, less 500 mt VLSFO on board at redelivery at 600.00 = 300,000.00:
    // −290,000.00, owed to the charterer.
    const unreachable: Send = () => Promise.reject(new TypeError('Failed to fetch'));
    const id = await saveCharter(
      {
        sirket: ship,
        tip: 'time',
        cariHesap: account.body._id,
        cpTarihi: '2026-04-20',
        dovizCinsi: 'USD',
        aciklama: '',
        cpFormu: 'NYPE2015',
        gunlukKira: '10000',
        teslim: { zaman: '2026-05-01T00:00:00Z', liman: 'Aliağa' },
        iade: { zaman: '2026-05-17T00:00:00Z', liman: 'Piraeus' },
        faturaPeriyoduGun: '15',
        yakitFiyatlari: [{ yakit: 'VLSFO', birimFiyat: '600' }],
        yakitIade: [{ yakit: 'VLSFO', miktarMt: '500' }],
      } as unknown as Input,
      null,
    );
    const row = (await getCharter(db, id))!;
    const statement = hireStatementMinor(timeCharterOf(row));
    expect(statement.faturalar.map((invoice) => invoice.toplam)).toEqual([15_000_000n, -29_000_000n]);

    const first = statement.faturalar[0]!;
    const lines = hireInvoiceBillLines(first);
    const input = settlementBillInput(
      row,
      lines,
      { faturaProformaNo: 'TC260420-01', tarih: '2026-05-01', butceKodu: income, kdv: 0, aciklama: 'Hire invoice 1' },
      (line) => ({ adi: line.tur, aciklama: line.aciklama }),
    );
    const pdf = new File([fixtures.pdf], 'kira-hesabi-1.pdf', { type: 'application/pdf' });
    const billId = await settleWithBill(row, 1, input, pdf);
    const orderId = await settleWithBankOrder((await getCharter(db, id))!, 2, 29_000_000n, {
      ref: 'BRD-2026-05-001',
      tarih: '2026-05-17',
      sirketBankaSelection: bankAccountKey(ours),
      cariHesap: payee.body._id,
      cariBankaSelection: bankAccountKey({ iban: IBAN }),
      aciklama: 'Hire invoice 2',
    });
    await replay(db, unreachable, Date.now, undefined, ONE_PER_REQUEST);
    expect((await getCharter(db, id))!.kesilenler).toEqual([
      { no: 1, fatura: billId, talimat: '' },
      { no: 2, fatura: '', talimat: orderId },
    ]);

    // Back online: the bill's answer is lost after the server wrote it.
    const real = sendVia(client);
    let lose = true;
    const online: Send = async (method, url, options) => {
      const response = await real(method, url, options);
      if (url.startsWith('finans/fatura') && lose) {
        lose = false;
        throw new TypeError('connection reset after the server wrote the bill');
      }
      return response;
    };
    const uploads = keptFilesOf(db, transportVia(client));
    for (let round = 0; round < 10 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, uploads, ONE_PER_REQUEST);
    expect(await db.outbox.count()).toBe(0);
    expect(lose).toBe(false);

    // Once each: the bill of the invoice's total with its PDF, the order of the owners' debt, the charter naming both.
    const bills = (await client.get<{ faturalar: { _id: string }[] }>(`/api/finans/fatura/cari/${account.body._id}`)).body.faturalar;
    expect(bills.map((bill) => bill._id)).toEqual([billId]);
    const bill = (
      await client.get<{ tip: string; toplamlar: { odenecekTutar: number }; faturaFile: { mimeType: string } }>(
        `/api/finans/fatura/${billId}`,
      )
    ).body;
    expect(bill).toMatchObject({ tip: 'giden', toplamlar: { odenecekTutar: 150000 } });
    expect(JSON.stringify(bill.faturaFile)).toContain('application/pdf');
    const order = (
      await client.get<{ miktar: number; cariHesap: string; nakitAkis: string | null }>(`/api/finans/banka-talimat/${orderId}`)
    ).body;
    expect(order).toMatchObject({ miktar: 290000, cariHesap: payee.body._id, nakitAkis: null });
    const charter = (await client.get<CharterRecord>(`/api/operasyon/carter/${id}`)).body;
    expect(charter.kesilenler).toEqual([
      { no: 1, fatura: billId, talimat: '' },
      { no: 2, fatura: '', talimat: orderId },
    ]);
  });
});
