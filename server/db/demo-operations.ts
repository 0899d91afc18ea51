import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { addDays } from '../../src/domain/calendar';
import { cargoDocumentKind } from '../../src/domain/kinds/cargo-document';
import { charterKind } from '../../src/domain/kinds/charter';
import { contractKind } from '../../src/domain/kinds/contract';
import { writeSchemaOf } from '../../src/domain/kinds/schema';
import { charters } from '../collections/charters';
import { contracts } from '../collections/contracts';
import { kindCollection } from '../collections/kind-collection';
import type { Db } from './client';
import type { DemoBillAccount } from './demo-bills';
import { insertMirroredMany } from './repositories/mirrored-repository';
import { yukEvraki } from './schema';

// The demo fleet's operations (docs/areas/operations.md): the first ship on a running time charter
// with an off-hire, the second's finished voyage on demurrage with its cargo documents, and every
// ship's P&I and H&M entries (one H&M falling due). Dated from today, written through the kinds'
// write schemas, so each is a valid write.

const cargoDocuments = kindCollection(cargoDocumentKind, yukEvraki);

/** A UTC instant `days` from `today` at `time` (HH:mm). */
const utc = (today: string, days: number, time: string) => `${addDays(today, days)}T${time}:00.000Z`;
/** A port's local wall-clock time `days` from `today`. */
const wall = (today: string, days: number, time: string) => `${addDays(today, days)}T${time}`;

/** The first account of a company of the type asked, preferring one whose nature reads `nature`. */
function accountOf(accounts: readonly DemoBillAccount[], type: DemoBillAccount['cariTip'], nature: RegExp): string | null {
  const ofType = accounts.filter((account) => account.cariTip === type);
  return (ofType.find((account) => nature.test(account.nitelik)) ?? ofType[0])?.id ?? null;
}

/** A running time charter: delivered 40 days ago, 14,500.00 a day, an off-hire of 15 h 30 min on day 12. */
export function demoTimeCharter(sirket: string, charterer: string, broker: string | null, today: string): Record<string, unknown> {
  return {
    sirket,
    tip: 'time',
    cariHesap: charterer,
    cpTarihi: addDays(today, -55),
    cpFormu: 'NYPE2015',
    dovizCinsi: 'USD',
    gunlukKira: '14500',
    teslim: { zaman: utc(today, -40, '06:00'), liman: 'Aliağa' },
    tahminiIade: utc(today, 80, '06:00'),
    faturaPeriyoduGun: 15,
    adresKomisyonuYuzde: '3.75',
    brokerajlar: broker ? [{ cariHesap: broker, yuzde: '1.25' }] : [],
    cve: { tutar: '1500', esasGun: 30 },
    ilohc: '5000',
    yakitFiyatlari: [
      { yakit: 'VLSFO', birimFiyat: '620' },
      { yakit: 'MGO', birimFiyat: '780' },
    ],
    yakitTeslim: [
      { yakit: 'VLSFO', miktarMt: '450.5' },
      { yakit: 'MGO', miktarMt: '60' },
    ],
    offHire: [
      {
        baslangic: utc(today, -28, '04:00'),
        bitis: utc(today, -28, '19:30'),
        sebep: 'Ana makine arızası',
        yakit: [
          { yakit: 'VLSFO', miktarMt: '8.2' },
          { yakit: 'MGO', miktarMt: '1.1' },
        ],
      },
    ],
    armatorMasraflari: [{ tarih: addDays(today, -35), aciklama: 'Kaptana nakit avans', tutar: '2000' }],
    aciklama: 'Ege – Karadeniz ticareti, 4 ± 2 ay.',
  };
}

/** A finished voyage: 30,000 mt of steel billets from İskenderun to Constanța, 27 h on demurrage at discharge. */
export function demoVoyageCharter(sirket: string, charterer: string, today: string): Record<string, unknown> {
  return {
    sirket,
    tip: 'spot',
    cariHesap: charterer,
    cpTarihi: addDays(today, -60),
    dovizCinsi: 'USD',
    yuk: { tanim: 'Kütük çelik', miktarMt: '30000' },
    navlun: { esas: 'mt', oran: '18.75', komisyonYuzde: '2.5' },
    demurrageGunluk: '15000',
    despatchEsasi: 'WTS',
    laytimeTipi: 'ayri',
    limanlar: [
      {
        tur: 'yukleme',
        liman: 'İskenderun',
        utcFarkDakika: 180,
        izinSaat: '48',
        calisma: 'SHINC',
        olaylar: [
          { olay: 'VARIS', zaman: wall(today, -45, '06:00') },
          { olay: 'NOR_VERILDI', zaman: wall(today, -45, '06:30') },
          { olay: 'YANASTI', zaman: wall(today, -45, '14:00') },
          { olay: 'BASLADI', zaman: wall(today, -45, '15:00') },
          { olay: 'BITTI', zaman: wall(today, -43, '09:00') },
          { olay: 'KALKIS', zaman: wall(today, -43, '12:00') },
        ],
        kesintiler: [{ baslangic: wall(today, -44, '10:00'), bitis: wall(today, -44, '13:00'), sebep: 'YAGMUR', sayilanYuzde: 0 }],
      },
      {
        tur: 'tahliye',
        liman: 'Constanța',
        utcFarkDakika: 120,
        oranMtGun: '6000',
        calisma: 'SHINC',
        olaylar: [
          { olay: 'VARIS', zaman: wall(today, -37, '04:00') },
          { olay: 'NOR_VERILDI', zaman: wall(today, -37, '05:00') },
          { olay: 'YANASTI', zaman: wall(today, -36, '08:00') },
          { olay: 'BASLADI', zaman: wall(today, -36, '10:00') },
          { olay: 'BITTI', zaman: wall(today, -31, '20:00') },
          { olay: 'KALKIS', zaman: wall(today, -31, '23:00') },
        ],
        kesintiler: [{ baslangic: wall(today, -35, '00:00'), bitis: wall(today, -35, '06:00'), sebep: 'ARIZA', sayilanYuzde: 0 }],
      },
    ],
  };
}

/** The voyage's papers: the NOR, the SOF, the draft survey and the bill of lading, dated by its loading. */
export function demoVoyageDocuments(sirket: string, carter: string, today: string): Record<string, unknown>[] {
  const loaded = addDays(today, -43);
  const base = { sirket, carter, seferNo: 'V-01', liman: 'İskenderun' };
  return [
    { ...base, tur: 'nor', numara: 'NOR-01', tarih: addDays(today, -45) },
    { ...base, tur: 'sof', numara: 'SOF-01', tarih: loaded },
    { ...base, tur: 'draft-survey', numara: 'DS-01', tarih: loaded, brutAgirlikMt: '30050' },
    {
      ...base,
      tur: 'konsimento',
      numara: 'ISK-CON-001',
      tarih: loaded,
      yukleyici: 'Çukurova Demir Çelik Pazarlama A.Ş.',
      alici: { tip: 'emre', ad: '' },
      bildirim: 'Metalimpex Constanța S.R.L.',
      yuklemeLimani: 'İskenderun',
      tahliyeLimani: 'Constanța',
      yukTanimi: 'Kütük çelik, 30.000 mt',
      brutAgirlikMt: '30000',
      navlun: 'cp-uyarinca',
      yuklemeTarihi: loaded,
      orijinalSayisi: 3,
    },
  ];
}

/** Each ship's P&I entry (to the next 20 February) and H&M policy; the first ship's H&M falls due within its warning. */
export function demoContracts(ids: readonly string[], today: string): Record<string, unknown>[] {
  const year = today.slice(0, 4);
  const piStart = today >= `${year}-02-20` ? `${year}-02-20` : `${Number(year) - 1}-02-20`;
  return ids.flatMap((sirket, index) => [
    { sirket, tur: 'pi', numara: `P&I ${piStart.slice(0, 4)}/${index + 1}`, baslangic: piStart, uyariGun: 45, aciklama: 'Gard P&I' },
    {
      sirket,
      tur: 'hm',
      numara: `H&M-${index + 1}`,
      baslangic: addDays(today, index === 0 ? -340 : -200),
      bitis: addDays(today, index === 0 ? 25 : 165),
      feshiIhbarGun: 14,
      ucret: { tutar: String(42000 + index * 3500), dovizCinsi: 'USD', periyot: 'yillik' },
    },
  ]);
}

/** Writes the demo operations of the first two ships and every ship's contracts. */
export async function seedDemoOperations(
  tx: Db,
  ids: readonly string[],
  accounts: readonly (readonly DemoBillAccount[])[],
  today: string,
): Promise<void> {
  const charterSchema = writeSchemaOf(charterKind);
  const rows: Record<string, unknown>[] = [];
  let voyage: { id: string; sirket: string } | null = null;
  const [first, second] = ids;
  const firstCharterer = accountOf(accounts[0] ?? [], 'musteri', /kiracı|charterer/i);
  if (first && firstCharterer) {
    const body = demoTimeCharter(first, firstCharterer, accountOf(accounts[0] ?? [], 'tedarikci', /acente|agent/i), today);
    rows.push({ id: randomUUID(), ...charters.values(v.parse(charterSchema, body), {}) });
  }
  const secondCharterer = accountOf(accounts[1] ?? [], 'musteri', /yük sahibi|cargo/i);
  if (second && secondCharterer) {
    voyage = { id: randomUUID(), sirket: second };
    rows.push({ id: voyage.id, ...charters.values(v.parse(charterSchema, demoVoyageCharter(second, secondCharterer, today)), {}) });
  }
  await insertMirroredMany(tx, charters.table, rows);
  if (voyage) {
    const documentSchema = writeSchemaOf(cargoDocumentKind);
    await insertMirroredMany(
      tx,
      yukEvraki,
      demoVoyageDocuments(voyage.sirket, voyage.id, today).map((body) => cargoDocuments.values(v.parse(documentSchema, body), {})),
    );
  }
  const contractSchema = writeSchemaOf(contractKind);
  await insertMirroredMany(
    tx,
    contracts.table,
    demoContracts(ids, today).map((body) => contracts.values(v.parse(contractSchema, body), {})),
  );
}
