import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/domain/collections';
import { inspectionKind } from '../../src/domain/kinds/inspection';
import { writeSchemaOf } from '../../src/domain/kinds/schema';

// Inspections on the record-kind layer (src/domain/kinds/inspection.ts, docs/areas/inspections.md):
// what a write may say, each refusal with its key on its path (issue 49's bad input).

const SHIP = '0190c5f4-0000-7000-8000-000000000001';
const FILE = '0190c5f4-0000-7000-8000-0000000000f1';

const psc = {
  sirket: SHIP,
  tur: 'PSC',
  rejim: 'paris',
  riskProfili: 'SRS',
  tarih: '2026-03-10',
  liman: 'Rotterdam',
  planliKalkis: '2026-03-12',
  eksiklikler: [
    { kod: '07105', aciklama: 'Fire door self-closing device', aksiyonKodu: '17' },
    { kod: '11101', aciklama: 'Lifebuoy light', aksiyonKodu: '10', ismIlgili: true, kapanisTarihi: '2026-03-10' },
  ],
};

const parse = (input: Record<string, unknown>) => v.safeParse(writeSchemaOf(inspectionKind), input);
const errors = (input: Record<string, unknown>) =>
  (parse(input).issues ?? []).map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));

describe('an inspection’s write', () => {
  it('takes a PSC inspection with its deficiencies, blanks filled, no detention by default', () => {
    const result = parse({ ...psc, dosya: FILE });
    expect(result.issues).toBeUndefined();
    expect(result.output).toEqual({
      ...psc,
      kurulus: '',
      denetci: '',
      sonrakiLimanVaris: null,
      tutulma: { var: false, serbestBirakma: null },
      eksiklikler: [
        { kod: '07105', aciklama: 'Fire door self-closing device', aksiyonKodu: '17', ismIlgili: false, kapanisTarihi: null, kanit: null },
        { kod: '11101', aciklama: 'Lifebuoy light', aksiyonKodu: '10', ismIlgili: true, kapanisTarihi: '2026-03-10', kanit: null },
      ],
      dosya: FILE,
    });
  });

  it('takes an internal audit without a regime or a risk profile', () => {
    expect(errors({ sirket: SHIP, tur: 'ic-denetim', tarih: '2026-03-10' })).toEqual([]);
  });

  it('refuses an action code that does not exist, on its deficiency', () => {
    expect(errors({ ...psc, eksiklikler: [{ aciklama: 'x', aksiyonKodu: '11' }] })).toEqual([
      { path: 'eksiklikler.0.aksiyonKodu', message: 'invalid' },
    ]);
  });

  it('refuses a deficiency closed before the inspection, on its closing date', () => {
    const eksiklikler = [psc.eksiklikler[0], { ...psc.eksiklikler[0], kapanisTarihi: '2026-03-09' }];
    expect(errors({ ...psc, eksiklikler })).toEqual([{ path: 'eksiklikler.1.kapanisTarihi', message: 'closedBeforeInspection' }]);
    expect(errors({ ...psc, eksiklikler: [{ ...psc.eksiklikler[0], kapanisTarihi: '2026-03-10' }] })).toEqual([]);
  });

  it('asks a PSC inspection for its regime and refuses one on any other inspection', () => {
    expect(errors({ ...psc, rejim: '' })).toEqual([{ path: 'rejim', message: 'required' }]);
    expect(errors({ ...psc, tur: 'bayrak' })).toEqual([{ path: 'rejim', message: 'invalid' }]);
    expect(errors({ ...psc, rejim: 'baltic' })).toEqual([{ path: 'rejim', message: 'invalid' }]);
  });

  it('refuses a release without a detention, a release before the inspection and a departure before it', () => {
    expect(errors({ ...psc, tutulma: { var: false, serbestBirakma: '2026-03-20' } })).toEqual([
      { path: 'tutulma.serbestBirakma', message: 'invalid' },
    ]);
    expect(errors({ ...psc, tutulma: { var: true, serbestBirakma: '2026-03-01' } })).toEqual([
      { path: 'tutulma.serbestBirakma', message: 'invalidDate' },
    ]);
    expect(errors({ ...psc, tutulma: { var: true, serbestBirakma: '2026-03-20' } })).toEqual([]);
    expect(errors({ ...psc, planliKalkis: '2026-03-09' })).toEqual([{ path: 'planliKalkis', message: 'invalidDate' }]);
  });

  it('refuses a deficiency without its description and a missing date, each on its path', () => {
    const { tarih: _left, ...undated } = psc;
    expect(errors({ ...undated, eksiklikler: [{ aciklama: ' ', aksiyonKodu: '16' }] })).toEqual([
      { path: 'tarih', message: 'required' },
      { path: 'eksiklikler.0.aciklama', message: 'required' },
    ]);
  });
});

describe('the inspections’ declaration', () => {
  it('is declared once, at /api/denetim, waiting for its report and each deficiency’s evidence', () => {
    expect(COLLECTIONS.denetim.path).toBe('denetim');
    expect(COLLECTIONS.denetim.companyField).toBe('sirket');
    expect(COLLECTIONS.denetim.references).toEqual([
      { field: 'eksiklikler', target: 'file', each: 'kanit._id' },
      { field: 'dosya', target: 'file' },
    ]);
  });
});
