import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accountBalances, type BalanceFlow } from '../../src/domain/account-balance';
import { instrumentSchema } from '../../src/domain/instrument-schema';
import { deferredPayments, instrumentsDue } from '../../src/domain/reports/flows';
import type { ReportFlow, ReportInstrument } from '../../src/domain/reports/inputs';
import {
  INSTRUMENT_DIRECTIONS,
  INSTRUMENT_STATES,
  historyError,
  initialState,
  isDueIn,
  moveInstrument,
  nextStates,
  portfolioTotals,
  writeError,
  beforeDue,
  receiptFlow,
  type InstrumentDirection,
  type InstrumentFigures,
  type InstrumentState,
  type Movement,
} from '../../src/domain/instruments';

// docs/areas/cheques.md, written out by hand: every move an instrument may make. Every other pair of
// (direction, from, to) is refused with `invalidTransition`.
const ALLOWED: Record<InstrumentDirection, Record<string, InstrumentState[]>> = {
  alinan: {
    portfoyde: ['ciro-edildi', 'tahsile-verildi', 'teminata-verildi', 'iade-edildi'],
    'tahsile-verildi': ['tahsil-edildi', 'karsiliksiz'],
    karsiliksiz: ['iade-edildi', 'tahsil-edildi'],
  },
  verilen: { verildi: ['odendi', 'karsiliksiz'] },
};

const DRAWER = '0190a0a0-0000-7000-8000-0000000000d1';
const ENDORSEE = '0190a0a0-0000-7000-8000-0000000000e1';

const instrument = (yon: InstrumentDirection, durum: InstrumentState, overrides: Partial<InstrumentFigures> = {}): InstrumentFigures => ({
  tur: 'cek',
  yon,
  sirket: '0190a0a0-0000-7000-8000-00000000000a',
  cariHesap: DRAWER,
  miktar: 1_250_075,
  dovizCinsi: 'TL',
  durum,
  hareketler: [{ tarih: '2026-01-02', durum: initialState(yon) }],
  ...overrides,
});

const pairs = INSTRUMENT_DIRECTIONS.flatMap((yon) =>
  INSTRUMENT_STATES.flatMap((from) => INSTRUMENT_STATES.map((to) => ({ yon, from, to, allowed: (ALLOWED[yon][from] ?? []).includes(to) }))),
);

describe('the moves of a cheque or note (docs/areas/cheques.md)', () => {
  it('starts a received one in the portfolio and an issued one as given', () => {
    expect(initialState('alinan')).toBe('portfoyde');
    expect(initialState('verilen')).toBe('verildi');
  });

  it.each(pairs.filter((pair) => pair.allowed))('allows $yon: $from → $to, appending the movement newest last', ({ yon, from, to }) => {
    const before = instrument(yon, from);
    const movement = { tarih: '2026-02-01', durum: to, cariHesap: to === 'ciro-edildi' ? ENDORSEE : undefined, aciklama: 'el ile' };
    const result = moveInstrument(before, movement);
    expect(result).toMatchObject({ ok: true, durum: to });
    if (!result.ok) return;
    expect(result.hareketler).toEqual([...before.hareketler, movement]);
    expect(before.hareketler).toHaveLength(1);
  });

  it.each(pairs.filter((pair) => !pair.allowed))('refuses $yon: $from → $to with invalidTransition', ({ yon, from, to }) => {
    expect(moveInstrument(instrument(yon, from), { tarih: '2026-02-01', durum: to, cariHesap: ENDORSEE })).toEqual({
      ok: false,
      error: 'invalidTransition',
    });
  });

  it('lists exactly the allowed next states of every state', () => {
    for (const yon of INSTRUMENT_DIRECTIONS)
      for (const from of INSTRUMENT_STATES) expect([...nextStates(yon, from)].sort()).toEqual([...(ALLOWED[yon][from] ?? [])].sort());
  });

  it('refuses an endorsement without the endorsee', () => {
    expect(moveInstrument(instrument('alinan', 'portfoyde'), { tarih: '2026-02-01', durum: 'ciro-edildi' })).toEqual({
      ok: false,
      error: 'endorseeRequired',
    });
  });
});

describe('the cash flows a receipt and a move book (docs/areas/cheques.md, Logo’s cheque slips)', () => {
  const flowBase = { sirket: '0190a0a0-0000-7000-8000-00000000000a', tarih: '2026-03-01', miktar: 1_250_075, dovizCinsi: 'TL' };
  const move = (yon: InstrumentDirection, from: InstrumentState, durum: InstrumentState, extra: Record<string, unknown> = {}) => {
    const result = moveInstrument(instrument(yon, from), { tarih: '2026-03-01', durum, ...extra });
    if (!result.ok) throw new Error(result.error);
    return result.booking;
  };

  it('receiving a customer’s cheque is a collection from them, dated the receipt; issuing one pays the supplier at issue', () => {
    const received = {
      ...instrument('alinan', 'portfoyde'),
      duzenlemeTarihi: '2026-01-01',
      hareketler: [{ tarih: '2026-01-05', durum: 'portfoyde' as const }],
    };
    expect(receiptFlow(received)).toEqual({ ...flowBase, tarih: '2026-01-05', tip: 'tahsilat', cariHesap: DRAWER, odemeYontemi: 'cek' });
    const issued = { ...instrument('verilen', 'verildi', { tur: 'senet' }), duzenlemeTarihi: '2026-01-01', hareketler: [] };
    expect(receiptFlow(issued)).toEqual({ ...flowBase, tarih: '2026-01-01', tip: 'odeme', cariHesap: DRAWER, odemeYontemi: 'senet' });
  });

  it('an endorsement pays the endorsee, by cheque, dated the move', () => {
    expect(move('alinan', 'portfoyde', 'ciro-edildi', { cariHesap: ENDORSEE })).toEqual({
      flow: { ...flowBase, tip: 'odeme', cariHesap: ENDORSEE, odemeYontemi: 'cek' },
    });
  });

  it('a bounce and a return from the portfolio reverse the receipt; a bounced one collected after all is collected again', () => {
    expect(move('alinan', 'tahsile-verildi', 'karsiliksiz')).toBe('reverse');
    expect(move('alinan', 'portfoyde', 'iade-edildi')).toBe('reverse');
    expect(move('alinan', 'karsiliksiz', 'iade-edildi')).toBeNull();
    expect(move('alinan', 'karsiliksiz', 'tahsil-edildi')).toEqual({
      flow: { ...flowBase, tip: 'tahsilat', cariHesap: DRAWER, odemeYontemi: 'cek' },
    });
    expect(move('verilen', 'verildi', 'karsiliksiz')).toBe('reverse');
  });

  it.each([
    ['alinan', 'portfoyde', 'tahsile-verildi'],
    ['alinan', 'portfoyde', 'teminata-verildi'],
    ['alinan', 'tahsile-verildi', 'tahsil-edildi'],
    ['verilen', 'verildi', 'odendi'],
  ] as const)('a %s instrument moving %s → %s touches only the bank: nothing', (yon, from, to) => {
    expect(move(yon, from, to)).toBeNull();
  });

  it('an endorsement keeps both balances right: the customer paid 12.500,75 at receipt, the supplier was paid as much at endorsement', () => {
    const booked = move('alinan', 'portfoyde', 'ciro-edildi', { cariHesap: ENDORSEE });
    if (!booked || booked === 'reverse') throw new Error('no flow');
    const all = [receiptFlow({ ...instrument('alinan', 'portfoyde'), duzenlemeTarihi: '2026-01-01' }), booked.flow];
    const flows = (account: string): BalanceFlow[] =>
      all.filter((flow) => flow.cariHesap === account).map((flow, i) => ({ ...flow, id: `${account}-${i}`, fatura: null }));
    const bill = (id: string) => ({
      id,
      faturaTip: 'fatura' as const,
      dovizCinsi: 'TL' as const,
      odenecekTutar: 2_000_000,
      odemePlani: [],
    });
    const customer = accountBalances('musteri', [bill('c')], flows(DRAWER)).currencies[0]!;
    const supplier = accountBalances('tedarikci', [bill('s')], flows(ENDORSEE)).currencies[0]!;
    expect(customer).toMatchObject({ fatura: 2_000_000, odenen: 1_250_075, bakiye: 749_925 });
    expect(supplier).toMatchObject({ fatura: 2_000_000, odenen: 1_250_075, bakiye: 749_925 });
  });

  it('warns of a move before the due date, never refuses it', () => {
    expect(beforeDue('2026-03-31', '2026-03-01')).toBe(true);
    expect(beforeDue('2026-03-31', '2026-03-31')).toBe(false);
    expect(moveInstrument(instrument('alinan', 'tahsile-verildi'), { tarih: '2026-01-01', durum: 'tahsil-edildi' }).ok).toBe(true);
  });
});

describe('report 5 (cek-kredi-odeme-raporu) on the new booking, against hand-computed figures', () => {
  /** The live cash flows an instrument's history books, as the server records them (server/collections/instrument-booking.ts). */
  const booked = (start: InstrumentFigures & { duzenlemeTarihi: string }, moves: Movement[], id: string): ReportFlow[] => {
    const flows: ReportFlow[] = [{ ...receiptFlow(start), id: `${id}-0`, fatura: null }];
    let current: InstrumentFigures = start;
    for (const [at, movement] of moves.entries()) {
      const result = moveInstrument(current, movement);
      if (!result.ok) throw new Error(result.error);
      if (result.booking === 'reverse')
        flows.splice(
          flows.findIndex((flow) => flow.id === `${id}-0`),
          1,
        );
      else if (result.booking) flows.push({ ...result.booking.flow, id: `${id}-${at + 1}`, fatura: null });
      current = { ...current, durum: result.durum, hareketler: result.hareketler };
    }
    return flows;
  };
  const opened = (yon: InstrumentDirection, overrides: Partial<InstrumentFigures>, tarih: string) => ({
    ...instrument(yon, initialState(yon), { hareketler: [{ tarih, durum: initialState(yon) }], ...overrides }),
    duzenlemeTarihi: tarih,
  });

  it('lists an issued cheque at issue, an endorsement at its date, and no bounced note; the customer’s cheque is no payment', () => {
    const flows = [
      // A customer's 1.000,00 TL cheque received 5 January, endorsed to the supplier 10 February.
      ...booked(
        opened('alinan', { miktar: 100_000 }, '2026-01-05'),
        [{ tarih: '2026-02-10', durum: 'ciro-edildi', cariHesap: ENDORSEE }],
        'a',
      ),
      // Our 500,00 TL cheque issued 20 January, paid at the bank 31 March.
      ...booked(opened('verilen', { miktar: 50_000, cariHesap: ENDORSEE }, '2026-01-20'), [{ tarih: '2026-03-31', durum: 'odendi' }], 'b'),
      // Our 300,00 TL note issued 1 February, bounced 1 March: its payment taken back.
      ...booked(
        opened('verilen', { tur: 'senet', miktar: 30_000, cariHesap: ENDORSEE }, '2026-02-01'),
        [{ tarih: '2026-03-01', durum: 'karsiliksiz' }],
        'c',
      ),
    ];
    const report = deferredPayments(
      { bills: [], flows, accounts: [], budgetCodes: [] },
      { sirket: '', from: '2026-01-01', to: '2026-03-31', currency: 'all' },
    );
    expect(report.rows.map((row) => [row.tarih, row.odemeYontemi, row.miktar])).toEqual([
      ['2026-01-20', 'cek', 50_000],
      ['2026-02-10', 'cek', 100_000],
    ]);
    expect(report.totals).toEqual([{ odemeYontemi: 'cek', dovizCinsi: 'TL', count: 2, miktar: 150_000 }]);
  });
});

describe('a written history', () => {
  const opening = { tarih: '2026-01-02', durum: 'portfoyde' as const };

  it('accepts a history of allowed moves ending in the state, with or without the opening entry', () => {
    const moves = [
      { tarih: '2026-02-01', durum: 'tahsile-verildi' as const },
      { tarih: '2026-03-01', durum: 'karsiliksiz' as const },
      { tarih: '2026-04-01', durum: 'tahsil-edildi' as const },
    ];
    expect(historyError('alinan', 'tahsil-edildi', [opening, ...moves])).toBeNull();
    expect(historyError('alinan', 'tahsil-edildi', moves)).toBeNull();
    expect(historyError('alinan', 'portfoyde', [])).toBeNull();
  });

  it('refuses a state the history does not reach, and a skipped step', () => {
    expect(historyError('alinan', 'tahsil-edildi', [opening])).toBe('invalidTransition');
    expect(historyError('alinan', 'tahsil-edildi', [opening, { tarih: '2026-02-01', durum: 'tahsil-edildi' }])).toBe('invalidTransition');
    expect(historyError('verilen', 'portfoyde', [])).toBe('invalidTransition');
  });

  it('refuses an update that rewrites what was written, or turns a moved instrument around', () => {
    const before = {
      yon: 'alinan' as const,
      durum: 'tahsile-verildi' as const,
      hareketler: [opening, { tarih: '2026-02-01', durum: 'tahsile-verildi' as const }],
    };
    expect(writeError(before, { ...before, durum: 'portfoyde', hareketler: [opening] })).toEqual({
      path: 'hareketler',
      message: 'invalidTransition',
    });
    expect(writeError(before, { ...before, yon: 'verilen' })).toEqual({ path: 'yon', message: 'invalidTransition' });
    expect(
      writeError(before, { ...before, durum: 'odendi', hareketler: [...before.hareketler, { tarih: '2026-03-01', durum: 'odendi' }] }),
    ).toEqual({
      path: 'durum',
      message: 'invalidTransition',
    });
    expect(
      writeError(before, {
        ...before,
        durum: 'tahsil-edildi',
        hareketler: [...before.hareketler, { tarih: '2026-03-01', durum: 'tahsil-edildi' }],
      }),
    ).toBeNull();
  });
});

describe('the portfolio figures', () => {
  it('sums per state and currency in minor units', () => {
    const totals = portfolioTotals([
      { durum: 'portfoyde', dovizCinsi: 'TL', miktar: 10_050 },
      { durum: 'portfoyde', dovizCinsi: 'TL', miktar: 20_025 },
      { durum: 'portfoyde', dovizCinsi: 'USD', miktar: 99 },
      { durum: 'karsiliksiz', dovizCinsi: 'TL', miktar: 1 },
    ]);
    expect(totals.get('portfoyde')?.get('TL')).toBe(30_075n);
    expect(totals.get('portfoyde')?.get('USD')).toBe(99n);
    expect(totals.get('karsiliksiz')?.get('TL')).toBe(1n);
  });

  it('tells what is due this week, this month and overdue (open instruments only)', () => {
    const today = '2026-11-27';
    expect(isDueIn('hafta', { vadeTarihi: '2026-12-04', durum: 'portfoyde' }, today)).toBe(true);
    expect(isDueIn('hafta', { vadeTarihi: '2026-12-05', durum: 'portfoyde' }, today)).toBe(false);
    expect(isDueIn('ay', { vadeTarihi: '2026-12-27', durum: 'verildi' }, today)).toBe(true);
    expect(isDueIn('gecmis', { vadeTarihi: '2026-11-26', durum: 'tahsile-verildi' }, today)).toBe(true);
    expect(isDueIn('gecmis', { vadeTarihi: '2026-11-26', durum: 'tahsil-edildi' }, today)).toBe(false);
  });
});

describe('the write schema', () => {
  const body = {
    tur: 'cek',
    yon: 'alinan',
    sirket: '0190a0a0-0000-7000-8000-00000000000a',
    cariHesap: DRAWER,
    seriNo: '  A-0001 ',
    duzenlemeTarihi: '2026-01-02',
    vadeTarihi: '2026-03-02',
    miktar: '12500.75',
    dovizCinsi: 'TL',
    dosya: '0190a0a0-0000-7000-8000-0000000000f1',
  };

  it('defaults the state to the direction’s initial one and reads the amount in minor units', () => {
    expect(v.parse(instrumentSchema, body)).toMatchObject({
      durum: 'portfoyde',
      miktar: 1_250_075,
      seriNo: 'A-0001',
      hareketler: [],
      nakitAkis: null,
    });
    expect(v.parse(instrumentSchema, { ...body, yon: 'verilen' }).durum).toBe('verildi');
  });

  it('refuses a due date before the issue date', () => {
    const result = v.safeParse(instrumentSchema, { ...body, vadeTarihi: '2025-12-31' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('outOfRange');
  });
});

describe('report 5 reads the portfolio', () => {
  const base: ReportInstrument = {
    id: 'a',
    tur: 'cek',
    yon: 'verilen',
    durum: 'verildi',
    seriNo: 'V-1',
    vadeTarihi: '2026-12-10',
    miktar: 100_050,
    dovizCinsi: 'TL',
    sirket: 's1',
    cariHesap: 'c1',
  };
  const data = (instruments: ReportInstrument[]) => ({
    bills: [],
    flows: [],
    accounts: [{ id: 'c1', unvan: 'Tedarikçi A.Ş.', cariTip: 'tedarikci' as const }],
    budgetCodes: [],
    instruments,
  });
  const filter = { sirket: '', from: '2026-12-01', to: '2026-12-31', currency: 'all' as const };

  it('lists the issued instruments still to pay that fall due in the period, by due date, with totals per currency', () => {
    const report = instrumentsDue(
      data([
        base,
        { ...base, id: 'b', vadeTarihi: '2026-12-05', durum: 'karsiliksiz', miktar: 1 },
        { ...base, id: 'c', durum: 'odendi' },
        { ...base, id: 'd', yon: 'alinan', durum: 'portfoyde' },
        { ...base, id: 'e', vadeTarihi: '2027-01-02' },
        { ...base, id: 'f', dovizCinsi: 'USD', miktar: 5 },
      ]),
      filter,
    );
    expect(report.rows.map((row) => row.id)).toEqual(['b', 'a', 'f']);
    expect(report.rows[0]).toMatchObject({ unvan: 'Tedarikçi A.Ş.', seriNo: 'V-1' });
    expect(report.totals.get('TL')).toBe(100_051n);
    expect(report.totals.get('USD')).toBe(5n);
  });
});
