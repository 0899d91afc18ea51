// Payroll on the device (docs/areas/payroll.md, issue 50): the month's wage sheets of a fleet of 10
// ships × 25 crew by the pure `wageSheet` in Node's V8, the engine of the device's Chromium: each
// crew member with four wage parts, overtime, two deductions and the statutory figures (half of them
// Turkish, half of those paid in USD at the sheet's rate); a quarter signed on or off inside the
// month. Median and p95 of `BENCH_RUNS` (50). Goal: ≤ 50 ms for the fleet. Run: npm run bench:payroll
import type { Currency } from '../src/domain/currency';
import { wageSheet, type LineEntry, type PayrollAssignment, type PayrollPerson, type WageSheetInput } from '../src/domain/payroll';
import { timeAgainst } from './lib/timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const SHIPS = 10;
const CREW = 25;
const pad = (n: number) => String(n).padStart(2, '0');

const sheets: WageSheetInput[] = [];
for (let s = 0; s < SHIPS; s++) {
  const sirket = `gemi-${s}`;
  const gorevlendirmeler: PayrollAssignment[] = [];
  const personeller: PayrollPerson[] = [];
  const satirlar: LineEntry[] = [];
  for (let c = 0; c < CREW; c++) {
    const id = `${sirket}-${c}`;
    const dovizCinsi: Currency = c % 4 === 0 ? 'TL' : 'USD';
    const monthly = dovizCinsi === 'TL' ? 4_500_000 + c * 10_000 : 90_000 + c * 1_500;
    gorevlendirmeler.push({
      _id: id,
      personel: `p-${id}`,
      sirket,
      rutbe: c === 0 ? 'kaptan' : 'usta-gemici',
      binisTarihi: c % 4 === 1 ? `2026-03-${pad(5 + (c % 20))}` : '2026-01-10',
      inisTarihi: c % 8 === 3 ? `2026-03-${pad(10 + (c % 15))}` : null,
      ucretKalemleri: [
        { tur: 'temel', tutar: monthly, dovizCinsi },
        { tur: 'sabit-mesai', tutar: Math.round(monthly / 2), dovizCinsi },
        { tur: 'izin', tutar: Math.round(monthly / 4), dovizCinsi },
        { tur: 'harclik', tutar: 6_000, dovizCinsi },
      ],
      fazlaMesaiSaatUcreti: 725,
    });
    personeller.push(c % 2 === 0 ? { _id: `p-${id}`, tcKimlikNo: '10000000146' } : { _id: `p-${id}`, uyruk: 'Filipinler' });
    satirlar.push({
      gorevlendirme: id,
      fazlaMesaiSaat: 10_500 + c * 250,
      kesintiler: [
        { tur: 'avans', tutar: 10_000 },
        { tur: 'kantin', tutar: 3_540 + c },
      ],
    });
  }
  sheets.push({
    sirket,
    donem: '2026-03',
    gorevlendirmeler,
    satirlar,
    personeller,
    yasal: { tugs: s % 2 === 0, kurlar: { USD: 431_234 } },
  });
}

const fleet = () => sheets.map((input) => wageSheet(input));
const result = fleet();
const lines = result.reduce((n, sheet) => n + sheet.satirlar.length, 0);
const withStatutory = result.reduce((n, sheet) => n + sheet.satirlar.filter((line) => line.yasal).length, 0);
console.log(
  `payroll: ${SHIPS} ships × ${CREW} crew, ${lines} lines (${withStatutory} with statutory figures); ship 0 totals ${JSON.stringify(result[0]?.toplamlar)}`,
);
await timeAgainst('payroll', `wage sheets of ${SHIPS} ships × ${CREW} crew`, 50, async () => fleet(), RUNS);
