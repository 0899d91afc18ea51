import { addMonths } from '../../src/domain/calendar';
import { isManagerCompany, type CertificateInput } from '../../src/domain/certificates';

// The demo ships' certificates (docs/areas/certificates.md), dated from the day of the seed so that the tracker
// always shows a mix: valid, due soon, in a survey window, one survey overdue, one expired and one
// required type missing (MLC). A manager company holds its Document of Compliance too.

function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** `today` shifted by whole months (clamped to the month's end) and days. */
const shifted = (today: string, months: number, days = 0) => addDays(addMonths(today, months), days);

/** The anniversary dates of a certificate issued on `issued` for `years` years (its expiry's day and month). */
const anniversary = (issued: string, n: number) => addMonths(issued, 12 * n);

interface DemoCertificate {
  tur: string;
  /** Months before today it was issued (and days added after). */
  issued: [number, number?];
  years: number | null;
  /** Surveys made, by anniversary number and kind. */
  surveys?: [number, 'yillik' | 'ara'][];
  verenKurulus: string;
}

const SHIP: DemoCertificate[] = [
  { tur: 'SICIL', issued: [-96], years: null, verenKurulus: 'İstanbul Gemi Sicili Müdürlüğü' },
  { tur: 'TONAJ', issued: [-96], years: null, verenKurulus: 'Türk Loydu' },
  // In its first annual window (the anniversary a month ahead).
  { tur: 'KLAS', issued: [-11], years: 5, verenKurulus: 'Türk Loydu' },
  {
    tur: 'YUKHATTI',
    issued: [-28],
    years: 5,
    surveys: [
      [1, 'yillik'],
      [2, 'yillik'],
    ],
    verenKurulus: 'Türk Loydu',
  },
  { tur: 'SOLAS-SC', issued: [-14], years: 5, surveys: [[1, 'yillik']], verenKurulus: 'Türk Loydu' },
  // Due soon: the next annual window opens in about three weeks.
  { tur: 'SOLAS-SE', issued: [-9, 20], years: 5, verenKurulus: 'Türk Loydu' },
  // Overdue: the first annual survey's window closed three months ago.
  { tur: 'SOLAS-SR', issued: [-18], years: 5, verenKurulus: 'Türk Loydu' },
  {
    tur: 'IOPP',
    issued: [-29],
    years: 5,
    surveys: [
      [1, 'yillik'],
      [2, 'ara'],
    ],
    verenKurulus: 'Türk Loydu',
  },
  {
    tur: 'IAPP',
    issued: [-29],
    years: 5,
    surveys: [
      [1, 'yillik'],
      [2, 'ara'],
    ],
    verenKurulus: 'Türk Loydu',
  },
  { tur: 'IEE', issued: [-60], years: null, verenKurulus: 'Türk Loydu' },
  { tur: 'ISPP', issued: [-24], years: 5, verenKurulus: 'Türk Loydu' },
  { tur: 'BWM', issued: [-5], years: 5, verenKurulus: 'Türk Loydu' },
  { tur: 'AFS', issued: [-60], years: null, verenKurulus: 'Türk Loydu' },
  { tur: 'ISSC', issued: [-12], years: 5, verenKurulus: 'Ulaştırma ve Altyapı Bakanlığı' },
  { tur: 'SMC', issued: [-12], years: 5, verenKurulus: 'Ulaştırma ve Altyapı Bakanlığı' },
  { tur: 'MSMC', issued: [-36], years: null, verenKurulus: 'Ulaştırma ve Altyapı Bakanlığı' },
  // Insurance, renewed yearly: the CLC expires in about six weeks, the P&I expired last month.
  { tur: 'CLC', issued: [-11, -15], years: 1, verenKurulus: 'Gard P&I' },
  { tur: 'BUNKER-CLC', issued: [-4], years: 1, verenKurulus: 'Gard P&I' },
  { tur: 'WRC', issued: [-4], years: 1, verenKurulus: 'Gard P&I' },
  { tur: 'PI', issued: [-13], years: 1, verenKurulus: 'Gard P&I' },
  { tur: 'HM', issued: [-3], years: 1, verenKurulus: 'Türk Sigorta' },
];

/** The bodies of one demo company's certificates, as `POST /api/sertifika` takes them. */
export function demoCertificateBodies(sirket: string, index: number, tip: string, today: string): CertificateInput[] {
  const body = (demo: DemoCertificate, sahip: 'gemi' | 'sirket', number: number): CertificateInput => {
    const duzenlemeTarihi = shifted(today, demo.issued[0], demo.issued[1] ?? 0);
    return {
      sirket,
      sahip,
      tur: demo.tur,
      numara: `${demo.tur}-${index + 1}${String(number).padStart(3, '0')}`,
      verenKurulus: demo.verenKurulus,
      duzenlemeTarihi,
      gecerlilikTarihi: demo.years === null ? null : addMonths(duzenlemeTarihi, 12 * demo.years),
      sorveyler: (demo.surveys ?? []).map(([n, tur]) => ({ tur, tarih: addDays(anniversary(duzenlemeTarihi, n), -10) })),
    };
  };
  const company: DemoCertificate[] = [
    { tur: 'VERGI-LEVHASI', issued: [-4], years: null, verenKurulus: 'Gelir İdaresi Başkanlığı' },
    { tur: 'IMZA-SIRKULERI', issued: [-30], years: null, verenKurulus: 'Beşiktaş 12. Noterliği' },
  ];
  if (isManagerCompany(tip)) {
    company.push({ tur: 'DOC', issued: [-20], years: 5, surveys: [[1, 'yillik']], verenKurulus: 'Ulaştırma ve Altyapı Bakanlığı' });
  }
  return [...SHIP.map((demo, n) => body(demo, 'gemi', n + 1)), ...company.map((demo, n) => body(demo, 'sirket', n + 1))];
}
