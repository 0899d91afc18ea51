import { describe, expect, it } from 'vitest';
import { billSchema, UNITS } from '../../src/domain/bill';
import { validate } from '../../src/domain/validation';

const ID = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** A valid body as the form sends it: figures in major units. */
const body = (overrides: Record<string, unknown> = {}) => ({
  tip: 'gelen',
  faturaTip: 'fatura',
  faturaProformaNo: 'A-2026-0001',
  tarih: '2026-01-31',
  dovizCinsi: 'USD',
  sirket: ID(1),
  cariHesap: ID(2),
  kalemler: [{ butceKodu: ID(3), adi: 'Bunker IFO 380', miktar: 2.5, birim: 'ton', birimFiyat: 400, iskonto: 0, kdv: 20 }],
  // 2.5 × 400 = 1000.00 + 20 % = 1200.00
  odemePlani: [
    { tarih: '2026-01-31', miktar: 600 },
    { tarih: '2026-02-28', miktar: 600 },
  ],
  taksitSayisi: 2,
  aciklama: '',
  faturaFile: ID(4),
  ...overrides,
});

const errorsOf = (input: unknown) => {
  const result = validate(billSchema, input);
  return result.ok ? [] : result.errors;
};

describe('the bill schema', () => {
  it('turns a valid body into integers at their scales', () => {
    const result = validate(billSchema, body());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.kalemler[0]).toMatchObject({ miktar: 2500, birimFiyat: 4000000, iskonto: 0, kdv: 20000, id: '' });
    expect(result.value.odemePlani.map((row) => row.miktar)).toEqual([60000, 60000]);
    expect(result.value.faturaFile).toBe(ID(4));
  });

  it('takes the file as an id, an uploaded file or a file kept on the device', () => {
    for (const faturaFile of [
      { _id: ID(4), name: 'f.pdf' },
      { keptId: ID(4), name: 'f.pdf', size: 3 },
    ]) {
      const result = validate(billSchema, body({ faturaFile }));
      expect(result.ok && result.value.faturaFile).toBe(ID(4));
    }
  });

  it('requires what docs/areas/bills.md requires', () => {
    const errors = errorsOf({});
    const paths = Object.fromEntries(errors.map((e) => [e.path, e.message]));
    expect(paths).toMatchObject({
      tip: 'required',
      faturaTip: 'required',
      tarih: 'required',
      dovizCinsi: 'required',
      cariHesap: 'required',
      kalemler: 'required',
      odemePlani: 'required',
      taksitSayisi: 'required',
      faturaFile: 'required',
    });
    expect(errorsOf(body({ sirket: '' }))).toEqual([{ path: 'sirket', message: 'chooseCompany' }]);
    expect(errorsOf(body({ kalemler: [], odemePlani: [] }))).toEqual([
      { path: 'kalemler', message: 'required' },
      { path: 'odemePlani', message: 'required' },
    ]);
    expect(
      errorsOf(body({ kalemler: [{}] }))
        .map((e) => e.path)
        .sort(),
    ).toEqual(
      ['kalemler.0.adi', 'kalemler.0.birim', 'kalemler.0.birimFiyat', 'kalemler.0.butceKodu', 'kalemler.0.kdv', 'kalemler.0.miktar'].sort(),
    );
    expect(errorsOf(body({ taksitSayisi: 0 }))).toEqual([{ path: 'taksitSayisi', message: 'atLeastOne' }]);
    expect(errorsOf(body({ faturaFile: '' }))).toEqual([{ path: 'faturaFile', message: 'required' }]);
  });

  it('takes birimFiyat and miktar below 1 (0,85 TL per litre, half a ton): above 0 is the rule (docs/decisions.md §1)', () => {
    const line = (overrides: Record<string, unknown>) => body({ kalemler: [{ ...body().kalemler[0], ...overrides }] });
    // 0.5 ton × 0.85 = 0.425 → 0.43 + 20 % (0.085 → 0.09) = 0.52, in one row.
    const small = validate(billSchema, {
      ...line({ miktar: 0.5, birimFiyat: 0.85 }),
      odemePlani: [{ tarih: '2026-01-31', miktar: 0.52 }],
      taksitSayisi: 1,
    });
    expect(small.ok).toBe(true);
    if (small.ok) expect(small.value.kalemler[0]).toMatchObject({ miktar: 500, birimFiyat: 8500 });
    expect(errorsOf(line({ miktar: 0.001, birimFiyat: 0.0001 })).filter((e) => e.path.startsWith('kalemler'))).toEqual([]);
  });

  it('refuses birimFiyat and miktar of 0 or less, percentages out of 0–100, a unit not in the list', () => {
    const line = (overrides: Record<string, unknown>) => body({ kalemler: [{ ...body().kalemler[0], ...overrides }] });
    expect(errorsOf(line({ birimFiyat: 0 }))).toContainEqual({ path: 'kalemler.0.birimFiyat', message: 'aboveZero' });
    expect(errorsOf(line({ miktar: '0.000' }))).toContainEqual({ path: 'kalemler.0.miktar', message: 'aboveZero' });
    expect(errorsOf(line({ miktar: -1 }))).toContainEqual({ path: 'kalemler.0.miktar', message: 'aboveZero' });
    expect(errorsOf(line({ kdv: 100.001 }))).toContainEqual({ path: 'kalemler.0.kdv', message: 'outOfRange' });
    expect(errorsOf(line({ iskonto: -1 }))).toContainEqual({ path: 'kalemler.0.iskonto', message: 'outOfRange' });
    expect(errorsOf(line({ birim: 'parsek' }))).toContainEqual({ path: 'kalemler.0.birim', message: 'invalid' });
    expect(UNITS).toHaveLength(11);
  });

  it('refuses more decimals than each figure carries', () => {
    const line = (overrides: Record<string, unknown>) => body({ kalemler: [{ ...body().kalemler[0], ...overrides }] });
    expect(errorsOf(line({ birimFiyat: 400.00001 }))).toContainEqual({ path: 'kalemler.0.birimFiyat', message: 'tooManyDecimals' });
    expect(errorsOf(line({ miktar: 2.5001 }))).toContainEqual({ path: 'kalemler.0.miktar', message: 'tooManyDecimals' });
    expect(errorsOf(line({ kdv: 18.0001 }))).toContainEqual({ path: 'kalemler.0.kdv', message: 'tooManyDecimals' });
    expect(errorsOf(body({ odemePlani: [{ tarih: '2026-01-31', miktar: 1200.001 }] }))).toContainEqual({
      path: 'odemePlani.0.miktar',
      message: 'tooManyDecimals',
    });
    // Four places on a price, three on a quantity are fine (and the plan must still add up).
    expect(errorsOf(line({ birimFiyat: 400.0001, miktar: 2.345 }))).toEqual([{ path: 'odemePlani', message: 'planTotalMismatch' }]);
    // 2.5 × 400.0001 = 1000.00025, which rounds to the same 1000.00: the plan still adds up.
    expect(errorsOf(line({ birimFiyat: 400.0001 }))).toEqual([]);
  });

  it('refuses a plan that does not add up to the total, by a kuruş either way', () => {
    expect(errorsOf(body({ odemePlani: [{ tarih: '2026-01-31', miktar: 1199.99 }] }))).toEqual([
      { path: 'odemePlani', message: 'planTotalMismatch' },
    ]);
    expect(errorsOf(body({ odemePlani: [{ tarih: '2026-01-31', miktar: 1200.01 }] }))).toEqual([
      { path: 'odemePlani', message: 'planTotalMismatch' },
    ]);
    expect(errorsOf(body({ odemePlani: [{ tarih: '2026-01-31', miktar: '1200.00' }] }))).toEqual([]);
  });

  it('refuses dates that are not calendar dates and totals too large to be exact', () => {
    expect(errorsOf(body({ tarih: '2026-02-30' }))).toEqual([{ path: 'tarih', message: 'invalidDate' }]);
    const huge = body({ kalemler: [{ ...body().kalemler[0], miktar: 999999999, birimFiyat: 99999999999 }] });
    expect(errorsOf(huge)).toContainEqual({ path: 'kalemler', message: 'tooLarge' });
  });
});
