import 'fake-indexeddb/auto';
import { PortalDb, type MirroredRow } from '../src/data/db';
import { loadShipEmissions } from '../src/data/ship-reports';
import { timeAgainst } from './lib/timing';

// The MRV screen's computation on the device (issue 36): a ship's year from its 52 weekly reports
// and 20 BDNs in the device's database (fake-indexeddb here), read and reduced by shipEmissions.
// Goal: ≤ 20 ms (median).

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const SIRKET = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

const db = new PortalDb(`bench-mrv-${Date.now()}`);
const reports: MirroredRow[] = [];
const bdns: MirroredRow[] = [];
for (const sirket of [SIRKET, OTHER]) {
  let rob = { VLSFO: 900_000, MGO: 120_000 };
  for (let week = 0; week < 52; week++) {
    const zaman = new Date(Date.UTC(2026, 0, 5 + 7 * week, 12)).toISOString();
    const tuketim = { VLSFO: 110_000 + (week % 7) * 1_000, MGO: 9_000 + (week % 3) * 500 };
    rob = { VLSFO: rob.VLSFO - tuketim.VLSFO, MGO: rob.MGO - tuketim.MGO };
    // 20 deliveries a year: one about every 2,6 weeks.
    if (week % 13 === 0 || week % 13 === 3 || week % 13 === 6 || week % 13 === 9 || week % 13 === 11) {
      const yakit = week % 2 === 0 ? 'VLSFO' : 'MGO';
      const miktarMt = yakit === 'VLSFO' ? 300_000 : 35_000;
      rob[yakit] += miktarMt;
      bdns.push({
        _id: crypto.randomUUID(),
        sirket,
        bdnNo: `BDN-${week}`,
        tarih: zaman.slice(0, 10),
        liman: 'Pire',
        tedarikci: null,
        yakit,
        miktarMt,
        yogunluk15: 9_900,
        kukurtYuzde: 480,
        parlamaNoktasi: 650,
        viskozite: null,
        numuneMuhurleri: [],
        dosya: null,
        fatura: null,
        aciklama: '',
        version: 1,
        updatedAt: zaman,
      } as MirroredRow);
    }
    reports.push({
      _id: crypto.randomUUID(),
      sirket,
      zaman,
      durum: 'seyir',
      enlem: null,
      boylam: null,
      sonLiman: 'Pire',
      sonrakiLiman: 'Rotterdam',
      eta: null,
      mesafeNm: 20_000,
      seyirSaati: 1_680,
      tuketim,
      rob: { ...rob },
      yuk: { cins: '', miktarMt: null },
      aciklama: '',
      version: 1,
      updatedAt: zaman,
    } as MirroredRow);
  }
}
await db.rows('gemiRaporu').bulkPut(reports);
await db.rows('bdn').bulkPut(bdns);
console.log(`one ship of two: ${reports.length / 2} weekly reports, ${bdns.length / 2} BDNs`);

await timeAgainst('mrv', 'a ship’s year (read from the device + shipEmissions)', 20, () => loadShipEmissions(db, SIRKET, 2026), RUNS);
db.close();
