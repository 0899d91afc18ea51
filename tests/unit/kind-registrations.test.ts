import { describe, expect, it } from 'vitest';
import { COLLECTION_SCHEMAS } from '../../src/domain/collection-schemas';
import { kindOf, type CollectionRecords } from '../../src/domain/collections';
import { COLLECTION_NAMES } from '../../src/domain/collection-declarations';
import { bankOrderSchema } from '../../src/domain/bank-order';
import { bdnSchema } from '../../src/domain/bdn';
import { BDN_SCALES, FUELS, REPORT_SCALES } from '../../src/domain/emissions';
import { RATE_SCALE } from '../../src/domain/exchange-rates';
import { field } from '../../src/domain/kinds/define';
import type { WorkReport } from '../../src/domain/kinds/work-report';
import { LOAN_RATE_SCALE } from '../../src/domain/loans';
import { SCALES } from '../../src/domain/money';
import { personSchema } from '../../src/domain/personnel';
import { kindFigures, WRITE_FIGURES } from '../../src/domain/records/form-input';
import { workReportSchema } from '../../src/domain/work-report';
import { testInspectionFields } from './fixtures/inspection-kind';

// What a kind defined field by field no longer registers in shared lists (docs/adding-a-record-kind.md):
// its record type, its write schema and its write figures follow from its definition.

const perFuel = Object.fromEntries(FUELS.map((fuel) => [fuel, REPORT_SCALES.fuel]));

describe('registrations derived from the definitions', () => {
  it('a definition’s write figures: decimals, figures by key, groups and lists with a figure; a list without one is copied whole', () => {
    expect(kindFigures({ fields: testInspectionFields })).toEqual({
      puan: 1,
      sureler: { hazirlik: 2, denetim: 2 },
      ucret: { miktar: SCALES.amount, dovizCinsi: null },
      bulgular: { aciklama: null, gun: 0 },
    });
  });

  it('the derived write figures of the kinds are those that were declared by hand', () => {
    expect(WRITE_FIGURES).toEqual({
      denetim: {},
      uygunsuzluk: {},
      olay: {},
      mesaj: {},
      mesajOkuma: {},
      butceKodu: {},
      cariHesap: {},
      fatura: {
        kalemler: {
          id: null,
          butceKodu: null,
          adi: null,
          aciklama: null,
          miktar: SCALES.quantity,
          birim: null,
          birimFiyat: SCALES.unitPrice,
          iskonto: SCALES.percent,
          kdv: SCALES.percent,
          tevkifatOrani: 0,
        },
        odemePlani: { id: null, tarih: null, miktar: SCALES.amount },
      },
      nakitAkis: { miktar: SCALES.amount },
      bankaTalimat: { miktar: SCALES.amount },
      kur: { dovizAlis: RATE_SCALE, dovizSatis: RATE_SCALE, efektifAlis: RATE_SCALE, efektifSatis: RATE_SCALE },
      sertifika: {},
      dokuman: {},
      okumaOnayi: {},
      cekSenet: { miktar: SCALES.amount },
      bdn: BDN_SCALES,
      gemiRaporu: {
        enlem: REPORT_SCALES.position,
        boylam: REPORT_SCALES.position,
        mesafeNm: REPORT_SCALES.distance,
        seyirSaati: REPORT_SCALES.hours,
        tuketim: perFuel,
        rob: perFuel,
        yuk: { cins: null, miktarMt: REPORT_SCALES.fuel },
      },
      isRaporu: {},
      personel: { lehdarlar: { ad: null, iban: null, pay: 3, tutar: SCALES.amount } },
      bordro: {
        satirlar: {
          bakiye: SCALES.amount,
          dovizCinsi: null,
          fazlaMesai: { saat: 3, tutar: SCALES.amount },
          fazlaMesaiSaat: 3,
          gorevlendirme: null,
          gun: 0,
          kazanclar: { tur: null, tutar: SCALES.amount },
          kesintiler: { tur: null, tutar: SCALES.amount },
          kur: 4,
          personel: null,
          yasal: {
            sgkIsci: SCALES.amount,
            issizlikIsci: SCALES.amount,
            gelirVergisi: SCALES.amount,
            damgaVergisi: SCALES.amount,
            net: SCALES.amount,
            sgkIsveren: SCALES.amount,
            issizlikIsveren: SCALES.amount,
            isverenMaliyeti: SCALES.amount,
            sgkToplam: SCALES.amount,
          },
        },
      },
      gorevlendirme: { ucretKalemleri: { tur: null, tutar: SCALES.amount, dovizCinsi: null }, fazlaMesaiSaatUcreti: SCALES.amount },
      kredi: {
        tutar: SCALES.amount,
        faiz: { tur: null, sabitYuzde: LOAN_RATE_SCALE, marjYuzde: LOAN_RATE_SCALE, tabanYuzde: LOAN_RATE_SCALE, gunSayimi: null },
        fixingler: { baslangic: null, referansYuzde: LOAN_RATE_SCALE },
        taksitler: { tarih: null, anapara: SCALES.amount },
        taksitPlani: { adet: 0, periyotAy: 0, balon: SCALES.amount },
        teminatOraniYuzde: SCALES.percent,
        degerlemeler: { tarih: null, deger: SCALES.amount, eksper: null },
        ipotek: { derece: 0, tutar: SCALES.amount, tescilTarihi: null },
        erkenOdemeler: { tarih: null, tutar: SCALES.amount },
      },
      butce: { tutar: SCALES.amount, ekTutar: SCALES.amount },
      ekstre: { acilisBakiyesi: SCALES.amount, kapanisBakiyesi: SCALES.amount },
      ekstreSatiri: {
        tutar: SCALES.amount,
        adaylar: {
          aday: 0,
          cariHesap: null,
          koleksiyon: null,
          kayit: null,
          fatura: null,
          tutar: SCALES.amount,
          fark: SCALES.amount,
          nakitAkis: null,
        },
      },
      // A group or list inside a list's row carries its own figures (a port's deductions, an off-hire's fuel).
      carter: {
        gunlukKira: SCALES.amount,
        adresKomisyonuYuzde: 3,
        brokerajlar: { cariHesap: null, yuzde: 3 },
        cve: { tutar: SCALES.amount, esasGun: 0 },
        ilohc: SCALES.amount,
        kesilenler: { no: 0, fatura: null, talimat: null },
        yakitFiyatlari: { yakit: null, birimFiyat: 4 },
        yakitTeslim: { yakit: null, miktarMt: 3 },
        yakitIade: { yakit: null, miktarMt: 3 },
        offHire: { baslangic: null, bitis: null, sebep: null, yakit: { yakit: null, miktarMt: 3 } },
        armatorMasraflari: { tarih: null, aciklama: null, tutar: SCALES.amount },
        yuk: { tanim: null, miktarMt: 3 },
        navlun: { esas: null, oran: 4, komisyonYuzde: 3 },
        demurrageGunluk: SCALES.amount,
        despatchGunluk: SCALES.amount,
        limanlar: {
          tur: null,
          liman: null,
          utcFarkDakika: 0,
          izinSaat: 3,
          oranMtGun: 3,
          calisma: null,
          tatiller: null,
          donusSaat: 3,
          olaylar: null,
          kesintiler: { baslangic: null, bitis: null, sebep: null, sayilanYuzde: 3, demurragedaDaDus: null },
        },
      },
      yukEvraki: { brutAgirlikMt: 3 },
      sozlesme: { ucret: { tutar: SCALES.amount, dovizCinsi: null, periyot: null } },
    });
  });

  it('every collection has its write schema: a kind’s is the one its module exports, a stricter own one kept', () => {
    expect(Object.keys(COLLECTION_SCHEMAS).sort()).toEqual([...COLLECTION_NAMES].sort());
    expect(COLLECTION_SCHEMAS.isRaporu).toBe(workReportSchema);
    expect(COLLECTION_SCHEMAS.bdn).toBe(bdnSchema);
    expect(COLLECTION_SCHEMAS.personel).toBe(personSchema);
    // Every collection is declared from its kind's definition (bank orders were the last by hand).
    for (const name of COLLECTION_NAMES) expect(kindOf(name).name).toBe(name);
    expect(COLLECTION_SCHEMAS.bankaTalimat).toBe(bankOrderSchema);
  });

  it('a kind’s record type is its definition’s; a reference names a listed kind', () => {
    const record: CollectionRecords['isRaporu'] = {} as WorkReport;
    const back: WorkReport = record;
    expect(back).toEqual({});
    // @ts-expect-error a kind that is not listed in COLLECTIONS: a misspelt target does not compile
    expect(field.reference('personell').kind).toBe('personell');
  });
});
