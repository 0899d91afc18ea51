// A bank statement's import on the device (docs/areas/bank-statements.md, issue 52): an MT940 file of
// `BENCH_LINES` (2,000) lines read by `parseMt940` (src/domain/statements/mt940.ts: the raw text kept,
// decimal-comma amounts to minor units) and every line matched by `matchStatementLines` against
// `BENCH_ITEMS` (10,000) open items — bills of 500 accounts, bank orders, cheques — plus 2,000 cash
// flows already recorded. The lines are a mix: a third name a bill, a fifth only the payer's IBAN,
// a tenth pay a bill less a bank charge, a tenth pay two bills at once, the rest match nothing.
// Node's V8, the engine of the device's Chromium; a fresh `OpenItems` each round, so the index is
// built every time. Min, median and max of `BENCH_RUNS` (7). Goal: ≤ 2 s. Run: npm run bench:statements
import { performance } from 'node:perf_hooks';
import { composeIBAN } from 'ibantools';
import { matchStatementLines, type OpenItems } from '../src/domain/statements/match';
import { parseMt940 } from '../src/domain/statements/mt940';
import { statementBalanceError } from '../src/domain/statements/statement';

const LINES = Number(process.env.BENCH_LINES ?? 2000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ACCOUNTS = 500;

const iban = (n: number) => composeIBAN({ countryCode: 'TR', bban: `00062000${String(n).padStart(14, '0')}` })!;
const mt940Money = (kurus: number) => `${Math.trunc(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`;
const day = (n: number) => `2026-12-${String((n % 28) + 1).padStart(2, '0')}`;

function book(): OpenItems {
  const cariler = Array.from({ length: ACCOUNTS }, (_, n) => ({
    _id: `acc${n}`,
    unvan: `Cari Hesap ${n} Denizcilik A.Ş.`,
    bankalar: [{ iban: iban(n) }],
  }));
  const bills = Math.round(ITEMS * 0.8);
  const faturalar = Array.from({ length: bills }, (_, n) => ({
    _id: `b${n}`,
    tip: n % 2 === 0 ? ('giden' as const) : ('gelen' as const),
    faturaProformaNo: `FT-2026-${String(n).padStart(6, '0')}`,
    tarih: day(n),
    dovizCinsi: 'TL' as const,
    cariHesap: `acc${n % ACCOUNTS}`,
    kalan: 100_000 + ((n * 7919) % 9_000_000),
  }));
  const orders = Math.round(ITEMS * 0.1);
  const talimatlar = Array.from({ length: orders }, (_, n) => ({
    _id: `o${n}`,
    ref: `BT-2026-${String(n).padStart(4, '0')}`,
    tarih: day(n),
    miktar: 50_000 + ((n * 104_729) % 5_000_000),
    dovizCinsi: 'TL' as const,
    cariHesap: `acc${n % ACCOUNTS}`,
    fatura: null,
    nakitAkis: null,
  }));
  const cekSenetler = Array.from({ length: ITEMS - bills - orders }, (_, n) => ({
    _id: `c${n}`,
    seriNo: String(7_000_000 + n),
    yon: 'alinan' as const,
    durum: 'tahsile-verildi' as const,
    vadeTarihi: day(n),
    miktar: 200_000 + ((n * 15_485_863) % 3_000_000),
    dovizCinsi: 'TL' as const,
    cariHesap: `acc${n % ACCOUNTS}`,
  }));
  const nakitAkislari = Array.from({ length: 2000 }, (_, n) => ({
    _id: `nf${n}`,
    tip: 'tahsilat' as const,
    tarih: day(n),
    miktar: 100_000 + ((n * 7919) % 9_000_000),
    dovizCinsi: 'TL' as const,
    cariHesap: `acc${n % ACCOUNTS}`,
    fatura: null,
  }));
  return { faturalar, talimatlar, cekSenetler, nakitAkislari, cariler };
}

/** The statement: line `i` pays one of the book's customers' bills in the way its number picks. */
function statement(open: OpenItems): string {
  const customerBills = open.faturalar.filter((bill) => bill.tip === 'giden');
  let body = '';
  let total = 0;
  for (let i = 0; i < LINES; i++) {
    const bill = customerBills[(i * 37) % customerBills.length]!;
    const other = customerBills[(i * 37 + ACCOUNTS / 2) % customerBills.length]!;
    const account = Number(bill.cariHesap.slice(3));
    const kind = i % 10;
    let amount = bill.kalan;
    let details = `EFT GELEN CARI HESAP ${account} DENIZCILIK`;
    if (kind < 3) details += ` ${bill.faturaProformaNo} NOLU FATURA ODEMESI`;
    else if (kind < 5) details += ` IBAN: ${open.cariler[account]!.bankalar[0]!.iban}`;
    else if (kind === 5) {
      amount -= 75;
      details += ` ${bill.faturaProformaNo}`;
    } else if (kind === 6) {
      amount += other.cariHesap === bill.cariHesap ? other.kalan : 0;
      details += ` ${bill.faturaProformaNo} ${other.faturaProformaNo}`;
    } else {
      amount = 1_234 + i;
      details = `HAVALE ${i}`;
    }
    total += amount;
    const date = day(i).slice(2).replace(/-/g, '');
    body += `:61:${date}${date.slice(2)}C${mt940Money(amount)}NTRFNONREF//${String(i).padStart(10, '0')}\n:86:${details}\n`;
  }
  return `:20:BENCH\n:25:TR570006200011900006298765\n:28C:00001/001\n:60F:C261130TRY0,00\n${body}:62F:C261231TRY${mt940Money(total)}\n-\n`;
}

const file = statement(book());
// The statement is read and adds up, or the bench measures something else.
const check = parseMt940(file);
if (!check.ok || check.ekstreler[0]!.satirlar.length !== LINES || statementBalanceError(check.ekstreler[0]!)) {
  throw new Error(`bench statement not read as expected: ${check.ok ? 'balance' : check.error}`);
}
const states = matchStatementLines(
  check.ekstreler[0]!.satirlar.map((line) => ({ ...line, dovizCinsi: 'TL' as const })),
  book(),
).reduce<Record<string, number>>((counts, result) => ({ ...counts, [`${result.kural}`]: (counts[`${result.kural}`] ?? 0) + 1 }), {});

const times: number[] = [];
const parseTimes: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const open = book();
  const start = performance.now();
  const parsed = parseMt940(file);
  const parsedAt = performance.now();
  if (!parsed.ok) throw new Error(parsed.error);
  matchStatementLines(
    parsed.ekstreler[0]!.satirlar.map((line) => ({ ...line, dovizCinsi: 'TL' as const })),
    open,
  );
  times.push(performance.now() - start);
  parseTimes.push(parsedAt - start);
}
times.sort((a, b) => a - b);
parseTimes.sort((a, b) => a - b);
const median = (values: number[]) => values[Math.floor(values.length / 2)]!;
console.log(
  `parseMt940 + matchStatementLines: ${LINES} lines (${Math.round(file.length / 1024)} KB) against ${ITEMS} open items, ${RUNS} runs`,
);
console.log(`  lines by rule: ${JSON.stringify(states)}`);
console.log(
  `  min ${times[0]!.toFixed(1)} ms, median ${median(times).toFixed(1)} ms, max ${times[RUNS - 1]!.toFixed(1)} ms (goal ≤ 2000 ms); parse alone median ${median(parseTimes).toFixed(1)} ms`,
);
