import { addMonths } from '../../src/domain/calendar';
import type { InstrumentInput } from '../../src/domain/instrument-schema';
import { initialState, moveInstrument, type InstrumentDirection, type InstrumentState, type Movement } from '../../src/domain/instruments';
import { decimalText, SCALES } from '../../src/domain/money';
import type { DemoBillAccount } from './demo-bills';

// The demo portfolio of cheques and notes (docs/areas/cheques.md): about ten per company, dated from the
// day of the seed so that the portfolio always shows some due this week, some overdue and every
// state. Each instrument walks its path through the domain's moveInstrument, as the screens move
// one: its history and the cash flows its settlement records come from the same function.

function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

interface DemoInstrument {
  tur: 'cek' | 'senet';
  yon: InstrumentDirection;
  /** The moves after its initial state (an endorsement names the endorsee by `ciro`). */
  path: InstrumentState[];
  /** Days from today of its due date. */
  due: number;
  /** Minor units. */
  amount: number;
  currency: 'TL' | 'USD' | 'EURO';
}

const PORTFOLIO: DemoInstrument[] = [
  { tur: 'cek', yon: 'alinan', path: [], due: 3, amount: 12_500_000, currency: 'TL' },
  { tur: 'cek', yon: 'alinan', path: [], due: 25, amount: 4_750_050, currency: 'TL' },
  { tur: 'senet', yon: 'alinan', path: [], due: -5, amount: 1_800_000, currency: 'TL' },
  { tur: 'cek', yon: 'alinan', path: ['tahsile-verildi'], due: 6, amount: 2_500_000, currency: 'USD' },
  { tur: 'cek', yon: 'alinan', path: ['tahsile-verildi', 'tahsil-edildi'], due: -20, amount: 9_000_000, currency: 'TL' },
  { tur: 'cek', yon: 'alinan', path: ['tahsile-verildi', 'karsiliksiz'], due: -12, amount: 3_300_000, currency: 'TL' },
  { tur: 'cek', yon: 'alinan', path: ['ciro-edildi'], due: 40, amount: 6_000_000, currency: 'TL' },
  { tur: 'senet', yon: 'alinan', path: ['teminata-verildi'], due: 75, amount: 1_500_000, currency: 'EURO' },
  { tur: 'cek', yon: 'verilen', path: [], due: 2, amount: 7_250_000, currency: 'TL' },
  { tur: 'senet', yon: 'verilen', path: ['odendi'], due: -30, amount: 2_000_000, currency: 'TL' },
];

/** More history on the first company (the demo user's): a bounced cheque returned, one collected after bouncing, one returned unpresented, a bounced issued one. */
const MORE: DemoInstrument[] = [
  { tur: 'cek', yon: 'alinan', path: ['tahsile-verildi', 'karsiliksiz', 'iade-edildi'], due: -45, amount: 1_250_000, currency: 'TL' },
  { tur: 'cek', yon: 'alinan', path: ['tahsile-verildi', 'karsiliksiz', 'tahsil-edildi'], due: -35, amount: 5_500_000, currency: 'TL' },
  { tur: 'cek', yon: 'alinan', path: ['iade-edildi'], due: 15, amount: 800_000, currency: 'TL' },
  { tur: 'cek', yon: 'verilen', path: ['karsiliksiz'], due: -8, amount: 1_100_000, currency: 'USD' },
];

/** One demo instrument's body, with its history (the server books its cash flows: instrument-booking.ts). */
export interface DemoInstrumentPlan {
  body: Omit<InstrumentInput, 'dosya' | 'nakitAkis'>;
}

/** The demo instruments of one company. */
export function demoInstrumentPlans(
  sirket: string,
  index: number,
  accounts: readonly DemoBillAccount[],
  today: string,
): DemoInstrumentPlan[] {
  const customers = accounts.filter((account) => account.cariTip === 'musteri');
  const suppliers = accounts.filter((account) => account.cariTip === 'tedarikci');
  if (customers.length === 0 || suppliers.length === 0) return [];
  const demos = index === 0 ? [...PORTFOLIO, ...MORE] : PORTFOLIO;
  return demos.map((demo, n) => {
    const drawer = demo.yon === 'alinan' ? customers[n % customers.length]! : suppliers[n % suppliers.length]!;
    const endorsee = suppliers[(n + 1) % suppliers.length]!;
    const vadeTarihi = addDays(today, demo.due);
    // Received (or issued) two months before its due date, and never after today: the receipt is
    // booked on that day (docs/areas/cheques.md), and each later move a week after the last.
    const twoMonthsBefore = addMonths(vadeTarihi, -2);
    const duzenlemeTarihi = twoMonthsBefore < today ? twoMonthsBefore : addDays(today, -7 * (demo.path.length + 1));
    let state = {
      tur: demo.tur,
      yon: demo.yon,
      sirket,
      cariHesap: drawer.id,
      miktar: demo.amount,
      dovizCinsi: demo.currency,
      durum: initialState(demo.yon),
      hareketler: [{ tarih: duzenlemeTarihi, durum: initialState(demo.yon), aciklama: '' }] as Movement[],
    };
    demo.path.forEach((durum, step) => {
      // Each move a few days apart, the settling one on the due date (never after today).
      const tarih =
        durum === 'tahsil-edildi' || durum === 'odendi'
          ? vadeTarihi < today
            ? vadeTarihi
            : today
          : addDays(duzenlemeTarihi, 7 * (step + 1));
      const movement: Movement = { tarih, durum, aciklama: '', ...(durum === 'ciro-edildi' ? { cariHesap: endorsee.id } : {}) };
      const result = moveInstrument(state, movement);
      if (!result.ok) throw new Error(`demo instrument ${index}-${n}: ${result.error}`);
      state = { ...state, durum: result.durum, hareketler: result.hareketler };
    });
    return {
      body: {
        tur: demo.tur,
        yon: demo.yon,
        sirket,
        cariHesap: drawer.id,
        banka: ['T.C. Ziraat Bankası', 'Türkiye İş Bankası', 'Akbank', 'Garanti BBVA'][n % 4]!,
        sube: ['Tuzla', 'Karaköy', 'Kadıköy', 'Mersin'][index % 4]!,
        hesapNo: String(10_000_000 + index * 1000 + n),
        seriNo: `${demo.tur === 'cek' ? 'CK' : 'SN'}-${index + 1}${String(n + 1).padStart(3, '0')}`,
        duzenlemeTarihi,
        vadeTarihi,
        miktar: decimalText(demo.amount, SCALES.amount),
        dovizCinsi: demo.currency,
        durum: state.durum,
        hareketler: state.hareketler,
      },
    };
  });
}
