// Loan schedules on the device (docs/areas/loans.md, issue 51): the schedule of a 20-year loan
// repaid quarterly (80 periods, equal principal with a balloon) at Term SOFR + margin ACT/360 with a
// fixing for every period and two prepayments, made 1,000 times (a fleet's loans re-computed many
// times over), by the pure function in Node's V8, the engine of the device's Chromium; and its
// security cover as of a date. Median and p95 of `BENCH_RUNS` (20) batches. Goal: ≤ 1,000 ms per
// 1,000 (1 ms a schedule: the loans list of a 50-ship fleet, each loan's balance, next instalment and
// cover, within 50 ms). Run: npm run bench:loans
import { addMonths } from '../src/domain/calendar';
import { loanSchedule, securityCover, type Loan } from '../src/domain/loans';
import { timeAgainst } from './lib/timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const BATCH = 1_000;

const loan: Loan = {
  tutar: 4_500_000_000,
  dovizCinsi: 'USD',
  kullanimTarihi: '2026-03-31',
  faiz: { tur: 'degisken', marjYuzde: 235_000, tabanYuzde: 0, gunSayimi: 'ACT/360' },
  taksitPlani: { adet: 80, periyotAy: 3, balon: 1_500_000_000 },
  fixingler: Array.from({ length: 80 }, (_, i) => ({
    baslangic: addMonths('2026-03-31', i * 3),
    referansYuzde: 380_000 + ((i * 7_919) % 150_000),
  })),
  teminatOraniYuzde: 130_000,
  degerlemeler: [
    { tarih: '2026-03-01', deger: 6_200_000_000 },
    { tarih: '2030-06-30', deger: 3_100_000_000 },
  ],
  erkenOdemeler: [
    { tarih: '2031-05-15', tutar: 250_000_000 },
    { tarih: '2036-03-31', tutar: 400_000_000 },
  ],
};

const schedule = loanSchedule(loan);
console.log(
  `loan: ${schedule.donemler.length} periods (80 instalments, one prepayment on an instalment date, one between), interest ${schedule.toplamFaiz}, last due ${schedule.donemler.at(-1)?.bitis}`,
);
console.log(`cover on 2030-07-01: ${JSON.stringify(securityCover(loan, '2030-07-01'))}`);
await timeAgainst(
  'loans',
  `${BATCH} × a 20-year quarterly schedule`,
  1_000,
  async () => {
    for (let i = 0; i < BATCH; i++) loanSchedule(loan);
  },
  RUNS,
);
await timeAgainst(
  'loans',
  `${BATCH} × the security cover of that loan`,
  1_000,
  async () => {
    for (let i = 0; i < BATCH; i++) securityCover(loan, '2030-07-01');
  },
  RUNS,
);
