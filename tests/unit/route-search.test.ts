import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { flag, integer, oneOf, search, text } from '../../src/routes/search';

// The routes' search validation without valibot (src/routes/search.ts) gives what the valibot
// schemas it replaced gave, for the values an address can carry (TanStack Router parses `?tl=true`
// to a boolean and `?yil=2025` to a number).
const VALUES: unknown[] = [
  undefined,
  '',
  'gelen',
  'giden',
  'x',
  '2026-01-31',
  '2026-1-31',
  'a'.repeat(65),
  true,
  false,
  2025,
  1999,
  2025.5,
  null,
  {},
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function sameAs(hand: (input: any) => unknown, schema: v.GenericSchema, key: string) {
  for (const value of VALUES) {
    const input: Record<string, unknown> = value === undefined ? { other: 1 } : { [key]: value, other: 1 };
    expect(hand(input), `${key}=${JSON.stringify(value)}`).toEqual(v.parse(schema, input));
  }
}

describe('route search validation', () => {
  it('a choice falls back to its default, as v.optional(v.fallback(v.picklist))', () => {
    sameAs(
      search({ tip: oneOf(['gelen', 'giden'], 'gelen') }),
      v.object({ tip: v.optional(v.fallback(v.picklist(['gelen', 'giden']), 'gelen'), 'gelen') }),
      'tip',
    );
    sameAs(
      search({ doviz: oneOf(['', 'USD'], '') }),
      v.object({ doviz: v.optional(v.fallback(v.picklist(['', 'USD']), ''), '') }),
      'doviz',
    );
  });

  it('a flag is false unless true or false; an optional flag is left out when missing', () => {
    sameAs(search({ tl: flag() }), v.object({ tl: v.optional(v.fallback(v.boolean(), false), false) }), 'tl');
    sameAs(search({ tl: flag('optional') }), v.object({ tl: v.optional(v.fallback(v.boolean(), false)) }), 'tl');
    expect(search({ tl: flag('optional') })({} as never)).not.toHaveProperty('tl');
  });

  it('a text keeps a string matching its pattern and length, else empty', () => {
    sameAs(search({ id: text() }), v.object({ id: v.optional(v.fallback(v.string(), ''), '') }), 'id');
    const DATE = /^\d{4}-\d{2}-\d{2}$/;
    sameAs(
      search({ tarih: text({ pattern: DATE }) }),
      v.object({ tarih: v.optional(v.fallback(v.pipe(v.string(), v.regex(DATE)), ''), '') }),
      'tarih',
    );
    sameAs(
      search({ cari: text({ maxLength: 64 }) }),
      v.object({ cari: v.optional(v.fallback(v.pipe(v.string(), v.maxLength(64)), ''), '') }),
      'cari',
    );
  });

  it('an integer outside its range takes the default', () => {
    const year = () => 2026;
    sameAs(
      search({ yil: integer(2000, 2100, year) }),
      v.object({ yil: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100)), year)) }),
      'yil',
    );
  });
});
