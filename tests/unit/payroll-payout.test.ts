import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { accountSchema } from '../../src/domain/account';
import type { WageTransfer } from '../../src/domain/payroll';
import { bankOfIban, payoutPlan, PERSON_ACCOUNT_NOTE, type PayoutExistingAccount } from '../../src/domain/payroll-payout';

// A sheet's pay-out as the books record it (docs/areas/payroll.md §8): a bank order per transfer to
// the person's account, from the company's bank account in the transfer's currency, refs the
// company has not used; transfers the books cannot make (no IBAN, a bank not known here) left to
// be paid by hand; what stops the pay-out named.

const GARANTI = 'TR740006200519786457841326';
const IS_BANKASI = 'TR220006400000110000000001';
const SHIP = '0195f3a0-0000-7000-8000-000000000001';
const GERMAN = 'DE89370400440532013000';
const COMPANY_USD = 'TR270006200000629876543211';

const transfer = (personel: string, alici: 'lehdar' | 'personel', ad: string, iban: string, tutar: bigint): WageTransfer => ({
  personel,
  alici,
  ad,
  iban,
  tutar,
  dovizCinsi: 'USD',
});

const people = [
  { _id: 'p1', ad: 'Ahmet', soyad: 'Yılmaz', tcKimlikNo: '10000000146' },
  { _id: 'p2', ad: 'Ivan', soyad: 'Petrenko', pasaportNo: 'FA123456', uyruk: 'Ukrayna' },
  { _id: 'p3', ad: 'Mehmet', soyad: 'Kaya', tcKimlikNo: '10000000078' },
  { _id: 'p4', ad: 'Ali', soyad: 'Demir', tcKimlikNo: '10000000210' },
];

const existing: PayoutExistingAccount = {
  _id: 'acc-p4',
  cariTip: 'tedarikci',
  unvan: 'Ali Demir',
  ulke: 'Türkiye',
  tcNumarasi: '10000000210',
  vergiNumarasi: '',
  aciklama: `${PERSON_ACCOUNT_NOTE} p4`,
  bankalar: [
    {
      hesapAdi: 'Ali Demir',
      dovizCinsi: 'USD',
      bankaIsmi: 'Türkiye İş Bankası',
      hesapNumarasi: '',
      hesapEkNumarasi: '',
      iban: IS_BANKASI,
      swiftCode: 'ISBKTRIS',
      routing: '',
    },
  ],
};

const companyBanks = [
  { dovizCinsi: 'EURO', iban: 'TR540006200000629876543210' },
  { dovizCinsi: 'USD', iban: COMPANY_USD },
];

describe('payoutPlan', () => {
  it('makes the accounts and a bank order per transfer, skipping what must be paid by hand', () => {
    const plan = payoutPlan({
      sirket: SHIP,
      donem: '2026-10',
      transfers: [
        transfer('p1', 'lehdar', 'Ayşe Yılmaz', GARANTI, 40_000n),
        transfer('p1', 'personel', 'Ahmet Yılmaz', IS_BANKASI, 60_000n),
        transfer('p2', 'personel', 'Ivan Petrenko', '', 120_000n),
        transfer('p3', 'personel', 'Mehmet Kaya', GERMAN, 90_000n),
        transfer('p4', 'personel', 'Ali Demir', IS_BANKASI, 75_050n),
      ],
      people,
      companyBanks,
      accounts: [existing],
      usedRefs: ['brd-2026-10-001'],
    });
    expect(plan.problems).toEqual([]);
    expect(plan.skipped).toEqual([
      { key: 'payoutIbanMissing', subject: 'Ivan Petrenko' },
      { key: 'payoutBankUnknown', subject: GERMAN },
    ]);
    // One new account (Ahmet's, with both IBANs); none for Mehmet, paid by hand; Ali's unchanged.
    expect(plan.accounts).toHaveLength(1);
    const [ahmet] = plan.accounts;
    expect(ahmet!._id).toBeNull();
    expect(ahmet!.input).toMatchObject({ cariTip: 'tedarikci', unvan: 'Ahmet Yılmaz', ulke: 'Türkiye', tcNumarasi: '10000000146' });
    expect(ahmet!.input.bankalar.map((bank) => [bank.hesapAdi, bank.iban, bank.swiftCode, bank.dovizCinsi])).toEqual([
      ['Ayşe Yılmaz', GARANTI, 'TGBATRIS', 'USD'],
      ['Ahmet Yılmaz', IS_BANKASI, 'ISBKTRIS', 'USD'],
    ]);
    expect(v.safeParse(accountSchema, ahmet!.input).issues?.map((i) => [i.path?.map((p) => p.key).join('.'), i.message])).toBeUndefined();
    // The company's USD account pays; the refs skip the one already used (whatever its case).
    expect(
      plan.orders.map((order) => [order.ref, order.cariHesap, order.miktar, order.cariBankaSelection, order.sirketBankaSelection]),
    ).toEqual([
      ['BRD-2026-10-002', null, 40_000n, GARANTI, COMPANY_USD],
      ['BRD-2026-10-003', null, 60_000n, IS_BANKASI, COMPANY_USD],
      ['BRD-2026-10-004', 'acc-p4', 75_050n, IS_BANKASI, COMPANY_USD],
    ]);
    expect(plan.orders[0]!.aciklama).toBe('Bordro 2026-10 · Ayşe Yılmaz (Ahmet Yılmaz)');
  });

  it('names what stops the pay-out: no bank account of the company in the currency, a person with no identity number', () => {
    const plan = payoutPlan({
      sirket: SHIP,
      donem: '2026-10',
      transfers: [
        { ...transfer('p1', 'personel', 'Ahmet Yılmaz', IS_BANKASI, 1_000n), dovizCinsi: 'GBP' },
        transfer('p5', 'personel', 'Nobody', GARANTI, 1_000n),
      ],
      people: [...people, { _id: 'p5', ad: 'Nobody' }],
      companyBanks,
      accounts: [],
      usedRefs: [],
    });
    expect(plan.problems).toEqual([
      { key: 'payoutCompanyBankMissing', subject: 'GBP' },
      { key: 'payoutIdentityMissing', subject: 'Nobody' },
    ]);
    expect(plan.orders).toEqual([]);
  });

  it('a foreigner’s account carries the passport as its tax number and the nationality as its country', () => {
    const plan = payoutPlan({
      sirket: SHIP,
      donem: '2026-10',
      transfers: [transfer('p2', 'personel', 'Ivan Petrenko', GARANTI, 5_000n)],
      people,
      companyBanks,
      accounts: [],
      usedRefs: [],
    });
    expect(plan.accounts[0]!.input).toMatchObject({ ulke: 'Ukrayna', tcNumarasi: '', vergiNumarasi: 'FA123456' });
    expect(v.safeParse(accountSchema, plan.accounts[0]!.input).success).toBe(true);
  });

  it('knows a Turkish IBAN’s bank by its EFT code, and no other country’s', () => {
    expect(bankOfIban('TR74 0006 2005 1978 6457 8413 26')).toEqual({ ad: 'Türkiye Garanti Bankası', swift: 'TGBATRIS' });
    expect(bankOfIban(GERMAN)).toBeUndefined();
    expect(bankOfIban('TR000099900000000000000000')).toBeUndefined();
  });
});
