// The KPI page's computation on the device (issue 49; docs/areas/inspections.md, KPI), in Node's V8:
// the records of 10 ships × 3 years (`BENCH_SHIPS`, `BENCH_YEARS`) as the device mirrors them — PSC,
// flag and internal inspections with deficiencies, 25 crew rotating every four months, incoming
// bills with three lines in two currencies and a year of daily rates, weekly ship reports, budgets,
// non-conformities, incidents and certificates — through the page's own path
// (src/features/kpi/kpi-compute.ts: kpiDataOf, kpiReport for each ship and the fleet, and the fleet's
// quarterly trend) over the three years; median and p95 of `BENCH_RUNS` (20). Goal: ≤ 100 ms.
import { addDays, addMonths } from '../src/domain/calendar';
import type { KpiRecords } from '../src/domain/kpi-data';
import { computeKpis } from '../src/features/kpi/kpi-compute';
import { timeAgainst } from './lib/timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const SHIPS = Number(process.env.BENCH_SHIPS ?? 10);
const YEARS = Number(process.env.BENCH_YEARS ?? 3);
const FIRST = 2024;
const START = `${FIRST}-01-01`;
const END = `${FIRST + YEARS - 1}-12-31`;
const pad = (n: number) => String(n).padStart(2, '0');

const records: Required<Omit<KpiRecords, never>> = {
  denetim: [],
  olay: [],
  gorevlendirme: [],
  uygunsuzluk: [],
  butce: [],
  fatura: [],
  gemiRaporu: [],
  sertifika: [],
  kur: [],
  sirket: [],
} as never;
const push = <K extends keyof KpiRecords>(key: K, value: NonNullable<KpiRecords[K]>[number]) => (records[key] as unknown[]).push(value);

// A year of rates per currency for the budgets' conversions.
for (let day = START; day <= END; day = addDays(day, 1)) {
  push('kur', { tarih: day, dovizCinsi: 'USD', dovizAlis: 340_000 });
  push('kur', { tarih: day, dovizCinsi: 'EURO', dovizAlis: 370_000 });
}
const codes = Array.from({ length: 10 }, (_, i) => `kod-${i}`);
for (let s = 0; s < SHIPS; s++) {
  const sirket = `gemi-${s}`;
  push('sirket', { _id: sirket, tip: 'Gemi Sahibi' });
  for (let y = FIRST; y < FIRST + YEARS; y++) {
    // Inspections: two PSC, one flag, one internal audit a year, three deficiencies each.
    for (const [month, tur] of [
      [2, 'PSC'],
      [5, 'bayrak'],
      [8, 'PSC'],
      [11, 'ic-denetim'],
    ] as const) {
      push('denetim', {
        _id: `${sirket}-d-${y}-${month}`,
        sirket,
        tur,
        rejim: tur === 'PSC' ? 'paris' : '',
        riskProfili: 'SRS',
        tarih: `${y}-${pad(month)}-15`,
        eksiklikler: ['16', '17', '99'].map((aksiyonKodu, i) => ({
          id: `x${i}`,
          aksiyonKodu,
          kapanisTarihi: i === 0 ? `${y}-${pad(month)}-28` : null,
        })),
        tutulma: { var: month === 8 && s % 5 === 0 },
      } as never);
      push('uygunsuzluk', {
        _id: `${sirket}-n-${y}-${month}`,
        sirket,
        tarih: `${y}-${pad(month)}-16`,
        siddet: month === 2 ? 'major' : 'minor',
        durum: month === 11 ? 'acik' : 'kapandi',
        hedefTarih: `${y}-${pad(month + 1)}-16`,
        kapanisTarihi: month === 11 ? null : `${y}-${pad(month + 1)}-10`,
      });
    }
    push('olay', { sirket, tarih: `${y}-06-10`, tur: s % 3 === 0 ? 'is-gunu-kaybi' : 'ramak-kala', kayipGun: 3 });
    for (const [i, butceKodu] of codes.entries()) {
      push('butce', { sirket, yil: y, butceKodu, tutar: 5_000_000 + i * 100_000, dovizCinsi: i % 4 === 0 ? 'EURO' : 'USD' });
    }
    // Bills: 120 a year, three lines on the budget codes.
    for (let b = 0; b < 120; b++) {
      const tarih = `${y}-${pad(1 + (b % 12))}-${pad(1 + (b % 28))}`;
      push('fatura', {
        sirket,
        tip: 'gelen',
        tarih,
        dovizCinsi: b % 5 === 0 ? 'EURO' : 'USD',
        kalemler: [0, 1, 2].map((l) => ({
          butceKodu: codes[(b + l) % codes.length]!,
          miktar: 1000,
          birimFiyat: 100_000 + b * 10 + l,
          iskonto: 0,
          kdv: 20,
        })),
      } as never);
    }
    // Weekly reports: 1,200 nm, 30 t of HFO, 45,000 t of cargo.
    for (let w = 0; w < 52; w++) {
      const day = addDays(`${y}-01-01`, w * 7);
      push('gemiRaporu', {
        sirket,
        zaman: `${day}T12:00:00.000Z`,
        mesafeNm: 12_000,
        tuketim: { HFO: 30_000_000 },
        yuk: { miktarMt: 45_000_000 },
      });
    }
  }
  // 25 crew rotating every four months over the years.
  for (let c = 0; c < 25; c++) {
    for (let on = addMonths(START, c % 4); on <= END; on = addMonths(on, 4)) {
      const off = addDays(addMonths(on, 4), -1);
      push('gorevlendirme', {
        _id: `${sirket}-a-${c}-${on}`,
        personel: `${sirket}-p-${c}`,
        sirket,
        rutbe: c < 8 ? 'kaptan' : 'usta-gemici',
        binisTarihi: on,
        planlananInisTarihi: off,
        inisTarihi: off <= END ? addDays(off, c % 3) : null,
        ayrilmaNedeni: c % 7 === 0 ? 'istifa' : 'kontrat-sonu',
      } as never);
    }
  }
  for (let k = 0; k < 20; k++) {
    push('sertifika', {
      _id: `${sirket}-c-${k}`,
      sirket,
      sahip: 'gemi',
      tur: `tur-${k}`,
      duzenlemeTarihi: '2023-06-01',
      gecerlilikTarihi: '2028-06-01',
      sorveyPlani: 'yillik-ara',
      sorveyler: [],
    } as never);
  }
}

const ships = records.sirket!.map((ship) => ship._id);
const period = { baslangic: START, bitis: END };
const count = Object.entries(records)
  .map(([name, list]) => `${(list as unknown[]).length} ${name}`)
  .join(', ');
const once = computeKpis(records, period, ships, undefined);
console.log(`kpi: ${SHIPS} ships × ${YEARS} years: ${count}`);
console.log(
  `kpi: the fleet's ${once.report.filo.kpiler.map((kpi) => `${kpi.kod} ${kpi.deger ?? '—'}`).join(', ')}; ${once.trend.length} quarters`,
);
await timeAgainst(
  'kpi',
  `every ship, the fleet and its ${once.trend.length}-quarter trend over ${YEARS} years`,
  100,
  async () => computeKpis(records, period, ships, undefined),
  RUNS,
);
