import { getTableConfig, PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import { is, SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defineKind, field } from '../../src/domain/kinds/define';
import { kindTable, kindTableName, snakeCase } from '../../server/db/kind-table';
import { denetim, isRaporu, kur } from '../../server/db/schema';

// The table builder (server/db/kind-table.ts): one column per field by the conventions of the
// tables written by hand, the CHECKs, unique indexes and indexes the definition implies. That it
// reproduces existing tables exactly is checked by `node scripts/check-migrations.mjs` (isRaporu
// and kur are built with it); this checks each field type on a definition that has them all.

const dialect = new PgDialect();
const sqlOf = (value: SQL) => dialect.sqlToQuery(value).sql;

const everyFieldKind = defineKind({
  name: 'gemiRaporu',
  path: 'test/every-field',
  fields: {
    sirket: field.company(),
    kod: field.text({ required: true, max: 20 }),
    not: field.text({ max: 200 }),
    tarih: field.date({ required: true }),
    bitis: field.date(),
    zaman: field.dateTime({ required: true }),
    eta: field.dateTime(),
    miktar: field.decimal(3, { required: true, min: 1n, max: 1_000_000n }),
    oran: field.decimal(2, { min: 0n }),
    mesafe: field.decimal(1, { default: 0 }),
    tutar: field.money({ required: true }),
    tur: field.choice(['a', 'b'] as const),
    hesap: field.reference('cariHesap'),
    kisi: field.reference('personel', { required: true }),
    dosya: field.file(),
    dosyalar: field.files(5),
    muhurler: field.texts(10, 60),
    tuketim: field.figures(['HFO', 'MGO'] as const, 3),
    yuk: field.group({ cins: field.text(), miktar: field.decimal(3) }),
    ucret: field.group({ miktar: field.money(), doviz: field.choice(['USD', 'TL'] as const) }, { nullable: true }),
    satirlar: field.list({ baslik: field.text({ required: true }) }, 10),
  },
  companyField: 'sirket',
  unique: [
    { fields: ['kod'], scope: 'company', path: 'kod', error: 'duplicateRef', index: 'gemi_raporu_kod_unique' },
    { fields: ['not', 'tur'], scope: 'all', path: 'not', error: 'duplicateRef', index: 'gemi_raporu_not_unique' },
  ],
  checks: [],
  indexes: ['sirket'],
  titleFields: ['kod'],
  list: { columns: ['kod'], sorts: ['kod'], defaultSort: { field: 'kod', order: 'asc' }, filters: ['sirket'] },
});

const table = kindTable(everyFieldKind, { columns: { miktar: { bigint: true }, kisi: { column: 'kisi' } } });
const config = getTableConfig(table);

function columnNamed(name: string): PgColumn {
  const found = config.columns.find((column) => column.name === name);
  if (!found) throw new Error(`no column ${name}`);
  return found;
}

/** A column as `type!` (not null) with its default, if any. */
function shapeOf(name: string): string {
  const column = columnNamed(name);
  const value: unknown = column.default;
  const defaultValue = !column.hasDefault || value === undefined ? '' : ` = ${is(value, SQL) ? sqlOf(value) : JSON.stringify(value)}`;
  return `${column.getSQLType()}${column.notNull ? '!' : ''}${defaultValue}`;
}

describe('kindTable', () => {
  it('names the table and its columns in snake case', () => {
    expect(kindTableName('gemiRaporu')).toBe('gemi_raporu');
    expect(snakeCase('ePosta')).toBe('e_posta');
    expect(snakeCase('yogunluk15')).toBe('yogunluk15');
    expect(config.name).toBe('gemi_raporu');
  });

  it('has the mirrored columns, then one column per field, then created_at', () => {
    expect(config.columns.map((column) => column.name)).toEqual([
      'id',
      'version',
      'cursor',
      'updated_at',
      'deleted_at',
      'sirket_id',
      'kod',
      'not',
      'tarih',
      'bitis',
      'zaman',
      'eta',
      'miktar',
      'oran',
      'mesafe',
      'tutar',
      'tur',
      'hesap_id',
      'kisi',
      'dosya',
      'dosya_id',
      'dosyalar',
      'muhurler',
      'tuketim',
      'yuk',
      'ucret_miktar',
      'ucret_doviz',
      'satirlar',
      'created_at',
    ]);
    expect(Object.keys(table)).toEqual(
      expect.arrayContaining(['sirket', 'hesap', 'kisi', 'dosya', 'dosyaId', 'ucretMiktar', 'ucretDoviz']),
    );
  });

  it('types each field as the conventions say', () => {
    expect(shapeOf('sirket_id')).toBe('uuid!');
    expect(shapeOf('kod')).toBe('text!');
    expect(shapeOf('not')).toBe('text! = ""');
    expect(shapeOf('tarih')).toBe('date!');
    expect(shapeOf('bitis')).toBe('date');
    expect(shapeOf('zaman')).toBe('timestamp with time zone!');
    expect(shapeOf('eta')).toBe('timestamp with time zone');
    expect(shapeOf('miktar')).toBe('bigint!');
    expect(shapeOf('oran')).toBe('integer');
    expect(shapeOf('mesafe')).toBe('integer! = 0');
    expect(shapeOf('tutar')).toBe('bigint!');
    expect(shapeOf('tur')).toBe('text!');
    expect(shapeOf('hesap_id')).toBe('uuid');
    expect(shapeOf('kisi')).toBe('uuid!');
    expect(shapeOf('dosya')).toBe('jsonb');
    expect(shapeOf('dosya_id')).toBe('uuid');
    expect(shapeOf('dosyalar')).toBe('jsonb! = []');
    expect(shapeOf('muhurler')).toBe('jsonb! = []');
    expect(shapeOf('tuketim')).toBe('jsonb! = {}');
    expect(shapeOf('yuk')).toBe('jsonb! = {"cins":"","miktar":null}');
    expect(shapeOf('ucret_miktar')).toBe('bigint');
    expect(shapeOf('ucret_doviz')).toBe('text');
    expect(shapeOf('satirlar')).toBe('jsonb! = []');
    expect(shapeOf('created_at')).toBe('timestamp with time zone! = now()');
  });

  it('checks the catalogues and the decimals’ ranges', () => {
    const checks = Object.fromEntries(config.checks.map((check) => [check.name, sqlOf(check.value)]));
    expect(checks).toEqual({
      gemi_raporu_miktar_check: '"gemi_raporu"."miktar" between 1 and 1000000',
      gemi_raporu_oran_check: '"gemi_raporu"."oran" >= 0',
      gemi_raporu_tur_check: `"gemi_raporu"."tur" in ('a', 'b')`,
      gemi_raporu_ucret_doviz_check: `"gemi_raporu"."ucret_doviz" is null or "gemi_raporu"."ucret_doviz" in ('USD', 'TL')`,
    });
  });

  it('names the foreign keys of the company, the references and the file', () => {
    const keys = config.foreignKeys.map((key) => {
      const { columns, foreignColumns } = key.reference();
      return `${columns.map((column) => column.name).join()} → ${getTableConfig(foreignColumns[0]!.table).name} ${key.onDelete}`;
    });
    expect(keys).toEqual([
      'sirket_id → sirket restrict',
      'hesap_id → cari_hesap restrict',
      'kisi → personel restrict',
      'dosya_id → files restrict',
    ]);
  });

  it('indexes the cursor, the company, the references and the files, and makes the unique rules partial on live rows', () => {
    const indexes = Object.fromEntries(
      config.indexes.map(({ config: index }) => [
        index.name,
        `${index.unique ? 'unique ' : ''}${index.method === 'gin' ? 'gin ' : ''}(${index.columns.map((column) => ('name' in column ? column.name : '?')).join(', ')})${index.where ? ` where ${sqlOf(index.where)}` : ''}`,
      ]),
    );
    expect(indexes).toEqual({
      gemi_raporu_cursor_idx: 'unique (cursor)',
      // Scoped to the company: the company column first.
      gemi_raporu_kod_unique: 'unique (sirket_id, kod) where "gemi_raporu"."deleted_at" is null',
      // An optional text's blank clashes with nothing.
      gemi_raporu_not_unique: `unique (not, tur) where "gemi_raporu"."deleted_at" is null and "gemi_raporu"."not" <> ''`,
      gemi_raporu_sirket_idx: '(sirket_id)',
      gemi_raporu_hesap_idx: '(hesap_id)',
      gemi_raporu_kisi_idx: '(kisi)',
      gemi_raporu_dosya_idx: '(dosya_id)',
      gemi_raporu_dosyalar_idx: 'gin (dosyalar)',
    });
  });

  it('leaves out what the overrides and options say, and adds the table’s own constraints', () => {
    const bare = getTableConfig(
      kindTable(everyFieldKind, {
        createdAt: false,
        columns: { tur: { check: false }, hesap: { index: false } },
        constraints: () => [],
      }),
    );
    expect(bare.columns.map((column) => column.name)).not.toContain('created_at');
    expect(bare.checks.map((check) => check.name)).not.toContain('gemi_raporu_tur_check');
    expect(bare.indexes.map((index) => index.config.name)).not.toContain('gemi_raporu_hesap_idx');
  });

  it('builds the existing tables it was proved on: work reports and exchange rates', () => {
    const workReports = getTableConfig(isRaporu);
    expect(workReports.name).toBe('is_raporu');
    expect(workReports.checks.map((check) => check.name).sort()).toEqual(['is_raporu_donem_check', 'is_raporu_tur_check']);
    const rates = getTableConfig(kur);
    expect(rates.columns.map((column) => column.name)).not.toContain('created_at');
    expect(rates.checks.map((check) => check.name).sort()).toEqual(['kur_doviz_cinsi_check', 'kur_kaynak_check', 'kur_rates_check']);
  });
});

describe('kindTable: a yes or no and a choice that may stay blank (inspections)', () => {
  const inspections = getTableConfig(denetim);
  const column = (name: string) => inspections.columns.find((item) => item.name === name)!;
  const checkSql = (name: string) => sqlOf(inspections.checks.find((item) => item.name === name)!.value);

  it('keeps a blank choice allowed by its CHECK, a plain choice not', () => {
    expect(checkSql('denetim_rejim_check')).toContain(`in ('', 'paris', 'tokyo', 'uscg', 'diger')`);
    expect(checkSql('denetim_tur_check')).not.toContain(`''`);
  });

  it('keeps a group with a yes or no in one jsonb column, false by default', () => {
    expect(column('tutulma').getSQLType()).toBe('jsonb');
    expect(column('tutulma').default).toEqual({ var: false, serbestBirakma: null });
  });

  it('makes a yes or no a boolean column, false by default', () => {
    const flags = getTableConfig(
      kindTable(
        defineKind({
          name: 'denetim',
          path: 'test/flags',
          fields: { sirket: field.company(), tutuldu: field.boolean() },
          companyField: 'sirket',
          unique: [],
          checks: [],
          indexes: [],
          titleFields: [],
          list: { columns: [], sorts: [], defaultSort: { field: 'updatedAt', order: 'desc' }, filters: [] },
        }),
      ),
    );
    const flag = flags.columns.find((item) => item.name === 'tutuldu')!;
    expect([flag.getSQLType(), flag.notNull, flag.default]).toEqual(['boolean', true, false]);
  });
});
