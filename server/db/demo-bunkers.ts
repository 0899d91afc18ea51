import { addMonths } from '../../src/domain/calendar';
import type { BdnInput } from '../../src/domain/bdn';
import type { ShipReportInput } from '../../src/domain/ship-report';
import { toMajor } from '../../src/domain/money';

// A demo ship's year of bunkers and weekly reports (docs/areas/bunkers-and-emissions.md), made by one simulation so that
// they agree: every report's ROB is the previous ROB less the week's consumption plus the BDNs
// delivered in between, to the kg. The ship burns VLSFO in its main engine and MGO in its generators;
// it bunkers in port when its VLSFO falls below 380 t or its MGO below 45 t. One note per ship is
// older than three years (past its retention), two carry warnings (sulphur, flash point).

/** A weekly report's figures, in whole units: kg, tenths of a mile and of an hour. */
export interface DemoReport {
  zaman: string;
  durum: 'seyir' | 'limanda' | 'demirde';
  enlem: number;
  boylam: number;
  sonLiman: string;
  sonrakiLiman: string;
  eta: string;
  mesafe: number;
  seyirSaati: number;
  tuketim: { VLSFO: number; MGO: number };
  rob: { VLSFO: number; MGO: number };
  yuk: string;
  yukKg: number;
}

const PORTS: { name: string; lat: number; lon: number }[] = [
  { name: 'İzmit', lat: 40.76, lon: 29.92 },
  { name: 'Pire', lat: 37.94, lon: 23.63 },
  { name: 'Algeciras', lat: 36.13, lon: -5.43 },
  { name: 'Rotterdam', lat: 51.95, lon: 4.14 },
  { name: 'Novorossiysk', lat: 44.72, lon: 37.79 },
  { name: 'İskenderiye', lat: 31.18, lon: 29.87 },
];

const CARGOES = ['Buğday', 'Demir cevheri', 'Kömür', 'Gübre', 'Çelik bobin'];

function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** The Monday on or before `date`. */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** A deterministic spread of 0 … n−1 for ship `index` and week `week`. */
const spread = (index: number, week: number, n: number) => (index * 7919 + week * 104_729) % n;

export interface DemoBunkerYear {
  bdns: BdnInput[];
  reports: DemoReport[];
}

/** Ship `index`'s last 52 weekly reports before `today` (Mondays, 12:00 UTC) and its BDNs. */
export function demoBunkerYear(sirket: string, index: number, today: string): DemoBunkerYear {
  const bdns: BdnInput[] = [];
  const reports: DemoReport[] = [];
  const tonnes = (kg: number) => toMajor(kg, 3);
  // Past its retention: a note from three and a half years ago.
  bdns.push({
    sirket,
    bdnNo: `BDN-${index + 1}-0001`,
    tarih: addMonths(today, -42),
    liman: 'Pire',
    yakit: 'VLSFO',
    miktarMt: 650,
    yogunluk15: 989.5,
    kukurtYuzde: 0.47,
    parlamaNoktasi: 72,
    viskozite: 320,
    numuneMuhurleri: [`M-${index + 1}0001`, `S-${index + 1}0001`],
    aciklama: '',
  });
  let rob = { VLSFO: 760_000 + index * 40_000, MGO: 95_000 };
  let port = index % PORTS.length;
  let next = (port + 1) % PORTS.length;
  let number = 1;
  const first = addDays(mondayOf(addDays(today, -1)), -7 * 51);
  for (let week = 0; week < 52; week++) {
    const date = addDays(first, 7 * week);
    // Five weeks at sea, one in port, and a week at anchor every third voyage.
    const phase = week % 6;
    const durum = phase === 5 ? 'limanda' : phase === 2 && week % 18 === 2 ? 'demirde' : 'seyir';
    const atSea = durum === 'seyir';
    const tuketim = {
      VLSFO: atSea ? 118_000 + spread(index, week, 9) * 1_000 : 12_000 + spread(index, week, 5) * 500,
      MGO: 9_000 + spread(index, week, 4) * 500,
    };
    const mesafe = atSea ? 19_500 + spread(index, week, 11) * 100 : 0;
    rob = { VLSFO: rob.VLSFO - tuketim.VLSFO, MGO: rob.MGO - tuketim.MGO };
    // Bunkers delivered in port, the day before the report.
    if (durum === 'limanda') {
      const liman = PORTS[next]!.name;
      // A delivery the day before, its seals numbered after the note.
      const deliver = (
        yakit: 'VLSFO' | 'MGO',
        kg: number,
        fields: Pick<BdnInput, 'yogunluk15' | 'kukurtYuzde' | 'parlamaNoktasi'>,
        seals: string[],
      ) => {
        rob[yakit] += kg;
        number++;
        const serial = `${index + 1}${String(number).padStart(4, '0')}`;
        bdns.push({
          sirket,
          bdnNo: `BDN-${index + 1}-${String(number).padStart(4, '0')}`,
          tarih: addDays(date, -1),
          liman,
          yakit,
          miktarMt: tonnes(kg),
          ...fields,
          ...(yakit === 'VLSFO' ? { viskozite: 350 } : {}),
          numuneMuhurleri: seals.map((seal) => `${seal}-${serial}`),
          aciklama: '',
        });
      };
      if (rob.VLSFO < 380_000 + 240_000) {
        // One delivery above the 0,50 % cap.
        deliver(
          'VLSFO',
          700_000 + spread(index, week, 7) * 10_000,
          { yogunluk15: 990.1, kukurtYuzde: number + 1 === 3 ? 0.52 : 0.48, parlamaNoktasi: 70 },
          ['M', 'S'],
        );
      }
      if (rob.MGO < 45_000 + 60_000) {
        // One delivery below the 60 °C flash point.
        deliver('MGO', 80_000, { yogunluk15: 855.4, kukurtYuzde: 0.08, parlamaNoktasi: number + 1 === 4 ? 58 : 64 }, ['M']);
      }
      port = next;
      next = (next + 1 + spread(index, week, 2)) % PORTS.length;
      if (next === port) next = (next + 1) % PORTS.length;
    }
    // At sea, a position between the last port and the next.
    const [from, to] = [PORTS[port]!, PORTS[next]!];
    const share = durum === 'limanda' ? 0 : (phase + 1) / 6;
    reports.push({
      zaman: `${date}T12:00:00.000Z`,
      durum,
      enlem: Math.round((from.lat + (to.lat - from.lat) * share) * 10_000) / 10_000,
      boylam: Math.round((from.lon + (to.lon - from.lon) * share) * 10_000) / 10_000,
      sonLiman: from.name,
      sonrakiLiman: to.name,
      eta: addDays(date, 6 - phase),
      mesafe,
      seyirSaati: atSea ? 1_680 : 0,
      tuketim,
      rob,
      yuk: CARGOES[(index + Math.floor(week / 6)) % CARGOES.length]!,
      yukKg: 28_000_000 + spread(index, week, 13) * 100_000,
    });
  }
  return { bdns, reports };
}

/** A demo report as `POST /api/operasyon/gemi-raporu` takes it (major units). */
export function demoReportBody(sirket: string, report: DemoReport): ShipReportInput {
  const mt = (kg: number) => toMajor(kg, 3);
  return {
    sirket,
    zaman: report.zaman,
    durum: report.durum,
    enlem: report.enlem,
    boylam: report.boylam,
    sonLiman: report.sonLiman,
    sonrakiLiman: report.sonrakiLiman,
    eta: `${report.eta}T06:00:00.000Z`,
    mesafeNm: toMajor(report.mesafe, 1),
    seyirSaati: toMajor(report.seyirSaati, 1),
    tuketim: { VLSFO: mt(report.tuketim.VLSFO), MGO: mt(report.tuketim.MGO) },
    rob: { VLSFO: mt(report.rob.VLSFO), MGO: mt(report.rob.MGO) },
    yuk: { cins: report.yuk, miktarMt: mt(report.yukKg) },
    aciklama: '',
  };
}
