import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { turkishSortKey } from '../../src/domain/collation';
import { foldForSearch } from '../../src/domain/search-text';
import { textKey } from '../../src/domain/text-key';

// The domain's text keys (src/domain/collation.ts, search-text.ts, text-key.ts) as SQL expressions,
// so that a list sorts and searches Turkish text in the database (issue 45) the way the device does
// in JavaScript, on PGlite (no ICU collation) and PostgreSQL alike. Each is one `translate` whose
// table is made here, at start, by running the domain function itself on every character it
// covers: Latin (U+0000–U+024F, Turkish letters and foreign accents included), combining marks,
// Cyrillic, general punctuation (dashes, zero-width characters) and the other white space. A
// character outside these is kept as it is, as the domain's key keeps digits and punctuation.
// tests/server/sql-text.test.ts compares each expression with its function on random text.

/** What JavaScript's `\s` and String.prototype.trim call white space. */
const WHITE_SPACE = [...'\t\n\v\f\r \u00a0\u1680\u2028\u2029\u202f\u205f\u3000\ufeff'].concat(
  Array.from({ length: 11 }, (_, index) => String.fromCharCode(0x2000 + index)),
);

/** The characters the tables cover, the frequent ones first: translate looks each one up in order. */
function coveredCharacters(): string[] {
  const ranges: [number, number][] = [
    [0x61, 0x7a],
    [0x41, 0x5a],
    [0x00, 0x40],
    [0x5b, 0x60],
    [0x7b, 0x24f],
    [0x300, 0x36f],
    [0x400, 0x4ff],
    [0x2000, 0x206f],
    [0x3000, 0x3000],
    [0xfeff, 0xfeff],
  ];
  const seen = new Set<string>();
  for (const [from, to] of ranges) for (let code = from; code <= to; code += 1) seen.add(String.fromCharCode(code));
  return [...seen];
}

/**
 * A translate table: each covered character the function changes, and what to (one character, or
 * none to drop it). White space becomes one space: the expression collapses and trims it after.
 * A character the function turns into several is left alone. With `spaces: 'kept'` white space is
 * left as it is.
 */
function tableOf(perCharacter: (char: string) => string, spaces: 'one' | 'kept' = 'one'): { from: string; to: string } {
  const mapped: [string, string][] = [];
  const dropped: string[] = [];
  for (const char of coveredCharacters()) {
    if (char === '\0') continue;
    const space = WHITE_SPACE.includes(char);
    if (space && spaces === 'kept') continue;
    const key = space ? ' ' : perCharacter(char);
    if (key === char) continue;
    if (key === '') dropped.push(char);
    else if ([...key].length === 1) mapped.push([char, key]);
  }
  // translate drops the characters of `from` past the end of `to`.
  return { from: mapped.map(([char]) => char).join('') + dropped.join(''), to: mapped.map(([, key]) => key).join('') };
}

const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);

function translated(value: SQL | PgColumn, table: { from: string; to: string }): SQL {
  return sql`translate(${value}, ${literal(table.from)}, ${literal(table.to)})`;
}

/** White space collapsed to one space, none at the ends (after the table made it all spaces). */
const collapsed = (value: SQL) => sql`btrim(regexp_replace(${value}, ' {2,}', ' ', 'g'), ' ')`;

// turkishSortKey trims the ends only: white space inside the text keeps its place and its character.
const SORT_TABLE = tableOf((char) => turkishSortKey(char), 'kept');
const SEARCH_TABLE = tableOf((char) => foldForSearch(char));
const TEXT_KEY_TABLE = tableOf((char) => textKey(char));

/**
 * turkishSortKey(value) in SQL, to order by with `collate "C"`: Turkish alphabetical order, case
 * and foreign accents aside. White space inside the text stays as it is, at the ends it goes.
 */
export function sqlTurkishSortKey(value: SQL | PgColumn): SQL {
  // trim() first, by the same white space, then each character its key.
  const trimmed = sql`btrim(${value}, ${literal(WHITE_SPACE.join(''))})`;
  return sql`(${translated(trimmed, SORT_TABLE)}) collate "C"`;
}

/** foldForSearch(value) in SQL: Turkish lower case, Turkish letters and accents folded, white space collapsed. */
export function sqlSearchFold(value: SQL | PgColumn): SQL {
  return collapsed(translated(value, SEARCH_TABLE));
}

/** textKey(value) in SQL (the one spelling a search compares, src/domain/text-key.ts). */
export function sqlTextKey(value: SQL | PgColumn): SQL {
  return collapsed(translated(value, TEXT_KEY_TABLE));
}

/** Whether `needle` (already folded by the matching function) occurs in `haystack`: no LIKE escapes needed. */
export function sqlContains(haystack: SQL, needle: string): SQL {
  return sql`strpos(${haystack}, ${needle}) > 0`;
}
