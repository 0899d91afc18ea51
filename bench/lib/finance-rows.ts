// The finance data the device benchmarks seed: accounts, bills and cash flows of one company, as
// the pull leaves them on a device. No Node APIs: the browser bench pages build them too.
import { toLocalRow } from '../../src/data/sync/collections';

export interface FinanceCounts {
  accounts: number;
  bills: number;
  flows: number;
}

const COMPANY = '0190f5b2-0000-7000-8000-000000000001';
const CURRENCIES = ['USD', 'TL', 'EURO', 'GBP'] as const;
const CODES = 30;
const METHODS = ['havale', 'nakit', 'kredi-karti', 'cek', 'senet'] as const;

export const accountId = (i: number) => `0190f5b2-0000-7000-8001-${String(i).padStart(12, '0')}`;
const billId = (i: number) => `0190f5b2-0000-7000-8002-${String(i).padStart(12, '0')}`;
const codeId = (i: number) => `0190f5b2-0000-7000-8004-${String(i).padStart(12, '0')}`;
const date = (i: number) => `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;

/** The seeded rows, as the pull leaves them on a device: figures as integers at their scales (docs/architecture.md §7). */
export function financeRows(counts: FinanceCounts) {
  const codes = Array.from({ length: CODES }, (_, i) =>
    toLocalRow('butceKodu', {
      _id: codeId(i),
      version: 1,
      tip: i < 20 ? 'gider' : 'gelir',
      kod: i < 20 ? `7${String(i).padStart(2, '0')}` : `6${String(i).padStart(2, '0')}`,
      adi: `Kod ${i}`,
      durum: 'aktif',
    }),
  );
  const accounts = Array.from({ length: counts.accounts }, (_, i) =>
    toLocalRow('cariHesap', {
      _id: accountId(i),
      version: 1,
      cariTip: i % 5 === 0 ? 'musteri' : 'tedarikci',
      sirket: COMPANY,
      unvan: `Firma ${i}`,
      bankalar: [],
    }),
  );
  const bills = Array.from({ length: counts.bills }, (_, i) => {
    const account = i % counts.accounts;
    const outgoing = account % 5 === 0;
    return toLocalRow('fatura', {
      _id: billId(i),
      version: 1,
      tip: outgoing ? 'giden' : 'gelen',
      faturaTip: i % 10 === 0 ? 'proforma' : 'fatura',
      faturaProformaNo: `F-${i}`,
      tarih: date(i),
      dovizCinsi: CURRENCIES[i % 2],
      sirket: COMPANY,
      cariHesap: accountId(account),
      kalemler: [
        {
          id: `${i}-l`,
          butceKodu: codeId(outgoing ? 20 + (i % 10) : i % 20),
          adi: 'Kalem',
          aciklama: '',
          miktar: 1000,
          birim: 'adet',
          birimFiyat: 10010000,
          iskonto: 0,
          kdv: 20000,
          kdvTutari: 20020,
          tutar: 120100,
        },
      ],
      odemePlani: [
        { id: `${i}-1`, tarih: date(i), miktar: 60050 },
        { id: `${i}-2`, tarih: date(i + 1), miktar: 60050 },
      ],
      taksitSayisi: 2,
      toplamlar: { araToplam: 100100, toplamIskontoTutar: 0, indirimliTutar: 100100, toplamKdvTutar: 20020, odenecekTutar: 120100 },
    });
  });
  const flows = Array.from({ length: counts.flows }, (_, i) => {
    const bill = i % counts.bills;
    const account = bill % counts.accounts;
    return toLocalRow('nakitAkis', {
      _id: `0190f5b2-0000-7000-8003-${String(i).padStart(12, '0')}`,
      version: 1,
      tip: account % 5 === 0 ? 'tahsilat' : 'odeme',
      tarih: date(i + 2),
      miktar: 30025,
      dovizCinsi: CURRENCIES[bill % 2],
      sirket: COMPANY,
      cariHesap: accountId(account),
      // Every tenth payment names no bill: credit.
      fatura: i % 10 === 0 ? null : billId(bill),
      odemeYontemi: METHODS[i % METHODS.length],
      aciklama: '',
    });
  });
  return { codes, accounts, bills, flows };
}
