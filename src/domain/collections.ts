import { accountKind, type Account } from './kinds/account';
import { bankOrderKind } from './kinds/bank-order';
import { bdnKind } from './kinds/bdn';
import { shipReportKind } from './kinds/ship-report';
import { certificateKind } from './kinds/certificate';
import { workReportKind } from './kinds/work-report';
import { inspectionKind } from './kinds/inspection';
import { loanKind } from './kinds/loan';
import { eachId, declarationOf as derivedDeclaration, type CollectionDeclaration, type DeclaredFrom } from './kinds/declaration';
import type { AnyKind, KindName, RecordOf } from './kinds/define';
import type { Bill } from './bill';
import { billKind } from './kinds/bill';
import { budgetCodeKind } from './kinds/budget-code';
import { cashFlowKind, type CashFlow } from './kinds/cash-flow';
import { readConfirmationKind, type ReadConfirmation } from './kinds/read-confirmation';
import { documentKind, type LibraryDocument } from './kinds/document';
import { exchangeRateKind } from './kinds/exchange-rate';
import { instrumentKind, type Instrument } from './kinds/instrument';
import { assignmentKind } from './kinds/assignment';
import { personKind, type Person } from './kinds/person';
import { turkishSortKey } from './collation';

// The mirrored collections (docs/architecture.md §3), each declared once. The server registry and
// routes, the device's Dexie stores, outbox bodies and pull, and the sync view are derived from
// these declarations; a collection that is not declared here does not compile anywhere. Each one's
// write schema is beside it in collection-schemas.ts, which the forms and the server read: the sync
// engine reads these declarations before a screen's first render and never validates.

export type { CollectionDeclaration, MirroredRecord, Reference } from './kinds/declaration';

/** The definitions the collections below are declared from, by name (`kindOf`). */
const DEFINITIONS = new Map<string, AnyKind>();

/** A kind's declaration (./kinds/declaration.ts), its definition kept for `kindOf`. */
function declarationOf<const D extends AnyKind>(definition: D): ReturnType<typeof derivedDeclaration<D>> {
  DEFINITIONS.set(definition.name, definition);
  return derivedDeclaration(definition);
}

export const COLLECTIONS = {
  /** Budget codes (butceKodu; docs/areas/budget-codes.md): defined field by field in src/domain/kinds/budget-code.ts. */
  butceKodu: declarationOf(budgetCodeKind),
  /** Counterparty accounts (cariHesap; docs/areas/accounts.md): defined field by field in src/domain/kinds/account.ts; read in Turkish order by `_sort`. */
  cariHesap: { ...declarationOf(accountKind), localKeys: (account: Account) => ({ _sort: turkishSortKey(account.unvan) }) },
  /** Bills and proformas (fatura; docs/areas/bills.md): defined field by field in src/domain/kinds/bill.ts; read newest first by `_sort`. */
  fatura: { ...declarationOf(billKind), localKeys: (bill: Bill) => ({ _sort: bill.tarih }) },
  /** Cash flows (nakitAkis; docs/areas/cash-flows.md): defined field by field in src/domain/kinds/cash-flow.ts; read newest first by `_sort`. */
  nakitAkis: { ...declarationOf(cashFlowKind), localKeys: (flow: CashFlow) => ({ _sort: flow.tarih }) },
  /** Bank orders (bankaTalimat; docs/areas/bank-orders.md): defined field by field in src/domain/kinds/bank-order.ts. */
  bankaTalimat: declarationOf(bankOrderKind),
  /** Exchange rates (kur; docs/areas/exchange-rates.md): defined field by field in src/domain/kinds/exchange-rate.ts. */
  kur: declarationOf(exchangeRateKind),
  /** Certificates and surveys (sertifika; docs/areas/certificates.md): defined field by field in src/domain/kinds/certificate.ts. */
  sertifika: declarationOf(certificateKind),
  /** The document library (dokuman; docs/areas/documents.md): defined field by field in src/domain/kinds/document.ts. */
  dokuman: declarationOf(documentKind),
  /** Read confirmations (okumaOnayi; docs/areas/documents.md): defined field by field in src/domain/kinds/read-confirmation.ts. */
  okumaOnayi: declarationOf(readConfirmationKind),
  /** Cheques and promissory notes (çek/senet; docs/areas/cheques.md): defined field by field in src/domain/kinds/instrument.ts. */
  cekSenet: declarationOf(instrumentKind),
  /** Bunker delivery notes (bdn; docs/areas/bunkers-and-emissions.md): defined field by field in src/domain/kinds/bdn.ts. */
  bdn: declarationOf(bdnKind),
  /** Ship reports (gemiRaporu; docs/areas/bunkers-and-emissions.md): defined field by field in src/domain/kinds/ship-report.ts. */
  gemiRaporu: declarationOf(shipReportKind),
  /** Work reports (isRaporu; docs/areas/work-reports.md): defined field by field in src/domain/kinds/work-report.ts. */
  isRaporu: declarationOf(workReportKind),
  /** People of the crew pool (personel; docs/areas/crew.md): defined field by field in src/domain/kinds/person.ts. */
  personel: {
    ...declarationOf(personKind),
    // Read in Turkish order of surname and name.
    localKeys: (person: Person) => ({ _sort: turkishSortKey(`${person.soyad} ${person.ad}`) }),
  },
  /** Assignments of people to ships (gorevlendirme; docs/areas/crew.md): defined field by field in src/domain/kinds/assignment.ts. */
  gorevlendirme: declarationOf(assignmentKind),
  /** Inspections and their deficiencies (denetim; docs/areas/inspections.md): defined field by field in src/domain/kinds/inspection.ts. */
  denetim: declarationOf(inspectionKind),
  /** Loans, their schedules and security cover (kredi; docs/areas/loans.md): defined field by field in src/domain/kinds/loan.ts. */
  kredi: declarationOf(loanKind),
} as const;

type Collections = typeof COLLECTIONS;

/**
 * The records of kinds whose record carries more than their definition says (a bill's totals, a
 * cheque's movements). Every other collection's record is its definition's (`RecordOf`), derived
 * below: a new kind adds nothing here.
 */
interface ShapedRecords {
  cariHesap: Account;
  dokuman: LibraryDocument;
  okumaOnayi: ReadConfirmation;
  fatura: Bill;
  cekSenet: Instrument;
}

/** The definition a collection is declared from (`declarationOf`). */
export type KindOf<C extends keyof Collections> =
  Collections[C] extends DeclaredFrom<infer D> ? ([D] extends [AnyKind] ? D : never) : never;

/** The record type of each collection, by name. */
export type CollectionRecords = {
  [C in keyof Collections]: C extends keyof ShapedRecords ? ShapedRecords[C] : RecordOf<KindOf<C>>;
};

export type CollectionName = keyof Collections & string;

/**
 * The kinds' names (src/domain/kinds/define.ts `KindNames`) are the collections' names, no more and
 * no fewer, and each declaration's name is its key.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Misnamed = { [C in keyof Collections]: Collections[C]['name'] extends C ? never : C }[keyof Collections];
const NAMES_AGREE: Same<KindName, CollectionName> & Same<Misnamed, never> = true;
void NAMES_AGREE;

export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(COLLECTIONS, name);
}

/**
 * Every declaration typed by its collection's record: the compiler checks each one against its
 * record here, and a lookup by a name `C` is then the declaration of `CollectionRecords[C]`.
 */
const DECLARATIONS: { readonly [C in CollectionName]: CollectionDeclaration<CollectionRecords[C]> } = COLLECTIONS;

/** Every collection is declared from its kind's definition (`declarationOf`): one declared by hand does not compile. */
type HandDeclared = { [C in CollectionName]: [KindOf<C>] extends [never] ? C : never }[CollectionName];
const ALL_DEFINED: Same<HandDeclared, never> = true;
void ALL_DEFINED;

/** The definition collection `name` is declared from. */
export function kindOf(name: CollectionName): AnyKind {
  const definition = DEFINITIONS.get(name);
  if (!definition) throw new Error(`${name}: not declared from a kind's definition (declarationOf)`);
  return definition;
}

/** The declaration of `name`, typed by its record. */
export function collection<C extends CollectionName>(name: C): CollectionDeclaration<CollectionRecords[C]> {
  return DECLARATIONS[name];
}

/** The body a write of `record` sends: its write fields and `_id`, nothing local. */
export function writeBody<C extends CollectionName>(name: C, record: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { _id: record._id };
  for (const field of collection(name).writeFields) if (record[field] !== undefined) body[field] = record[field];
  return body;
}

/**
 * A record as the device mirrors it, from a detail answer (`GET /api/{path}/:id`). A detail may
 * name the record's company and the records it refers to as objects that carry their names
 * (docs/architecture.md §8: a cash flow's `sirket {_id, isim}` and `cariHesap {_id, unvan}`); the mirror, the pull
 * and the writes name them by their plain `_id`. Files stay as they are: the mirror keeps them whole.
 */
export function mirroredRecordOf(name: CollectionName, detail: Record<string, unknown>): Record<string, unknown> {
  const { companyField, references } = collection(name);
  const record = { ...detail };
  const fields = references
    .filter((reference) => reference.target !== 'file' && !reference.each)
    .map((reference) => reference.field as string);
  if (companyField) fields.push(companyField);
  for (const field of fields) {
    const value = record[field];
    if (value !== null && typeof value === 'object' && typeof (value as { _id?: unknown })._id === 'string') {
      record[field] = (value as { _id: string })._id;
    }
  }
  return record;
}

/**
 * The records and files a record refers to, from its declared references: a queued write of it
 * waits until these are on the server (docs/architecture.md §4.2).
 */
export function referencesOf(name: CollectionName, record: Record<string, unknown>): { target: string; id: string }[] {
  const found: { target: string; id: string }[] = [];
  for (const { field, target, each } of collection(name).references) {
    const value = record[field];
    for (const item of Array.isArray(value) ? value : [value]) {
      // An id, or an object naming one: an uploaded file `{_id, …}`, a file kept on the device `{keptId, …}`,
      // a line `{butceKodu, …}` (`each`).
      // A list of files (`each: '_id'`) names a file kept on the device by its `keptId`.
      const id = each
        ? each.includes('.')
          ? eachId(item, each)
          : ((item as Record<string, unknown> | null)?.[each] ??
            (target === 'file' ? (item as { keptId?: unknown } | null)?.keptId : undefined))
        : item && typeof item === 'object'
          ? ((item as { _id?: unknown; keptId?: unknown })._id ?? (item as { keptId?: unknown }).keptId)
          : item;
      if (typeof id === 'string' && id !== '') found.push({ target, id });
    }
  }
  return found;
}

/**
 * A short name of a record for lists of changes: its title fields joined, each as `show` writes it
 * (the screens show a date as 31.12.2026).
 */
export function recordTitle(
  name: CollectionName,
  record: Record<string, unknown> | null | undefined,
  show: (part: string) => string = (part) => part,
): string {
  if (!record) return '';
  return collection(name)
    .titleFields.map((field) => record[field])
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .map(show)
    .join(' — ');
}
