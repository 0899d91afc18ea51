import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/domain/collections';
import { referencesOf } from '../../src/domain/collection-declarations';
import { declarationOf, eachId, eachObject } from '../../src/domain/kinds/declaration';
import { kindFigures } from '../../src/domain/kinds/figures';
import { defineKind, field, type RecordOf } from '../../src/domain/kinds/define';
import { recordOfWrite } from '../../src/domain/kinds/record';
import { referenceError } from '../../src/domain/kinds/references';
import { writeSchemaOf } from '../../src/domain/kinds/schema';
import { uniqueFieldsOf, uniqueKeyOf } from '../../src/domain/kinds/unique';
import { certificateKind } from '../../src/domain/kinds/certificate';
import { shipReportKind } from '../../src/domain/kinds/ship-report';
import { instrumentKind } from '../../src/domain/kinds/instrument';
import { workReportKind } from '../../src/domain/kinds/work-report';
import { budgetCodeKind } from '../../src/domain/kinds/budget-code';
import { assignmentKind } from '../../src/domain/kinds/assignment';
import { personKind } from '../../src/domain/kinds/person';
import { documentKind } from '../../src/domain/kinds/document';
import { readConfirmationKind } from '../../src/domain/kinds/read-confirmation';
import { bankOrderKind } from '../../src/domain/kinds/bank-order';

// The record-kind layer (src/domain/kinds/, docs/architecture.md §3): a definition's derived schema,
// declaration, record and rules, on a kind made up for the test (every field type) and on work
// reports, whose declaration must stay what it was written as by hand.

const ID = '0190c5f4-0000-7000-8000-000000000001';
const OTHER = '0190c5f4-0000-7000-8000-000000000002';

const sample = defineKind({
  name: 'bdn',
  path: 'test/sample',
  fields: {
    sirket: field.company(),
    no: field.text({ required: true, max: 5, pattern: /^[A-Z0-9]+$/ }),
    not: field.text({ max: 3 }),
    tarih: field.date({ required: true }),
    an: field.dateTime(),
    miktar: field.decimal(3, { required: true, min: 1n }),
    tutar: field.money(),
    yakit: field.choice(['HFO', 'MGO']),
    tedarikci: field.reference('cariHesap', { required: true, notFound: 'accountNotFound', refusal: 'inUse' }),
    dosya: field.file(),
    ekler: field.files(2),
    satirlar: field.list({ kod: field.reference('butceKodu', { required: true }), ad: field.text({ required: true, max: 10 }) }, 2),
  },
  companyField: 'sirket',
  unique: [{ fields: ['no'], scope: 'company', path: 'no', error: 'duplicateNumber', index: 'sample_no_unique' }],
  checks: [{ fields: ['no', 'not'], path: 'not', message: 'invalid', test: (record) => record.not !== record.no }],
  indexes: ['sirket'],
  titleFields: ['no'],
  list: { columns: ['no', 'tarih'], sorts: ['tarih'], defaultSort: { field: 'tarih', order: 'desc' }, filters: ['sirket'] },
});

const body = {
  sirket: ID,
  no: 'A1',
  tarih: '2026-12-01',
  miktar: '12.5',
  yakit: 'HFO',
  tedarikci: OTHER,
  satirlar: [{ kod: OTHER, ad: 'Yakıt' }],
};

function issues(input: Record<string, unknown>) {
  return (v.safeParse(writeSchemaOf(sample), { ...body, ...input }).issues ?? []).map((issue) => ({
    path: v.getDotPath(issue),
    message: issue.message,
  }));
}

describe('a kind’s write schema, derived from its definition', () => {
  it('parses a valid write to the record’s write shape, with defaults for what is left out', () => {
    expect(v.parse(writeSchemaOf(sample), body)).toEqual({
      sirket: ID,
      no: 'A1',
      not: '',
      tarih: '2026-12-01',
      an: null,
      miktar: 12_500,
      tutar: null,
      yakit: 'HFO',
      tedarikci: OTHER,
      dosya: null,
      ekler: [],
      satirlar: [{ kod: OTHER, ad: 'Yakıt' }],
    });
    expect(v.parse(writeSchemaOf(sample), { ...body, tutar: '1.25' }).tutar).toBe(125);
  });

  it('answers each field’s rule with its error key on the field’s path', () => {
    expect(issues({ no: ' ' })).toEqual([{ path: 'no', message: 'required' }]);
    expect(issues({ no: 'A12345' })).toEqual([{ path: 'no', message: 'tooLong' }]);
    expect(issues({ no: 'a-1' })).toEqual([{ path: 'no', message: 'invalid' }]);
    expect(issues({ not: 'abcd' })).toEqual([{ path: 'not', message: 'tooLong' }]);
    expect(issues({ tarih: '2026-02-30' })).toEqual([{ path: 'tarih', message: 'invalidDate' }]);
    expect(issues({ an: '2026-12-01' })).toEqual([{ path: 'an', message: 'invalidDate' }]);
    expect(issues({ miktar: '0' })).toEqual([{ path: 'miktar', message: 'aboveZero' }]);
    expect(issues({ miktar: '1.2345' })).toEqual([{ path: 'miktar', message: 'tooManyDecimals' }]);
    expect(issues({ yakit: 'LNG' })).toEqual([{ path: 'yakit', message: 'invalid' }]);
    expect(issues({ tedarikci: 'x' })).toEqual([{ path: 'tedarikci', message: 'invalid' }]);
    expect(issues({ ekler: [ID, ID, ID] })).toEqual([{ path: 'ekler', message: 'tooMany' }]);
    expect(issues({ satirlar: [{ kod: OTHER, ad: '' }] })).toEqual([{ path: 'satirlar.0.ad', message: 'required' }]);
  });

  it('runs a rule across fields once each field it reads is valid, its error on its path', () => {
    expect(issues({ not: 'A1' })).toEqual([{ path: 'not', message: 'invalid' }]);
    expect(issues({ no: '', not: '' })).toEqual([{ path: 'no', message: 'required' }]);
    expect(issues({ not: 'A1', yakit: 'LNG' })).toEqual([
      { path: 'yakit', message: 'invalid' },
      { path: 'not', message: 'invalid' },
    ]);
  });
});

/** A declaration without its figures (kindFigures' own tests: tests/unit/kind-registrations.test.ts). */
function withoutFigures<D extends { figures: unknown }>({ figures, ...declaration }: D): Omit<D, 'figures'> {
  void figures;
  return declaration;
}

describe('a kind’s declaration, record and rules', () => {
  it('declares what the sync engine reads: write fields, references with their refusals, indexes, title', () => {
    expect(withoutFigures(declarationOf(sample))).toEqual({
      name: 'bdn',
      path: 'test/sample',
      companyField: 'sirket',
      writeFields: ['sirket', 'no', 'not', 'tarih', 'an', 'miktar', 'tutar', 'yakit', 'tedarikci', 'dosya', 'ekler', 'satirlar'],
      indexes: ['sirket'],
      references: [
        { field: 'tedarikci', target: 'cariHesap', refusal: 'inUse' },
        { field: 'dosya', target: 'file' },
        { field: 'ekler', target: 'file', each: '_id' },
        { field: 'satirlar', target: 'butceKodu', each: 'kod' },
      ],
      titleFields: ['no'],
    });
    expect(declarationOf(sample).figures).toEqual(kindFigures(sample));
  });

  it('derives the work reports’ declaration as it was written by hand', () => {
    expect(withoutFigures(COLLECTIONS.isRaporu)).toEqual({
      name: 'isRaporu',
      path: 'teknik/is-raporu',
      companyField: 'sirket',
      writeFields: ['sirket', 'tur', 'donem', 'isler', 'arizalar', 'dosyalar'],
      indexes: ['sirket', '[sirket+tur+donem]'],
      references: [{ field: 'dosyalar', target: 'file', each: '_id' }],
      titleFields: ['donem'],
    });
  });

  it('makes the record of a write by one rule: the same field names, its files looked up', () => {
    const file = (id: string) => ({ _id: id, name: `${id}.pdf`, type: 'application/pdf', size: 1, path: `/api/file/${id}` });
    const write = v.parse(writeSchemaOf(sample), { ...body, dosya: ID, ekler: [OTHER, { keptId: ID }] });
    const looked: string[] = [];
    const record = recordOfWrite(sample, OTHER, write, (path) => {
      looked.push(path);
      return file(path);
    });
    expect(looked).toEqual(['dosya', 'ekler.0', 'ekler.1']);
    expect(record).toMatchObject({ _id: OTHER, sirket: ID, no: 'A1', dosya: file('dosya'), ekler: [file('ekler.0'), file('ekler.1')] });
    // The record's type follows the definition.
    const typed: Omit<RecordOf<typeof sample>, 'version' | 'updatedAt'> = { ...record, dosya: record.dosya, ekler: record.ekler };
    expect(typed.miktar).toBe(12_500);
  });

  it('compares a uniqueness rule’s values within the company, a blank value clashing with nothing', () => {
    const [rule] = workReportKind.unique;
    if (!rule) throw new Error('work reports declare one uniqueness rule');
    expect(uniqueFieldsOf(workReportKind, rule)).toEqual(['sirket', 'tur', 'donem']);
    expect(uniqueKeyOf(workReportKind, rule, { sirket: ID, tur: 'haftalik', donem: ' 2026-W48 ' })).toEqual([ID, 'haftalik', '2026-W48']);
    expect(uniqueKeyOf(workReportKind, rule, { sirket: ID, tur: 'haftalik', donem: '' })).toBeUndefined();
    expect(uniqueKeyOf(workReportKind, rule, { sirket: '', tur: 'haftalik', donem: '2026-W48' })).toBeUndefined();
  });

  it('refuses a reference to a record gone, hidden or of another company, one key per failure', () => {
    const supplier = sample.fields.tedarikci;
    const line = sample.fields.satirlar.fields.kod;
    const fine = { live: true, visible: true, company: ID };
    expect(referenceError('tedarikci', supplier, fine, ID)).toBeUndefined();
    expect(referenceError('tedarikci', supplier, undefined, ID)).toEqual({ path: 'tedarikci', message: 'accountNotFound' });
    expect(referenceError('tedarikci', supplier, { ...fine, live: false }, ID)).toEqual({ path: 'tedarikci', message: 'accountNotFound' });
    expect(referenceError('tedarikci', supplier, { ...fine, visible: false }, ID)).toEqual({
      path: 'tedarikci',
      message: 'accountNotFound',
    });
    expect(referenceError('tedarikci', supplier, { ...fine, company: OTHER }, ID)).toEqual({ path: 'tedarikci', message: 'otherCompany' });
    expect(referenceError('satirlar.0.kod', line, { ...fine, company: null }, ID)).toBeUndefined();
    expect(referenceError('satirlar.0.kod', line, undefined, ID)).toEqual({ path: 'satirlar.0.kod', message: 'notFound' });
  });
});

describe('a list of short texts and optional ids left blank (BDNs’ seals, supplier and note)', () => {
  const notes = defineKind({
    name: 'bdn',
    path: 'test/notes',
    fields: {
      sirket: field.company(),
      muhurler: field.texts(2, 4),
      tedarikci: field.reference('cariHesap'),
      dosya: field.file(),
    },
    companyField: 'sirket',
    unique: [],
    checks: [],
    indexes: ['sirket'],
    titleFields: [],
    list: { columns: [], sorts: ['updatedAt'], defaultSort: { field: 'updatedAt', order: 'desc' }, filters: [] },
  });
  const parse = (input: Record<string, unknown>) => v.safeParse(writeSchemaOf(notes), { sirket: ID, ...input });
  const messages = (input: Record<string, unknown>) => (parse(input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

  it('trims each text and drops the blank ones; none sent is an empty list', () => {
    expect(parse({ muhurler: [' A1 ', '', '  ', 'B2'] }).output).toMatchObject({ muhurler: ['A1', 'B2'] });
    expect(parse({}).output).toMatchObject({ muhurler: [] });
  });

  it('refuses a text too long, more texts than allowed once blanks are dropped, and a list of something else', () => {
    expect(messages({ muhurler: ['ABCDE'] })).toEqual([['muhurler.0', 'tooLong']]);
    expect(messages({ muhurler: ['A', 'B', 'C'] })).toEqual([['muhurler', 'tooMany']]);
    expect(messages({ muhurler: ['A', '', 'B'] })).toEqual([]);
    expect(messages({ muhurler: 'A' })).toEqual([['muhurler', 'invalid']]);
  });

  it('reads a blank reference or file (a form’s empty choice) as none, and a malformed one as invalid', () => {
    expect(parse({ tedarikci: '', dosya: '' }).output).toMatchObject({ tedarikci: null, dosya: null });
    expect(parse({}).output).toMatchObject({ tedarikci: null, dosya: null });
    expect(parse({ tedarikci: ID.toUpperCase(), dosya: { _id: OTHER } }).output).toMatchObject({ tedarikci: ID, dosya: OTHER });
    expect(messages({ tedarikci: 'nope' })).toEqual([['tedarikci', 'invalid']]);
  });

  it('keeps the texts in the record and declares no reference for them', () => {
    const write = v.parse(writeSchemaOf(notes), { sirket: ID, muhurler: ['A1'] });
    expect(recordOfWrite(notes, OTHER, write, () => null)).toEqual({
      _id: OTHER,
      sirket: ID,
      muhurler: ['A1'],
      tedarikci: null,
      dosya: null,
    });
    expect(declarationOf(notes).references).toEqual([
      { field: 'tedarikci', target: 'cariHesap' },
      { field: 'dosya', target: 'file' },
    ]);
  });
});

/** A kind with the parts a write fills in or reorders itself: defaults, capitals, blanks as none, a list's own errors. */
const filled = defineKind({
  name: 'kur',
  path: 'test/filled',
  fields: {
    sirket: field.company(),
    kod: field.text({ required: true, max: 5, upperCase: true }),
    sahip: field.choice(['gemi', 'sirket'], { default: 'gemi' }),
    plan: field.choice(['yok', 'yillik'], { default: '' }),
    gun: field.decimal(0, { required: true, min: 0n, max: 10n, default: 7 }),
    bitis: field.date(),
    kisi: field.reference('personel'),
    tarama: field.file(),
    olaylar: field.list({ tarih: field.date({ required: true }) }, 2, 'tooLarge'),
  },
  companyField: 'sirket',
  unique: [],
  checks: [
    {
      fields: ['bitis', 'olaylar'],
      path: 'olaylar',
      message: 'invalid',
      test: (r) =>
        r.olaylar.flatMap((olay, index) =>
          r.bitis !== null && olay.tarih > r.bitis ? [{ path: `olaylar.${index}.tarih`, message: 'invalidDate' as const }] : [],
        ),
    },
  ],
  normalize: (r) => ({
    plan: r.plan || (r.kod === 'KLAS' ? 'yillik' : 'yok'),
    olaylar: [...r.olaylar].sort((a, b) => a.tarih.localeCompare(b.tarih)),
  }),
  indexes: ['sirket'],
  titleFields: ['kod'],
  list: { columns: ['kod'], sorts: ['kod'], defaultSort: { field: 'kod', order: 'asc' }, filters: ['sirket'] },
});

describe('a kind’s write schema: what a write leaves out or leaves blank', () => {
  const parse = (input: Record<string, unknown>) => v.safeParse(writeSchemaOf(filled), { sirket: ID, kod: 'klas', ...input });
  const errors = (input: Record<string, unknown>) =>
    (parse(input).issues ?? []).map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));

  it('fills defaults, keeps capitals, takes blanks as none, then lets the kind fill and order its values', () => {
    expect(parse({ bitis: '', kisi: '', tarama: '', olaylar: [{ tarih: '2026-03-01' }, { tarih: '2026-01-01' }] }).output).toEqual({
      sirket: ID,
      kod: 'KLAS',
      sahip: 'gemi',
      plan: 'yillik',
      gun: 7,
      bitis: null,
      kisi: null,
      tarama: null,
      olaylar: [{ tarih: '2026-01-01' }, { tarih: '2026-03-01' }],
    });
    expect(parse({ kod: 'x', plan: 'yok', gun: '3', sahip: 'sirket' }).output).toMatchObject({
      kod: 'X',
      plan: 'yok',
      gun: 3,
      sahip: 'sirket',
    });
  });

  it('answers a default field’s own rules, a list’s own length key and a check’s errors inside a list', () => {
    expect(errors({ sahip: '' })).toEqual([{ path: 'sahip', message: 'required' }]);
    expect(errors({ plan: 'aylik' })).toEqual([{ path: 'plan', message: 'invalid' }]);
    expect(errors({ gun: 11 })).toEqual([{ path: 'gun', message: 'outOfRange' }]);
    expect(errors({ kisi: 'x' })).toEqual([{ path: 'kisi', message: 'invalid' }]);
    expect(errors({ olaylar: [{ tarih: '2026-01-01' }, { tarih: '2026-01-02' }, { tarih: '2026-01-03' }] })).toEqual([
      { path: 'olaylar', message: 'tooLarge' },
    ]);
    expect(errors({ bitis: '2026-02-01', olaylar: [{ tarih: '2026-01-01' }, { tarih: '2026-03-01' }] })).toEqual([
      { path: 'olaylar.1.tarih', message: 'invalidDate' },
    ]);
  });
});

describe('certificates on the layer', () => {
  it('derives the certificates’ declaration as it was written by hand', () => {
    expect(withoutFigures(COLLECTIONS.sertifika)).toEqual({
      name: 'sertifika',
      path: 'sertifika',
      companyField: 'sirket',
      writeFields: [
        'sirket',
        'sahip',
        'personel',
        'tur',
        'ad',
        'numara',
        'verenKurulus',
        'duzenlemeTarihi',
        'gecerlilikTarihi',
        'sorveyPlani',
        'sorveyler',
        'uyariGun',
        'dosya',
        'aciklama',
      ],
      indexes: ['sirket', '[sirket+sahip]', 'gecerlilikTarihi'],
      references: [
        { field: 'personel', target: 'personel' },
        { field: 'dosya', target: 'file' },
      ],
      titleFields: ['tur', 'numara'],
    });
    expect(declarationOf(certificateKind)).toEqual(COLLECTIONS.sertifika);
  });
});

describe('ship reports on the layer', () => {
  const parse = (input: Record<string, unknown>) =>
    v.safeParse(writeSchemaOf(shipReportKind), { sirket: ID, zaman: '2026-02-09T15:00:00+03:00', durum: 'seyir', ...input });
  const errors = (input: Record<string, unknown>) =>
    (parse(input).issues ?? []).map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));

  it('derives the ship reports’ declaration as it was written by hand', () => {
    expect(withoutFigures(declarationOf(shipReportKind))).toEqual({
      name: 'gemiRaporu',
      path: 'operasyon/gemi-raporu',
      companyField: 'sirket',
      writeFields: [
        'sirket',
        'zaman',
        'durum',
        'enlem',
        'boylam',
        'sonLiman',
        'sonrakiLiman',
        'eta',
        'mesafeNm',
        'seyirSaati',
        'tuketim',
        'rob',
        'yuk',
        'aciklama',
      ],
      indexes: ['sirket', '[sirket+zaman]', 'zaman'],
      references: [],
      titleFields: ['zaman'],
    });
    expect(COLLECTIONS.gemiRaporu).toEqual(declarationOf(shipReportKind));
  });

  it('keeps times in UTC, blank figures as the default or none, fuels in the catalogue’s order, the cargo whole', () => {
    expect(parse({ mesafeNm: '', eta: '', tuketim: { MGO: '1.5', HFO: '12.345', VLSFO: '' }, yuk: { cins: ' Tahıl ' } }).output).toEqual({
      sirket: ID,
      zaman: '2026-02-09T12:00:00.000Z',
      durum: 'seyir',
      enlem: null,
      boylam: null,
      sonLiman: '',
      sonrakiLiman: '',
      eta: null,
      mesafeNm: 0,
      seyirSaati: 0,
      tuketim: { HFO: 12_345, MGO: 1_500 },
      rob: {},
      yuk: { cins: 'Tahıl', miktarMt: null },
      aciklama: '',
    });
    expect(parse({ seyirSaati: '23.5', enlem: '-41.0125' }).output).toMatchObject({ seyirSaati: 235, enlem: -410_125 });
  });

  it('answers each figure’s own rule on its path', () => {
    expect(errors({ zaman: '' })).toEqual([{ path: 'zaman', message: 'required' }]);
    expect(errors({ zaman: '2026-02-30T12:00:00Z' })).toEqual([{ path: 'zaman', message: 'invalidDate' }]);
    expect(errors({ tuketim: { KOMUR: '1' } })).toEqual([{ path: 'tuketim.KOMUR', message: 'invalid' }]);
    expect(errors({ rob: { HFO: '-1' } })).toEqual([{ path: 'rob.HFO', message: 'outOfRange' }]);
    expect(errors({ mesafeNm: '1.25' })).toEqual([{ path: 'mesafeNm', message: 'tooManyDecimals' }]);
    expect(errors({ yuk: { miktarMt: '-2' } })).toEqual([{ path: 'yuk.miktarMt', message: 'outOfRange' }]);
    expect(errors({ yuk: 'Tahıl' })).toEqual([{ path: 'yuk', message: 'invalid' }]);
  });
});

describe('cheques and notes on the layer', () => {
  const body = {
    tur: 'cek',
    yon: 'alinan',
    sirket: ID,
    cariHesap: OTHER,
    seriNo: ' ZB-1 ',
    duzenlemeTarihi: '2026-01-05',
    vadeTarihi: '2026-03-31',
    miktar: '1000.5',
    dovizCinsi: 'TL',
    dosya: { _id: ID },
  };
  const parse = (input: Record<string, unknown>) => v.safeParse(writeSchemaOf(instrumentKind), { ...body, ...input });
  const errors = (input: Record<string, unknown>) =>
    (parse(input).issues ?? []).map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));

  it('derives the instruments’ declaration as it was written by hand', () => {
    expect(withoutFigures(declarationOf(instrumentKind))).toEqual({
      name: 'cekSenet',
      path: 'finans/cek-senet',
      companyField: 'sirket',
      writeFields: [
        'tur',
        'yon',
        'sirket',
        'cariHesap',
        'borclu',
        'banka',
        'sube',
        'hesapNo',
        'seriNo',
        'duzenlemeTarihi',
        'vadeTarihi',
        'miktar',
        'dovizCinsi',
        'durum',
        'hareketler',
        'dosya',
        'nakitAkis',
      ],
      indexes: ['sirket', 'cariHesap', 'vadeTarihi'],
      references: [
        { field: 'cariHesap', target: 'cariHesap' },
        { field: 'dosya', target: 'file' },
        { field: 'nakitAkis', target: 'nakitAkis' },
      ],
      titleFields: ['seriNo', 'vadeTarihi'],
    });
    expect(COLLECTIONS.cekSenet).toEqual(declarationOf(instrumentKind));
  });

  it('starts a create in its direction’s state and keeps a history entry’s endorsee, IBAN and flow only when it has one', () => {
    const upper = OTHER.toUpperCase();
    expect(parse({ hareketler: [{ tarih: '2026-01-05', durum: 'portfoyde', cariHesap: '', iban: ' ' }] }).output).toMatchObject({
      seriNo: 'ZB-1',
      miktar: 100_050,
      durum: 'portfoyde',
      dosya: ID,
      nakitAkis: null,
      hareketler: [{ tarih: '2026-01-05', durum: 'portfoyde', aciklama: '' }],
    });
    const parsed = (input: Record<string, unknown>) => v.parse(writeSchemaOf(instrumentKind), { ...body, ...input });
    expect(parsed({ yon: 'verilen' }).durum).toBe('verildi');
    const endorsed = parsed({ durum: 'ciro-edildi', hareketler: [{ tarih: '2026-02-02', durum: 'ciro-edildi', cariHesap: upper }] });
    expect(endorsed.hareketler).toEqual([{ tarih: '2026-02-02', durum: 'ciro-edildi', cariHesap: OTHER, aciklama: '' }]);
  });

  it('answers its rules with the keys the hand-written schema answered', () => {
    expect(errors({ vadeTarihi: '2026-01-04' })).toEqual([{ path: 'vadeTarihi', message: 'outOfRange' }]);
    expect(errors({ miktar: '0' })).toEqual([{ path: 'miktar', message: 'aboveZero' }]);
    expect(errors({ seriNo: ' ' })).toEqual([{ path: 'seriNo', message: 'required' }]);
    expect(errors({ cariHesap: 'x' })).toEqual([{ path: 'cariHesap', message: 'invalid' }]);
    expect(errors({ dosya: null })).toEqual([{ path: 'dosya', message: 'required' }]);
    expect(errors({ durum: 'kayip' })).toEqual([{ path: 'durum', message: 'invalid' }]);
    expect(errors({ hareketler: [{ tarih: '2026-01-05', durum: 'portfoyde', cariHesap: 'x' }] })).toEqual([
      { path: 'hareketler.0.cariHesap', message: 'invalid' },
    ]);
    const many = Array.from({ length: 101 }, () => ({ tarih: '2026-01-05', durum: 'portfoyde' }));
    expect(errors({ hareketler: many })).toEqual([{ path: 'hareketler', message: 'tooLarge' }]);
  });
});

describe('budget codes on the layer', () => {
  const errors = (input: Record<string, unknown>) =>
    (v.safeParse(writeSchemaOf(budgetCodeKind), { kod: '740', adi: 'Giderler', tip: 'gider', durum: 'aktif', ...input }).issues ?? []).map(
      (issue) => ({ path: v.getDotPath(issue), message: issue.message }),
    );

  it('derives the budget codes’ declaration as it was written by hand: a chart of no company', () => {
    expect(withoutFigures(COLLECTIONS.butceKodu)).toEqual({
      name: 'butceKodu',
      path: 'finans/butce-kodu',
      companyField: null,
      writeFields: ['kod', 'adi', 'tip', 'durum'],
      indexes: ['tip', 'kod'],
      references: [],
      titleFields: ['kod', 'adi'],
    });
    expect(uniqueFieldsOf(budgetCodeKind, budgetCodeKind.unique[0]!)).toEqual(['tip', 'kod']);
  });

  it('answers a text that does not match its pattern with the field’s own key, the default key otherwise', () => {
    expect(errors({ kod: '740.x' })).toEqual([{ path: 'kod', message: 'invalidCode' }]);
    expect(errors({ kod: ' 740.01 ' })).toEqual([]);
    expect(issues({ no: 'a-1' })).toEqual([{ path: 'no', message: 'invalid' }]);
  });
});

describe('a list with a minimum and a figure of a few fixed values (bills’ lines and withholding rates)', () => {
  const kind = defineKind({
    name: 'fatura',
    path: 'test/minimum',
    fields: {
      satirlar: field.list({ oran: field.decimal(0, { required: true, default: 0, only: [0, 20, 70] }) }, 3, 'outOfRange', 1),
    },
    companyField: null,
    unique: [],
    checks: [],
    indexes: [],
    titleFields: [],
    list: { columns: [], sorts: [], defaultSort: { field: 'updatedAt', order: 'desc' }, filters: [] },
  });
  const schema = writeSchemaOf(kind);
  const errorsOf = (input: unknown) => (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

  it('refuses a list missing, not a list or shorter than its minimum as required, and one too long by its key', () => {
    expect(errorsOf({})).toEqual([['satirlar', 'required']]);
    expect(errorsOf({ satirlar: 'x' })).toEqual([['satirlar', 'required']]);
    expect(errorsOf({ satirlar: [] })).toEqual([['satirlar', 'required']]);
    expect(errorsOf({ satirlar: [{}, {}, {}, {}] })).toEqual([['satirlar', 'outOfRange']]);
    expect(v.parse(schema, { satirlar: [{}] })).toEqual({ satirlar: [{ oran: 0 }] });
  });

  it('takes only the fixed values, as a number or its text; any other figure, whole or not, is outOfRange', () => {
    expect(v.parse(schema, { satirlar: [{ oran: 70 }, { oran: '20' }] })).toEqual({ satirlar: [{ oran: 70 }, { oran: 20 }] });
    for (const oran of [10, 7.5, -20, 110, '25']) expect(errorsOf({ satirlar: [{ oran }] })).toEqual([['satirlar.0.oran', 'outOfRange']]);
    expect(errorsOf({ satirlar: [{ oran: '7/10' }] })).toEqual([['satirlar.0.oran', 'invalid']]);
  });
});

describe('people and assignments on the layer', () => {
  it('derives the crew’s declarations as they were written by hand, the people’s sort key beside', () => {
    expect(COLLECTIONS.personel).toMatchObject({
      name: 'personel',
      path: 'personel',
      companyField: 'sirket',
      indexes: ['sirket', '_sort'],
      references: [],
      titleFields: ['ad', 'soyad'],
    });
    expect(withoutFigures(COLLECTIONS.gorevlendirme)).toEqual({
      name: 'gorevlendirme',
      path: 'personel/gorevlendirme',
      companyField: 'sirket',
      writeFields: [
        'personel',
        'sirket',
        'rutbe',
        'binisTarihi',
        'binisLimani',
        'planlananInisTarihi',
        'inisTarihi',
        'inisLimani',
        'ayrilmaNedeni',
        'ucretKalemleri',
        'fazlaMesaiSaatUcreti',
        'aciklama',
      ],
      indexes: ['sirket', 'personel'],
      references: [{ field: 'personel', target: 'personel' }],
      titleFields: ['binisTarihi', 'binisLimani'],
    });
  });

  it('takes an assignment’s wage as its parts, in one currency', () => {
    const schema = writeSchemaOf(assignmentKind);
    const base = { personel: ID, sirket: ID, rutbe: 'gemici', binisTarihi: '2026-03-01' };
    expect(v.parse(schema, base).ucretKalemleri).toEqual([]);
    expect(v.parse(schema, base).fazlaMesaiSaatUcreti).toBeNull();
    expect(v.parse(schema, { ...base, ucretKalemleri: [{ tur: 'temel', tutar: '1250.75', dovizCinsi: 'EURO' }] }).ucretKalemleri).toEqual([
      { tur: 'temel', tutar: 125075, dovizCinsi: 'EURO' },
    ]);
    const refused = v.safeParse(schema, { ...base, ucretKalemleri: [{ tur: 'temel', tutar: '-1', dovizCinsi: 'XYZ' }] });
    expect(refused.success).toBe(false);
    const mixed = v.safeParse(schema, {
      ...base,
      ucretKalemleri: [
        { tur: 'temel', tutar: '1000', dovizCinsi: 'USD' },
        { tur: 'prim', tutar: '100', dovizCinsi: 'EURO' },
      ],
    });
    expect(mixed.success).toBe(false);
  });

  it('takes a person of any company the writer sees when the reference says so', () => {
    const person = assignmentKind.fields.personel;
    const fine = { live: true, visible: true, company: OTHER };
    expect(referenceError('personel', person, fine, ID)).toBeUndefined();
    expect(referenceError('personel', person, { ...fine, visible: false }, ID)).toEqual({ path: 'personel', message: 'notFound' });
    expect(referenceError('personel', certificateKind.fields.personel, fine, ID)).toEqual({ path: 'personel', message: 'personNotFound' });
  });

  it('compares a blank value a rule names in blankCompares: a passport without a nationality', () => {
    const [tckn, passport] = personKind.unique;
    if (!tckn || !passport) throw new Error('people declare two uniqueness rules');
    expect(uniqueFieldsOf(personKind, passport)).toEqual(['sirket', 'pasaportNo', 'uyruk']);
    expect(uniqueKeyOf(personKind, passport, { sirket: ID, pasaportNo: 'U1', uyruk: '' })).toEqual([ID, 'U1', '']);
    expect(uniqueKeyOf(personKind, passport, { sirket: ID, pasaportNo: '', uyruk: 'Türk' })).toBeUndefined();
    expect(uniqueKeyOf(personKind, tckn, { sirket: ID, tcKimlikNo: '' })).toBeUndefined();
  });
});

describe('documents on the layer: a field the server writes', () => {
  const FILE = '0190c5f4-0000-7000-8000-0000000000f1';
  const write = { sirket: ID, kategori: 'kys-prosedur', kod: 'PR-1', baslik: 'Acil durum', revizyonTarihi: '2026-01-01', dosya: FILE };

  it('derives the documents’ declaration as it was written by hand: the history is no write field and names no file', () => {
    expect(withoutFigures(declarationOf(documentKind))).toEqual({
      name: 'dokuman',
      path: 'dokuman',
      companyField: 'sirket',
      writeFields: ['sirket', 'kategori', 'kod', 'baslik', 'revizyon', 'revizyonTarihi', 'durum', 'dosya', 'metin', 'aciklama'],
      indexes: ['sirket', 'kategori', '[sirket+kategori]'],
      references: [{ field: 'dosya', target: 'file' }],
      titleFields: ['kod', 'baslik'],
    });
  });

  it('drops what a write sends for a field the server writes, and leaves it out of the record a write makes', () => {
    const parsed = v.parse(writeSchemaOf(documentKind), { ...write, gecmis: [{ revizyon: 9, revizyonTarihi: '2020-01-01', dosya: null }] });
    expect(parsed).not.toHaveProperty('gecmis');
    expect(parsed).toMatchObject({ revizyon: 0, durum: 'taslak', metin: '' });
    const record = recordOfWrite(documentKind, OTHER, parsed, (path) => `file at ${path}`);
    expect(record).not.toHaveProperty('gecmis');
    expect(record.dosya).toBe('file at dosya');
  });

  it('answers the documents’ rules with the keys the hand-written schema answered', () => {
    const issues = (input: unknown) =>
      (v.safeParse(writeSchemaOf(documentKind), input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);
    expect(issues({ ...write, kod: '' })).toEqual([['kod', 'required']]);
    expect(issues({ ...write, revizyon: 10000 })).toEqual([['revizyon', 'outOfRange']]);
    expect(issues({ ...write, revizyon: '' })).toEqual([['revizyon', 'required']]);
    expect(issues({ ...write, kategori: 'duyuru', dosya: null })).toEqual([['metin', 'required']]);
  });
});

describe('read confirmations on the layer: the user the server sets, the time of the write by default', () => {
  it('derives the confirmations’ declaration as it was written by hand: the user is no write field', () => {
    expect(withoutFigures(declarationOf(readConfirmationKind))).toEqual({
      name: 'okumaOnayi',
      path: 'okuma-onayi',
      companyField: 'sirket',
      writeFields: ['sirket', 'dokuman', 'revizyon', 'tarih'],
      indexes: ['sirket', 'dokuman', 'kullanici'],
      references: [{ field: 'dokuman', target: 'dokuman' }],
      titleFields: ['revizyon', 'tarih'],
    });
  });

  it('takes a moment left out or blank as the time the write is read, one sent as it was, in UTC', () => {
    const schema = writeSchemaOf(readConfirmationKind);
    const before = new Date().toISOString();
    for (const tarih of [undefined, null, '']) {
      const parsed = v.parse(schema, { sirket: ID, dokuman: OTHER, revizyon: 1, tarih, kullanici: 'someone else' });
      expect(parsed).not.toHaveProperty('kullanici');
      expect(parsed.tarih >= before && parsed.tarih <= new Date().toISOString()).toBe(true);
    }
    expect(v.parse(schema, { sirket: ID, dokuman: OTHER, revizyon: 1, tarih: '2026-03-01T12:30:00+03:00' }).tarih).toBe(
      '2026-03-01T09:30:00.000Z',
    );
  });
});

describe('checks across one sub-record of a list (accounts’ bank accounts)', () => {
  const kind = defineKind({
    name: 'cariHesap',
    path: 'test/item-checks',
    fields: {
      bankalar: field.list(
        { ad: field.text({ required: true }), iban: field.text(), hesapNo: field.text({ max: 4 }) },
        3,
        undefined,
        undefined,
        [{ fields: ['iban', 'hesapNo'], path: 'iban', message: 'required', test: (bank) => bank.iban !== '' || bank.hesapNo !== '' }],
      ),
    },
    companyField: null,
    unique: [],
    checks: [],
    indexes: [],
    titleFields: [],
    list: { columns: [], sorts: [], defaultSort: { field: 'updatedAt', order: 'desc' }, filters: [] },
  });
  const schema = writeSchemaOf(kind);
  const errorsOf = (input: unknown) => (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

  it('runs on each sub-record, its error on that sub-record’s field, beside the other sub-records’ own errors', () => {
    expect(
      errorsOf({
        bankalar: [
          { ad: 'A', iban: 'TR1' },
          { ad: '', hesapNo: '' },
        ],
      }),
    ).toEqual([
      ['bankalar.1.ad', 'required'],
      ['bankalar.1.iban', 'required'],
    ]);
    expect(v.parse(schema, { bankalar: [{ ad: 'A', hesapNo: '12' }] })).toEqual({ bankalar: [{ ad: 'A', iban: '', hesapNo: '12' }] });
  });

  it('waits until the sub-fields it reads are valid', () => {
    expect(errorsOf({ bankalar: [{ ad: 'A', hesapNo: '12345' }] })).toEqual([['bankalar.0.hesapNo', 'tooLong']]);
  });
});

describe('a company field whose malformed id has its own key (accounts: chooseCompany)', () => {
  const kindWith = (malformed?: 'chooseCompany') =>
    writeSchemaOf(
      defineKind({
        name: 'cariHesap',
        path: 'test/company',
        fields: { sirket: field.company(malformed) },
        companyField: 'sirket',
        unique: [],
        checks: [],
        indexes: [],
        titleFields: [],
        list: { columns: [], sorts: [], defaultSort: { field: 'updatedAt', order: 'desc' }, filters: [] },
      }),
    );
  // The first error of the field, as the API and the forms tell it (validation.ts toFieldErrors).
  const messages = (schema: ReturnType<typeof kindWith>, input: unknown) =>
    (v.safeParse(schema, input).issues ?? []).slice(0, 1).map((issue) => issue.message);

  it('answers chooseCompany for a blank company either way, and for a malformed id only when asked', () => {
    expect(messages(kindWith(), { sirket: '' })).toEqual(['chooseCompany']);
    expect(messages(kindWith(), { sirket: 'not-a-uuid' })).toEqual(['invalid']);
    expect(messages(kindWith('chooseCompany'), { sirket: 'not-a-uuid' })).toEqual(['chooseCompany']);
    expect(v.parse(kindWith('chooseCompany'), { sirket: ID.toUpperCase() })).toEqual({ sirket: ID });
  });
});

describe('bank orders on the layer: the last kind declared by hand', () => {
  const FILE = '0190c5f4-0000-7000-8000-0000000000f1';
  const write = {
    ref: 'bt-2026-0001',
    tarih: '2026-03-02',
    miktar: '100',
    dovizCinsi: 'USD',
    sirket: ID,
    sirketBankaSelection: 'TR1',
    cariBankaSelection: 'TR2',
    cariHesap: OTHER,
  };
  // The first error of each field, as the API and the forms tell it (validation.ts toFieldErrors).
  const issues = (input: unknown) => {
    const all = (v.safeParse(writeSchemaOf(bankOrderKind), input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);
    return all.filter(([path], index) => all.findIndex(([other]) => other === path) === index);
  };

  it('derives the bank orders’ declaration as it was written by hand (its references in the fields’ order)', () => {
    expect(withoutFigures(COLLECTIONS.bankaTalimat)).toEqual({
      name: 'bankaTalimat',
      path: 'finans/banka-talimat',
      companyField: 'sirket',
      writeFields: [
        'ref',
        'tarih',
        'miktar',
        'dovizCinsi',
        'aciklama',
        'sirket',
        'sirketBankaSelection',
        'cariBankaSelection',
        'cariHesap',
        'sablon',
        'talimatFile',
        'fatura',
        'nakitAkis',
      ],
      indexes: ['sirket', 'cariHesap', 'fatura', 'tarih', '[sirket+tarih]'],
      references: [
        { field: 'cariHesap', target: 'cariHesap' },
        { field: 'talimatFile', target: 'file' },
        { field: 'fatura', target: 'fatura' },
        { field: 'nakitAkis', target: 'nakitAkis' },
      ],
      titleFields: ['ref', 'tarih'],
    });
  });

  it('reads a write as the hand-written schema did: the ref in capitals by Turkish rules, the links and the letter null when blank', () => {
    const schema = writeSchemaOf(bankOrderKind);
    expect(v.parse(schema, write)).toEqual({
      ...write,
      ref: 'BT-2026-0001',
      miktar: 10000,
      aciklama: '',
      sablon: 'yurtici-tl',
      talimatFile: null,
      fatura: null,
      nakitAkis: null,
    });
    expect(v.parse(schema, { ...write, ref: ' bt-fiş ' }).ref).toBe('BT-FİŞ');
    expect(v.parse(schema, { ...write, talimatFile: '', fatura: '', nakitAkis: null })).toMatchObject({
      talimatFile: null,
      fatura: null,
      nakitAkis: null,
    });
    expect(v.parse(schema, { ...write, talimatFile: { _id: FILE.toUpperCase() } }).talimatFile).toBe(FILE);
  });

  it('answers its rules with the keys the hand-written schema answered', () => {
    expect(issues({ ...write, ref: ' ' })).toEqual([['ref', 'required']]);
    expect(issues({ ...write, ref: 'R'.repeat(41) })).toEqual([['ref', 'tooLong']]);
    expect(issues({ ...write, miktar: 0 })).toEqual([['miktar', 'aboveZero']]);
    expect(issues({ ...write, miktar: '1.005' })).toEqual([['miktar', 'tooManyDecimals']]);
    expect(issues({ ...write, dovizCinsi: '' })).toEqual([['dovizCinsi', 'required']]);
    expect(issues({ ...write, sirket: '' })).toEqual([['sirket', 'chooseCompany']]);
    expect(issues({ ...write, sirketBankaSelection: 'X'.repeat(65) })).toEqual([['sirketBankaSelection', 'tooLong']]);
    expect(issues({ ...write, cariBankaSelection: undefined })).toEqual([['cariBankaSelection', 'required']]);
    expect(issues({ ...write, cariHesap: '' })).toEqual([['cariHesap', 'required']]);
    expect(issues({ ...write, cariHesap: 'x' })).toEqual([['cariHesap', 'invalid']]);
    expect(issues({ ...write, sablon: 'faks' })).toEqual([['sablon', 'invalid']]);
    expect(issues({ ...write, fatura: 'x', nakitAkis: 'y', talimatFile: 7 })).toEqual([
      ['talimatFile', 'invalid'],
      ['fatura', 'invalid'],
      ['nakitAkis', 'invalid'],
    ]);
  });

  it('names the account’s, the bill’s and the payment’s failures with their own keys', () => {
    const { cariHesap, fatura, nakitAkis } = bankOrderKind.fields;
    const fine = { live: true, visible: true, company: ID };
    expect(referenceError('cariHesap', cariHesap, { ...fine, visible: false }, ID)).toEqual({
      path: 'cariHesap',
      message: 'accountNotFound',
    });
    expect(referenceError('cariHesap', cariHesap, { ...fine, company: OTHER }, ID)).toEqual({
      path: 'cariHesap',
      message: 'accountOtherCompany',
    });
    expect(referenceError('fatura', fatura, undefined, ID)).toEqual({ path: 'fatura', message: 'billNotFound' });
    expect(referenceError('fatura', fatura, { ...fine, company: OTHER }, ID)).toEqual({ path: 'fatura', message: 'billOtherAccount' });
    expect(referenceError('nakitAkis', nakitAkis, { ...fine, live: false }, ID)).toEqual({
      path: 'nakitAkis',
      message: 'cashFlowNotFound',
    });
    expect(referenceError('nakitAkis', nakitAkis, { ...fine, company: OTHER }, ID)).toEqual({
      path: 'nakitAkis',
      message: 'cashFlowOtherAccount',
    });
    expect(referenceError('nakitAkis', nakitAkis, fine, ID)).toBeUndefined();
  });
});

describe('a yes or no (inspections’ detention and ISM flags)', () => {
  const flagged = defineKind({
    name: 'denetim',
    path: 'test/flagged',
    fields: {
      sirket: field.company(),
      tutuldu: field.boolean(),
      tutulma: field.group({ var: field.boolean(), not: field.text({ max: 10 }) }),
      satirlar: field.list({ ism: field.boolean(), ad: field.text({ max: 10 }) }, 2),
    },
    companyField: 'sirket',
    unique: [],
    checks: [],
    indexes: ['sirket'],
    titleFields: [],
    list: { columns: ['tutuldu'], sorts: [], defaultSort: { field: 'updatedAt', order: 'desc' }, filters: [] },
  });
  const parsed = (input: Record<string, unknown>) => v.safeParse(writeSchemaOf(flagged), { sirket: ID, ...input });

  it('is false when a write leaves it out, in the record, a group and a list’s sub-records', () => {
    const result = parsed({ tutulma: {}, satirlar: [{ ad: 'a' }] });
    expect(result.success && result.output).toEqual({
      sirket: ID,
      tutuldu: false,
      tutulma: { var: false, not: '' },
      satirlar: [{ ism: false, ad: 'a' }],
    });
    expect(parsed({ tutuldu: true, tutulma: { var: true } }).output).toMatchObject({ tutuldu: true, tutulma: { var: true } });
  });

  it('refuses anything but a boolean as invalid, on its path', () => {
    const result = parsed({ tutuldu: 'true', satirlar: [{ ism: 1 }] });
    expect((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['tutuldu', 'invalid'],
      ['satirlar.0.ism', 'invalid'],
    ]);
  });

  it('declares no reference for it', () => {
    expect(declarationOf(flagged).references).toEqual([]);
  });
});

describe('a file inside a list’s sub-records (inspections’ evidence per deficiency)', () => {
  const withEvidence = defineKind({
    name: 'denetim',
    path: 'test/evidence',
    fields: {
      sirket: field.company(),
      satirlar: field.list({ ad: field.text({ max: 10 }), kanit: field.file() }, 3),
    },
    companyField: 'sirket',
    unique: [],
    checks: [],
    indexes: ['sirket'],
    titleFields: [],
    list: { columns: [], sorts: [], defaultSort: { field: 'updatedAt', order: 'desc' }, filters: [] },
  });

  it('declares the file by a dotted path inside each sub-record', () => {
    expect(declarationOf(withEvidence).references).toEqual([{ field: 'satirlar', target: 'file', each: 'kanit._id' }]);
  });

  it('makes the record with each sub-record’s file looked up by its path, none for a blank one', () => {
    const write = v.parse(writeSchemaOf(withEvidence), {
      sirket: ID,
      satirlar: [
        { ad: 'a', kanit: OTHER },
        { ad: 'b', kanit: '' },
      ],
    });
    expect(write.satirlar).toEqual([
      { ad: 'a', kanit: OTHER },
      { ad: 'b', kanit: null },
    ]);
    const asked: string[] = [];
    const record = recordOfWrite(withEvidence, ID, write, (path) => {
      asked.push(path);
      return { _id: OTHER, name: 'foto.jpg' };
    });
    expect(asked).toEqual(['satirlar.0.kanit']);
    expect(record.satirlar).toEqual([
      { ad: 'a', kanit: { _id: OTHER, name: 'foto.jpg' } },
      { ad: 'b', kanit: null },
    ]);
  });

  it('reads the id of an uploaded file and of one kept on the device, and names it in a jsonb item', () => {
    expect(eachId({ kanit: { _id: OTHER, name: 'a' } }, 'kanit._id')).toBe(OTHER);
    expect(eachId({ kanit: { keptId: OTHER, name: 'a' } }, 'kanit._id')).toBe(OTHER);
    expect(eachId({ kanit: null }, 'kanit._id')).toBeUndefined();
    expect(eachObject('kanit._id', OTHER)).toEqual({ kanit: { _id: OTHER } });
    expect(eachObject('_id', OTHER)).toEqual({ _id: OTHER });
  });

  it('names the inspections’ report and each deficiency’s evidence as the files a queued write waits for', () => {
    expect(COLLECTIONS.denetim.references).toEqual([
      { field: 'eksiklikler', target: 'file', each: 'kanit._id' },
      { field: 'dosya', target: 'file' },
    ]);
    const row = { eksiklikler: [{ kanit: { keptId: OTHER } }, { kanit: null }], dosya: { _id: ID } };
    expect(referencesOf('denetim', row)).toEqual([
      { target: 'file', id: OTHER },
      { target: 'file', id: ID },
    ]);
  });
});
