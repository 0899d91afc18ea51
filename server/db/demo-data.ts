import type { BudgetCodeInput } from '../../src/domain/budget-code';
import type { Company } from '../../src/domain/company';
import type { ExchangeRateFields } from '../../src/domain/exchange-rates';

// Demo data for a fresh portal. IMO numbers carry a correct check digit and the IBANs a correct
// mod-97 checksum, so the same validators the forms use accept them.

/** Its password is DEMO_PASSWORD, or one generated at first start and printed (server/db/seed.ts). */
export const DEMO_USER = { email: 'demo@example.com', name: 'Demo Kullanıcı' } as const;

/** The demo user is granted the first two of these only. */
export const DEMO_COMPANIES: Omit<Company, '_id'>[] = [
  {
    isim: 'Karadeniz Denizcilik A.Ş.',
    tip: 'Armatör',
    adres: 'Barbaros Bulvarı No: 74 Kat: 5, 34353 Beşiktaş / İstanbul',
    gemi: { adi: 'M/V Karadeniz Yıldızı', imo: '9375123', bayrak: 'Türkiye' },
    bankalar: [
      {
        hesapAdi: 'Karadeniz Denizcilik USD',
        dovizCinsi: 'USD',
        bankaIsmi: 'Türkiye İş Bankası',
        hesapNumarasi: '1234567',
        iban: 'TR290006400000112345678901',
        swiftCode: 'ISBKTRIS',
      },
    ],
  },
  {
    isim: 'Ege Gemi İşletmeciliği Ltd. Şti.',
    tip: 'Gemi İşletmecisi',
    adres: 'Alsancak Mah. Atatürk Cad. No: 188, 35220 Konak / İzmir',
    gemi: { adi: 'M/T Ege Kraliçesi', imo: '9463114', bayrak: 'Malta' },
    bankalar: [
      {
        hesapAdi: 'Ege Gemi EURO',
        dovizCinsi: 'EURO',
        bankaIsmi: 'Garanti BBVA',
        hesapNumarasi: '6298765',
        iban: 'TR540006200000629876543210',
        swiftCode: 'TGBATRIS',
      },
      // The crew's wages are in dollars (server/db/demo-crew.ts): the pay-out's bank orders are from this account.
      {
        hesapAdi: 'Ege Gemi USD',
        dovizCinsi: 'USD',
        bankaIsmi: 'Garanti BBVA',
        hesapNumarasi: '6298766',
        iban: 'TR270006200000629876543211',
        swiftCode: 'TGBATRIS',
      },
    ],
  },
  {
    isim: 'Akdeniz Acentelik ve Lojistik A.Ş.',
    tip: 'Acente',
    adres: 'Çankaya Mah. İstiklal Cad. No: 35, 33070 Akdeniz / Mersin',
    gemi: { adi: 'M/V Çukurova', imo: '9218430', bayrak: 'Panama' },
    bankalar: [
      {
        hesapAdi: 'Akdeniz Acentelik TL',
        dovizCinsi: 'TL',
        bankaIsmi: 'Akbank',
        hesapNumarasi: '0011223',
        iban: 'TR910004600000460011223344',
        swiftCode: 'AKBKTRIS',
      },
      // The crew's wages are in dollars (server/db/demo-crew.ts): the pay-out's bank orders are from this account.
      {
        hesapAdi: 'Akdeniz USD',
        dovizCinsi: 'USD',
        bankaIsmi: 'Akbank',
        hesapNumarasi: '4600112',
        iban: 'TR640004600000460011223345',
        swiftCode: 'AKBKTRIS',
      },
    ],
  },
  {
    isim: 'Çanakkale Boğaz Gemicilik A.Ş.',
    tip: 'Armatör',
    adres: 'Kemalpaşa Mah. Kayserili Ahmet Paşa Cad. No: 12, 17100 Merkez / Çanakkale',
    gemi: { adi: 'M/V Boğaziçi', imo: '9804576', bayrak: 'Türkiye' },
    bankalar: [
      {
        hesapAdi: 'Çanakkale Boğaz GBP',
        dovizCinsi: 'GBP',
        bankaIsmi: 'Yapı Kredi',
        hesapNumarasi: '1234509',
        iban: 'TR630006700000671234509876',
        swiftCode: 'YAPITRIS',
      },
      // The crew's wages are in dollars (server/db/demo-crew.ts): the pay-out's bank orders are from this account.
      {
        hesapAdi: 'Çanakkale USD',
        dovizCinsi: 'USD',
        bankaIsmi: 'Yapı Kredi',
        hesapNumarasi: '6712346',
        iban: 'TR360006700000671234509877',
        swiftCode: 'YAPITRIS',
      },
    ],
  },
];

/**
 * A small chart in the style of the Turkish uniform chart of accounts (7xx costs, 6xx income),
 * parents before children. Two codes are passive, as a retired code would be.
 */
export const DEMO_BUDGET_CODES: BudgetCodeInput[] = [
  { tip: 'gider', kod: '740', adi: 'Hizmet Üretim Maliyeti', durum: 'aktif' },
  { tip: 'gider', kod: '740.01', adi: 'Yakıt Giderleri', durum: 'aktif' },
  { tip: 'gider', kod: '740.01.001', adi: 'Ana Makine Yakıtı (HFO)', durum: 'aktif' },
  { tip: 'gider', kod: '740.01.002', adi: 'Jeneratör Yakıtı (MGO)', durum: 'aktif' },
  { tip: 'gider', kod: '740.01.003', adi: 'Madeni Yağlar', durum: 'pasif' },
  { tip: 'gider', kod: '740.02', adi: 'Liman Giderleri', durum: 'aktif' },
  { tip: 'gider', kod: '740.02.001', adi: 'Kılavuzluk', durum: 'aktif' },
  { tip: 'gider', kod: '740.02.002', adi: 'Römorkaj', durum: 'aktif' },
  { tip: 'gider', kod: '740.02.003', adi: 'Rıhtım ve Barınma Ücretleri', durum: 'aktif' },
  { tip: 'gider', kod: '740.03', adi: 'Bakım ve Onarım Giderleri', durum: 'aktif' },
  { tip: 'gider', kod: '770', adi: 'Genel Yönetim Giderleri', durum: 'aktif' },
  { tip: 'gider', kod: '770.01', adi: 'Personel Giderleri', durum: 'aktif' },
  { tip: 'gider', kod: '770.01.001', adi: 'Gemi Adamı Ücretleri', durum: 'aktif' },
  { tip: 'gider', kod: '770.02', adi: 'Sigorta Giderleri (P&I, H&M)', durum: 'aktif' },
  { tip: 'gelir', kod: '600', adi: 'Yurt İçi Satışlar', durum: 'aktif' },
  { tip: 'gelir', kod: '600.01', adi: 'Navlun Gelirleri', durum: 'aktif' },
  { tip: 'gelir', kod: '600.01.001', adi: 'Spot Navlun', durum: 'aktif' },
  { tip: 'gelir', kod: '600.01.002', adi: 'Time Charter Kira Geliri', durum: 'aktif' },
  { tip: 'gelir', kod: '602', adi: 'Diğer Gelirler', durum: 'aktif' },
  { tip: 'gelir', kod: '602.01', adi: 'Demoraj Gelirleri', durum: 'aktif' },
  { tip: 'gelir', kod: '602.02', adi: 'Hurda Satış Gelirleri', durum: 'pasif' },
];

/**
 * Two TCMB bulletins (docs/areas/exchange-rates.md), in ten-thousandths of a lira per unit: the rates of a demo
 * seeded without file storage (the server tests). With storage (`npm start`) the seed takes a year
 * of daily rates instead (server/db/demo-exchange-rates.ts).
 */
export const DEMO_EXCHANGE_RATES: ExchangeRateFields[] = [
  {
    tarih: '2026-10-29',
    dovizCinsi: 'USD',
    dovizAlis: 341234,
    dovizSatis: 341849,
    efektifAlis: 340995,
    efektifSatis: 342362,
    kaynak: 'tcmb',
    bulten: '2026/205',
  },
  {
    tarih: '2026-10-29',
    dovizCinsi: 'EURO',
    dovizAlis: 369876,
    dovizSatis: 370542,
    efektifAlis: 369617,
    efektifSatis: 371098,
    kaynak: 'tcmb',
    bulten: '2026/205',
  },
  {
    tarih: '2026-10-29',
    dovizCinsi: 'GBP',
    dovizAlis: 437712,
    dovizSatis: 439993,
    efektifAlis: 437406,
    efektifSatis: 441636,
    kaynak: 'tcmb',
    bulten: '2026/205',
  },
  {
    tarih: '2026-10-30',
    dovizCinsi: 'USD',
    dovizAlis: 341702,
    dovizSatis: 342318,
    efektifAlis: 341463,
    efektifSatis: 342831,
    kaynak: 'tcmb',
    bulten: '2026/206',
  },
  {
    tarih: '2026-10-30',
    dovizCinsi: 'EURO',
    dovizAlis: 370311,
    dovizSatis: 370978,
    efektifAlis: 370052,
    efektifSatis: 371534,
    kaynak: 'tcmb',
    bulten: '2026/206',
  },
  {
    tarih: '2026-10-30',
    dovizCinsi: 'GBP',
    dovizAlis: 438205,
    dovizSatis: 440488,
    efektifAlis: 437898,
    efektifSatis: 442131,
    kaynak: 'tcmb',
    bulten: '2026/206',
  },
];
