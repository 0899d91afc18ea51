import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { CollectionName, CollectionRecords } from '../../domain/collections';
import { isCollectionName } from '../../domain/collection-declarations';
import type { Fields } from '../../domain/kinds/define';
import type { MutationOp, OutboxTarget } from '../../data/db';
import { isCalendarDate } from '../../domain/calendar';
import { formatDate, formatDateTime } from '../format';
import type { FieldsLabels } from './kind-labels';
import { billLabels, paymentTypeLabels } from './bill-labels';
import { cashFlowLabels } from './cash-flow-labels';
import { certificateLabels, certificateTypeLabels } from './certificate-labels';
import { rateSourceLabels } from './exchange-rate-labels';
import { instrumentLabels } from './instrument-labels';

type Labels = Readonly<Record<string, MessageDescriptor>>;

/** A kind's labels that carry its name (./kind-labels.ts `name`). */
type NamedLabels = Pick<FieldsLabels<Fields>, 'fields' | 'values'> & { name: CollectionName; kind: MessageDescriptor };

function isNamedLabels(value: unknown): value is NamedLabels {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    typeof value.name === 'string' &&
    isCollectionName(value.name) &&
    'kind' in value &&
    'fields' in value &&
    'values' in value
  );
}

/**
 * The kinds' labels, found in this folder's `*-labels.ts` files (loaded with this module, as its
 * imports were): a kind's labels exported with its `name` need no line here. The entries below are
 * the kinds whose labels are not exported with their name yet, and those whose labels differ from
 * their definition's (a bill's payment type, a certificate's type from its catalogue).
 */
const FOUND: readonly NamedLabels[] = Object.values(
  import.meta.glob<Record<string, unknown>>(['./*-labels.ts', '!./collection-labels.ts', '!./kind-labels.ts'], { eager: true }),
)
  .flatMap((module) => Object.values(module))
  .filter(isNamedLabels);

function found<T>(part: (labels: NamedLabels) => T): Partial<Record<CollectionName, T>> {
  return Object.fromEntries(FOUND.map((labels) => [labels.name, part(labels)]));
}

/** How the sync view names what a change writes. */
export const targetLabels = {
  ...found((labels) => labels.kind),
  fatura: billLabels.kind,
  nakitAkis: cashFlowLabels.kind,
  kur: msg`Döviz kuru`,
  cekSenet: instrumentLabels.kind,
  // Their labels load with their screens (src/features/bank-statements/statement-labels.ts), or
  // they have none of their own (budgets, read by the KPI page): only their names here.
  ekstre: msg`Banka Ekstresi`,
  ekstreSatiri: msg`Ekstre Satırı`,
  butce: msg`Bütçe`,
  // Their labels load with their screens (src/features/inspections/nc-labels.ts): only their names here.
  uygunsuzluk: msg`Uygunsuzluk`,
  olay: msg`Olay Raporu`,
  // Their labels come with their screens (src/features/operations): only their names here.
  carter: msg`Çarter`,
  yukEvraki: msg`Yük Evrakı`,
  sozlesme: msg`Sözleşme`,
  notepad: msg`Not Defteri`,
} as Record<OutboxTarget, MessageDescriptor>;

export const opLabels: Record<MutationOp, MessageDescriptor> = {
  create: msg`Oluşturma`,
  update: msg`Düzenleme`,
  delete: msg`Silme`,
};

type FieldLabels = { [C in CollectionName]: { [F in keyof CollectionRecords[C]]?: MessageDescriptor } };

/** The labels of the fields a write sends, as the forms show them. */
export const fieldLabels = {
  ...found((labels) => labels.fields),
  fatura: billLabels.fields,
  nakitAkis: cashFlowLabels.fields,
  kur: {
    tarih: msg`Tarih`,
    dovizCinsi: msg`Döviz Cinsi`,
    dovizAlis: msg`Döviz Alış`,
    dovizSatis: msg`Döviz Satış`,
    efektifAlis: msg`Efektif Alış`,
    efektifSatis: msg`Efektif Satış`,
    kaynak: msg`Kaynak`,
    bulten: msg`Bülten No`,
  },
  cekSenet: instrumentLabels.fields,
} as FieldLabels;

/** The label of a field path (`bankalar.0.iban` → its top field's label), or the path itself. */
export function fieldLabel(i18n: I18n, target: OutboxTarget, path: string): string {
  if (target === 'notepad') return i18n._(targetLabels.notepad);
  const top = path.split('.')[0] ?? path;
  const labels = fieldLabels[target] as Record<string, MessageDescriptor | undefined> | undefined;
  const label = labels?.[top];
  return label ? i18n._(label) : path;
}

type EnumLabels = { [C in CollectionName]: { [F in keyof CollectionRecords[C]]?: Readonly<Record<string, MessageDescriptor>> } };

/**
 * The labels of each collection's stored enumerations (docs/architecture.md §8), by (collection, field):
 * a bill's `tip` is its direction (Gelen), a budget code's its chart (Gider), a cash flow's its kind.
 * The screens' own labels, reused.
 */
export const enumLabels = {
  ...found((labels): Readonly<Record<string, Labels>> => labels.values),
  fatura: { ...billLabels.values, odemeTip: paymentTypeLabels },
  nakitAkis: cashFlowLabels.values,
  kur: { kaynak: rateSourceLabels },
  // A certificate's type is a catalogue code typed as text: its labels are the catalogue's.
  sertifika: { ...certificateLabels.values, tur: certificateTypeLabels },
  cekSenet: instrumentLabels.values,
} as EnumLabels;

type ItemLabels = Partial<Record<CollectionName, Record<string, Record<string, Readonly<Record<string, MessageDescriptor>>>>>>;

/** The labels of enumerations inside a list's items, by (collection, list field, item field): a survey's kind. */
const itemEnumLabels: ItemLabels = {
  sertifika: { sorveyler: certificateLabels.lists.sorveyler.values },
};

/** The label of a stored enumeration value of `collection`'s `field`, if it is one. */
export function enumLabel(collection: string, field: string, value: unknown): MessageDescriptor | undefined {
  if (!isCollectionName(collection)) return undefined;
  const labels = (enumLabels[collection] as Record<string, Readonly<Record<string, MessageDescriptor>> | undefined> | undefined)?.[field];
  return labels && Object.hasOwn(labels, String(value)) ? labels[String(value)] : undefined;
}

/** A field's value as a person reads it: labels for stored enumerations, lists summarised. */
export function formatFieldValue(
  i18n: I18n,
  collection: string,
  field: string,
  value: unknown,
  companyName: (id: string) => string | undefined,
): string {
  if (value === undefined || value === null || value === '') return '—';
  const label = enumLabel(collection, field, value);
  if (label) return i18n._(label);
  if (field === 'sirket') return companyName(String(value)) ?? String(value);
  const itemLabels = isCollectionName(collection) ? itemEnumLabels[collection]?.[field] : undefined;
  if (Array.isArray(value) && itemLabels) {
    // Each item as the screen shows it: "Yıllık sörvey · 20.08.2026", not "yillik 20.08.2026".
    const items = value.map((item) =>
      Object.entries((item ?? {}) as Record<string, unknown>)
        .filter(([, part]) => part !== null && part !== undefined && part !== '')
        .map(([key, part]) => {
          const labels = itemLabels[key];
          const label = labels && Object.hasOwn(labels, String(part)) ? labels[String(part)] : undefined;
          return label ? i18n._(label) : shownText(part);
        })
        .join(' · '),
    );
    return items.join('; ') || '—';
  }
  if (Array.isArray(value)) {
    const names = value.map((item) =>
      item && typeof item === 'object'
        ? Object.values(item as Record<string, unknown>)
            .filter(Boolean)
            .slice(0, 2)
            .map(shownText)
            .join(' ')
        : shownText(item),
    );
    return names.join('; ') || '—';
  }
  return typeof value === 'object' ? JSON.stringify(value) : shownText(value);
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as the other screens show it: a date as 31.12.2026, a timestamp with its time. */
export function shownText(value: unknown): string {
  const text = String(value);
  if (isCalendarDate(text)) return formatDate(text);
  if (TIMESTAMP.test(text)) return formatDateTime(text) || text;
  return text;
}

/** The fields whose values differ between two states of a record, in the declaration's order. */
export function changedFields(target: CollectionName, mine: Record<string, unknown>, theirs: Record<string, unknown>): string[] {
  return Object.keys(fieldLabels[target]).filter((field) => JSON.stringify(mine[field] ?? '') !== JSON.stringify(theirs[field] ?? ''));
}
