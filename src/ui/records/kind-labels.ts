import type { MessageDescriptor } from '@lingui/core';
import type { AnyKind, ChoiceField, Fields, ListField } from '../../domain/kinds/define';

// The labels of a kind (src/domain/kinds/), beside its definition rather than in it: the definition
// is read by the server, which runs src/domain without Lingui's macro. Typed by the definition, so a
// field or a catalogue value without its label does not compile; the forms, the sync view and the
// history read them from here (collection-labels.ts).

type ChoiceKeys<F extends Fields> = { [K in keyof F]: F[K] extends ChoiceField ? K : never }[keyof F];
type ListKeys<F extends Fields> = { [K in keyof F]: F[K] extends ListField ? K : never }[keyof F];

/** The labels of a set of fields: each field's, each catalogue value's, and those of each list's sub-records. */
export interface FieldsLabels<F extends Fields> {
  fields: { readonly [K in keyof F]: MessageDescriptor };
  values: { readonly [K in ChoiceKeys<F>]: F[K] extends ChoiceField<infer O> ? Readonly<Record<O[number], MessageDescriptor>> : never };
  lists: { readonly [K in ListKeys<F>]: F[K] extends ListField<infer Item> ? FieldsLabels<Item> : never };
}

/** A kind's labels: its name (as the sync view names what a change writes) and its fields'. */
export interface KindLabels<D extends AnyKind> extends FieldsLabels<D['fields']> {
  kind: MessageDescriptor;
  /**
   * The kind's name: labels exported with it from a `src/ui/records/*-labels.ts` file are found by
   * collection-labels.ts (the sync view, the history), which then lists nothing of the kind.
   */
  name?: D['name'];
}
