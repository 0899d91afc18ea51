import type { JobState, WorkReportInput, WorkReportJob, WorkReportKind } from '../../src/domain/work-report';

/** A demo report's body, its kind and jobs typed as the domain's. */
export type DemoWorkReport = WorkReportInput & { tur: WorkReportKind; isler: WorkReportJob[] };
import { periodOf, shiftPeriod } from '../../src/domain/work-report';

// A demo ship's recent work reports (docs/areas/work-reports.md): the last four weeks and the last two months,
// a handful per ship so the first pull stays small. Jobs move on from one report to the next: a job
// in progress one week is done the next, and the defects named in one stay open until fixed.

const JOBS = [
  'Ana makine silindir kapağı bakımı',
  'Jeneratör 2 yakıt enjektörü değişimi',
  'Balast pompası conta değişimi',
  'Güverte vinci tel halat kontrolü',
  'Can salı yıllık servisi',
  'Ambar kapağı contalarının yenilenmesi',
  'Yangın pompası test ve bakımı',
  'Kazan su analizi ve kimyasal dozaj',
  'Sintine separatörü (OWS) filtre değişimi',
  'Kıç pik tankı paslanma kontrolü ve boya',
];

const DEFECTS = [
  'Jeneratör 2 turboşarj yağ kaçağı; parça siparişte.',
  'İskele kıç ambar kapağı hidroliğinde basınç düşüşü.',
  '',
  'Köprüüstü radar 2 ekranında ara sıra görüntü kaybı.',
];

/** A deterministic spread of 0 … n−1 for ship `index` and report `step`. */
const spread = (index: number, step: number, n: number) => (index * 7919 + step * 104_729) % n;

/** A report whose last `pending` jobs are not done yet (the first of them in progress). */
function report(sirket: string, index: number, tur: WorkReportKind, donem: string, pending: number): DemoWorkReport {
  const size = tur === 'haftalik' ? 3 : 5;
  const first = spread(index, pending, JOBS.length);
  const isler = Array.from({ length: size }, (_, position) => {
    const durum: JobState = position < size - pending ? 'tamamlandi' : position === size - pending ? 'devam' : 'planlandi';
    return { baslik: JOBS[(first + position) % JOBS.length]!, durum, aciklama: '' };
  });
  return { sirket, tur, donem, isler, arizalar: DEFECTS[spread(index, pending, DEFECTS.length)]!, dosyalar: [] };
}

/** Ship `index`'s work reports: the four weeks and the two months before the one `today` is in. */
export function demoWorkReportBodies(sirket: string, index: number, today: string): DemoWorkReport[] {
  const bodies: DemoWorkReport[] = [];
  for (const [tur, count] of [
    ['haftalik', 4],
    ['aylik', 2],
  ] as const) {
    const current = periodOf(tur, today);
    // The oldest has every job done; each later one has one more still to do.
    for (let step = count; step >= 1; step -= 1) bodies.push(report(sirket, index, tur, shiftPeriod(tur, current, -step), count - step));
  }
  return bodies;
}
