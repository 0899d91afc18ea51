import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificateSchema } from '../../src/domain/certificates';
import { validate } from '../../src/domain/validation';

// The certificate's write schema (docs/areas/certificates.md): the catalogue's defaults and the 422 rules, each on its field.

const SIRKET = '00000000-0000-4000-8000-000000000001';
const body = (overrides: Record<string, unknown> = {}) => ({
  sirket: SIRKET,
  tur: 'KLAS',
  duzenlemeTarihi: '2024-03-10',
  gecerlilikTarihi: '2029-03-10',
  ...overrides,
});

describe('certificate schema', () => {
  it('fills the holder, the type’s survey plan and the warning days; blanks are none', () => {
    const result = validate(certificateSchema, body({ tur: 'klas', gecerlilikTarihi: '', dosya: '' }));
    expect(result).toEqual({
      ok: true,
      value: {
        sirket: SIRKET,
        sahip: 'gemi',
        personel: null,
        tur: 'KLAS',
        ad: '',
        numara: '',
        verenKurulus: '',
        duzenlemeTarihi: '2024-03-10',
        gecerlilikTarihi: null,
        sorveyPlani: 'yillik-ara',
        sorveyler: [],
        uyariGun: 90,
        dosya: null,
        aciklama: '',
      },
    });
    expect(validate(certificateSchema, body({ sahip: 'sirket', tur: 'DOC' }))).toMatchObject({
      ok: true,
      value: { sorveyPlani: 'yillik' },
    });
    expect(validate(certificateSchema, body({ sorveyPlani: 'yok', uyariGun: '30' }))).toMatchObject({
      ok: true,
      value: { sorveyPlani: 'yok', uyariGun: 30 },
    });
  });

  describe('a survey dated after today (the clock’s date) is refused on its date (issue 46)', () => {
    afterEach(() => vi.useRealTimers());
    it('today is 6 December 2026: the 7th is refused, the 6th taken', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 11, 6, 12, 0));
      const surveys = (tarih: string) =>
        body({
          sorveyler: [
            { tur: 'yillik', tarih: '2025-03-01' },
            { tur: 'ara', tarih },
          ],
        });
      expect(validate(certificateSchema, surveys('2026-12-07'))).toEqual({
        ok: false,
        errors: [{ path: 'sorveyler.1.tarih', message: 'surveyInFuture' }],
      });
      // A typo in the year, inside the certificate's life.
      expect(validate(certificateSchema, surveys('2027-03-01'))).toEqual({
        ok: false,
        errors: [{ path: 'sorveyler.1.tarih', message: 'surveyInFuture' }],
      });
      expect(validate(certificateSchema, surveys('2026-12-06'))).toMatchObject({ ok: true });
      // The clock moves on: the next day, the 7th is taken.
      vi.setSystemTime(new Date(2026, 11, 7, 0, 5));
      expect(validate(certificateSchema, surveys('2026-12-07'))).toMatchObject({ ok: true });
    });
  });

  it('sorts the surveys by date', () => {
    const surveys = [
      { tur: 'ara', tarih: '2026-03-01' },
      { tur: 'yillik', tarih: '2025-03-01' },
    ];
    expect(validate(certificateSchema, body({ sorveyler: surveys }))).toMatchObject({
      ok: true,
      value: { sorveyler: [surveys[1], surveys[0]] },
    });
  });

  it.each([
    [{ gecerlilikTarihi: '2024-03-10' }, 'gecerlilikTarihi', 'expiryBeforeIssue'],
    [{ gecerlilikTarihi: '2023-01-01' }, 'gecerlilikTarihi', 'expiryBeforeIssue'],
    [{ sorveyler: [{ tur: 'yillik', tarih: '2029-03-11' }] }, 'sorveyler.0.tarih', 'surveyOutsideValidity'],
    [
      {
        sorveyler: [
          { tur: 'ara', tarih: '2025-01-01' },
          { tur: 'yillik', tarih: '2024-03-09' },
        ],
      },
      'sorveyler.1.tarih',
      'surveyOutsideValidity',
    ],
    [{ sorveyler: [{ tur: 'kapsamli', tarih: '2025-01-01' }] }, 'sorveyler.0.tur', 'invalid'],
    [{ tur: 'YOK-BOYLE' }, 'tur', 'unknownCertificateType'],
    [{ sahip: 'sirket' }, 'tur', 'unknownCertificateType'],
    [{ tur: '' }, 'tur', 'required'],
    [{ tur: 'DIGER', gecerlilikTarihi: null }, 'ad', 'required'],
    [{ sahip: 'personel', tur: 'SAGLIK' }, 'personel', 'required'],
    [{ duzenlemeTarihi: '2024-02-30' }, 'duzenlemeTarihi', 'invalidDate'],
    // Years outside 1900–2199 (issue 46): a typo, not a date the portal keeps.
    [{ duzenlemeTarihi: '1899-12-31' }, 'duzenlemeTarihi', 'invalidDate'],
    [{ duzenlemeTarihi: '0024-03-10' }, 'duzenlemeTarihi', 'invalidDate'],
    [{ gecerlilikTarihi: '2200-01-01' }, 'gecerlilikTarihi', 'invalidDate'],
    [{ sorveyler: [{ tur: 'yillik', tarih: '2025-02-29' }] }, 'sorveyler.0.tarih', 'invalidDate'],
    [{ uyariGun: -1 }, 'uyariGun', 'outOfRange'],
    [{ sirket: '' }, 'sirket', 'chooseCompany'],
  ])('refuses %j on %s with %s', (overrides, path, message) => {
    const result = validate(certificateSchema, body(overrides));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContainEqual({ path, message });
  });
});
