// Laytime and the hire statement on the device (docs/areas/operations.md, issue 48): the laytime of a
// 30-day voyage with 200 SOF events (over 40 ports, reversible and separate both computed) and 100
// deductions, and the hire statement of a 2-year time charter (15-day invoices, 24 off-hires with
// fuel, two brokers), each by its pure function in Node's V8, the engine of the device's Chromium.
// Median and p95 of `BENCH_RUNS` (50). Goal: ≤ 20 ms each. Run: npm run bench:laytime
import { hireStatement, type TimeCharter } from '../src/domain/hire-statement';
import { laytime, type Deduction, type LaytimePort, type VoyageCharter } from '../src/domain/laytime';
import { timeAgainst } from './lib/timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const pad = (n: number) => String(n).padStart(2, '0');
/** Local wall-clock text `hours` hours after 2026-05-01 00:00. */
const at = (hours: number) => {
  const d = new Date(Date.UTC(2026, 4, 1) + hours * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};

// 40 ports of 18 h each over 30 days: 5 events each (VARIS, NOR, YANASTI, BASLADI, BITTI… KALKIS
// on every other), 100 deductions of 1 h (2–3 a port), SHEX with two holidays.
const limanlar: LaytimePort[] = [];
let deductions = 0;
for (let p = 0; p < 40; p++) {
  const t = p * 18;
  const olaylar: LaytimePort['olaylar'] = [
    { olay: 'VARIS', zaman: at(t) },
    { olay: 'NOR_VERILDI', zaman: at(t + 1) },
    { olay: 'YANASTI', zaman: at(t + 3) },
    { olay: 'BASLADI', zaman: at(t + 4) },
    { olay: 'BITTI', zaman: at(t + 16) },
  ];
  const kesintiler: Deduction[] = [];
  for (let k = 0; k < (p % 2 === 0 ? 3 : 2) && deductions < 100; k++, deductions++)
    kesintiler.push({
      baslangic: at(t + 5 + 3 * k),
      bitis: at(t + 6 + 3 * k),
      sebep: 'YAGMUR',
      sayilanYuzde: k === 1 ? 50_000 : 0,
      demurragedaDaDus: k === 2,
    });
  limanlar.push({
    tur: p % 2 === 0 ? 'yukleme' : 'tahliye',
    liman: `Liman ${p}`,
    utcFarkDakika: p % 3 === 0 ? 180 : -300,
    izinSaat: 10_000,
    calisma: 'SHEX',
    tatiller: ['2026-05-01', '2026-05-19'],
    olaylar,
    kesintiler,
  });
}
const voyage: VoyageCharter = { demurrageGunluk: 1_500_000, despatchEsasi: 'ATS', laytimeTipi: 'tersinir', limanlar };
const events = limanlar.reduce((n, port) => n + port.olaylar.length, 0);

const offHire: NonNullable<TimeCharter['offHire']> = Array.from({ length: 24 }, (_, i) => ({
  baslangic: `${at(i * 720 + 100)}Z`,
  bitis: `${at(i * 720 + 107)}Z`,
  sebep: 'Arıza',
  yakit: [{ yakit: 'VLSFO' as const, miktarMt: 4_250 }],
}));
const charter: TimeCharter = {
  gunlukKira: 1_875_050,
  teslim: { zaman: '2026-05-01T06:30Z' },
  tahminiIade: '2028-05-01T18:45Z',
  faturaPeriyoduGun: 15,
  adresKomisyonuYuzde: 3_750,
  brokerajlar: [
    { cariHesap: 'a', yuzde: 1_250 },
    { cariHesap: 'b', yuzde: 625 },
  ],
  cve: { tutar: 150_000, esasGun: 30 },
  ilohc: 500_000,
  yakitFiyatlari: [
    { yakit: 'VLSFO', birimFiyat: 6_402_500 },
    { yakit: 'MGO', birimFiyat: 9_000_000 },
  ],
  yakitTeslim: [{ yakit: 'VLSFO', miktarMt: 500_000 }],
  yakitIade: [{ yakit: 'VLSFO', miktarMt: 400_500 }],
  offHire,
};

const result = laytime(voyage);
const statement = hireStatement(charter);
console.log(`laytime: ${limanlar.length} ports, ${events} SOF events, ${deductions} deductions; net reversible ${result.tersinir.net}`);
console.log(`hire statement: ${statement.faturalar.length} invoices, ${offHire.length} off-hires; total ${statement.toplam}`);
await timeAgainst('laytime', '30-day voyage, 200 SOF events, 100 deductions', 20, async () => laytime(voyage), RUNS);
await timeAgainst('hire-statement', '2-year time charter', 20, async () => hireStatement(charter), RUNS);
