import type { DecimalField, Field, Fields, FiguresField, GroupField, ListField } from './define';

// The figures a kind's write fields carry, from its definition: integers at their scales on the
// device, major units on the wire (src/domain/money.ts). The collection declarations carry them
// (src/domain/collections.ts `DECLARED`), as the sync engine converts every record it pulls or sends.

/**
 * The fields of one row of a list field (a bill's lines, its plan) that a write sends: each one's
 * scale, `null`, or the row fields of a group or list inside the row that carries a decimal (a
 * charter port's deductions).
 */
export type RowFields = { readonly [field: string]: number | null | RowFields };

/** The figures a collection's write fields carry: a figure's scale, or a list field's row fields. */
export type WriteFigures = Readonly<Record<string, number | RowFields>>;

/**
 * A field's figures in a write: a decimal's scale (not a whole number's, scale 0: the same on the
 * device and the wire, and a form edits it as a number), a figures field's scale per key, a group's
 * or list's row fields with a decimal among them.
 */
type FigureSpec<F, InRow extends boolean = false> = F extends { serverWritten: true }
  ? never
  : F extends DecimalField
    ? F extends { scale: 0 }
      ? InRow extends true
        ? number
        : never
      : number
    : F extends FiguresField<infer Keys>
      ? { [K in Keys[number]]: number }
      : F extends GroupField<infer Item> | ListField<infer Item>
        ? [{ [K in keyof Item]: [FigureSpec<Item[K], true>] extends [never] ? never : K }[keyof Item]] extends [never]
          ? never
          : { [K in keyof Item]: [FigureSpec<Item[K], true>] extends [never] ? null : FigureSpec<Item[K], true> }
        : never;

/** The write figures of a kind, from its definition: its fields that carry a figure (FigureSpec). */
export type KindFigures<D extends { fields: Fields }> = {
  [K in keyof D['fields'] as [FigureSpec<D['fields'][K]>] extends [never] ? never : K]: FigureSpec<D['fields'][K]>;
};

/**
 * The write figures of a kind, from its definition: each decimal's scale but a whole number's
 * (scale 0), a figures field's scale per key, and of a group or a list with a decimal among its fields every row field (its scale, or
 * `null`); a list without one is copied whole.
 */
export function kindFigures<D extends { fields: Fields }>(kind: D): KindFigures<D>;
export function kindFigures(kind: { fields: Fields }): WriteFigures {
  const figures: Record<string, number | RowFields> = {};
  for (const [name, spec] of Object.entries(kind.fields)) {
    const figure = figureOf(spec, false);
    if (figure !== null) figures[name] = figure;
  }
  return figures;
}

/**
 * One field's figures (FigureSpec), or null for none: a group's or list's rows recursively (a port's
 * deductions). A whole number is no figure at the top (a form edits it as a number) but keeps its
 * scale 0 in a row, as rows always did.
 */
function figureOf(spec: Field, inRow: boolean): number | RowFields | null {
  // A field the server writes is never in a write (a document's earlier revisions).
  if (spec.serverWritten) return null;
  if (spec.type === 'decimal') return spec.scale !== 0 || inRow ? spec.scale : null;
  if (spec.type === 'figures') return Object.fromEntries(spec.keys.map((key) => [key, spec.scale]));
  if (spec.type !== 'group' && spec.type !== 'list') return null;
  const rows = Object.entries(spec.fields).map(([key, sub]): [string, number | RowFields | null] => [key, figureOf(sub, true)]);
  return rows.some(([, figure]) => figure !== null) ? Object.fromEntries(rows) : null;
}
