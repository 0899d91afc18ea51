import { describe, expect, it } from 'vitest';
import {
  INSTRUMENT_STATES,
  initialState,
  moveInstrument,
  nextStates,
  portfolioTotals,
  type InstrumentFigures,
} from '../../src/domain/instruments';

// docs/areas/cheques.md.
const received: InstrumentFigures = {
  tur: 'cek',
  yon: 'alinan',
  sirket: 's1',
  cariHesap: 'drawer',
  miktar: 1_250_000,
  dovizCinsi: 'TL',
  durum: 'portfoyde',
  hareketler: [{ tarih: '2026-11-01', durum: 'portfoyde' }],
};

describe('moves', () => {
  it('a received instrument starts in the portfolio, an issued one as given', () => {
    expect(initialState('alinan')).toBe('portfoyde');
    expect(initialState('verilen')).toBe('verildi');
  });

  it('follow the chart exactly; every other move is invalidTransition', () => {
    const allowed = {
      alinan: {
        portfoyde: ['ciro-edildi', 'tahsile-verildi', 'teminata-verildi', 'iade-edildi'],
        'tahsile-verildi': ['tahsil-edildi', 'karsiliksiz'],
        karsiliksiz: ['iade-edildi', 'tahsil-edildi'],
      },
      verilen: { verildi: ['odendi', 'karsiliksiz'] },
    } as const;
    for (const yon of ['alinan', 'verilen'] as const) {
      for (const from of INSTRUMENT_STATES) {
        const expected: readonly string[] = (allowed[yon] as Record<string, readonly string[]>)[from] ?? [];
        expect([...nextStates(yon, from)].sort()).toEqual([...expected].sort());
        for (const to of INSTRUMENT_STATES) {
          const result = moveInstrument({ ...received, yon, durum: from }, { tarih: '2026-11-20', durum: to, cariHesap: 'endorsee' });
          expect(result.ok).toBe(expected.includes(to));
          if (!result.ok) expect(result.error).toBe('invalidTransition');
        }
      }
    }
  });

  it('collecting a received cheque at the bank puts the movement last in the history and books nothing', () => {
    const result = moveInstrument({ ...received, durum: 'tahsile-verildi' }, { tarih: '2026-12-15', durum: 'tahsil-edildi' });
    expect(result).toEqual({
      ok: true,
      durum: 'tahsil-edildi',
      hareketler: [...received.hareketler, { tarih: '2026-12-15', durum: 'tahsil-edildi' }],
      booking: null,
    });
  });

  it('an endorsement pays the endorsee, and needs the endorsee', () => {
    expect(moveInstrument(received, { tarih: '2026-11-20', durum: 'ciro-edildi' })).toEqual({ ok: false, error: 'endorseeRequired' });
    const result = moveInstrument(received, { tarih: '2026-11-20', durum: 'ciro-edildi', cariHesap: 'supplier' });
    expect(result.ok && result.booking).toEqual({
      flow: {
        tip: 'odeme',
        sirket: 's1',
        cariHesap: 'supplier',
        tarih: '2026-11-20',
        miktar: 1_250_000,
        dovizCinsi: 'TL',
        odemeYontemi: 'cek',
      },
    });
  });

  it('paying an issued note at the bank books nothing (it paid the supplier at issue); a bounce reverses that payment', () => {
    const issued: InstrumentFigures = {
      ...received,
      tur: 'senet',
      yon: 'verilen',
      durum: 'verildi',
      cariHesap: 'payee',
      dovizCinsi: 'USD',
    };
    const paid = moveInstrument(issued, { tarih: '2027-01-10', durum: 'odendi' });
    expect(paid.ok && paid.booking).toBeNull();
    const bounced = moveInstrument(issued, { tarih: '2027-01-10', durum: 'karsiliksiz' });
    expect(bounced.ok && bounced.booking).toBe('reverse');
  });
});

describe('portfolioTotals', () => {
  it('sums per state and currency', () => {
    const totals = portfolioTotals([
      { durum: 'portfoyde', dovizCinsi: 'TL', miktar: 1_250_000 },
      { durum: 'portfoyde', dovizCinsi: 'TL', miktar: 75_050 },
      { durum: 'portfoyde', dovizCinsi: 'USD', miktar: 10_000 },
      { durum: 'karsiliksiz', dovizCinsi: 'TL', miktar: 1 },
    ]);
    expect(totals.get('portfoyde')).toEqual(
      new Map([
        ['TL', 1_325_050n],
        ['USD', 10_000n],
      ]),
    );
    expect(totals.get('karsiliksiz')).toEqual(new Map([['TL', 1n]]));
  });
});
