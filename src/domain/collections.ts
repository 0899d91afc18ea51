import { accountKind } from './kinds/account';
import { bankOrderKind } from './kinds/bank-order';
import { bdnKind } from './kinds/bdn';
import { shipReportKind } from './kinds/ship-report';
import { certificateKind } from './kinds/certificate';
import { workReportKind } from './kinds/work-report';
import { incidentKind } from './kinds/incident';
import { inspectionKind } from './kinds/inspection';
import { nonConformityKind } from './kinds/non-conformity';
import { loanKind } from './kinds/loan';
import { payrollKind } from './kinds/payroll';
import { budgetKind } from './kinds/budget';
import { cargoDocumentKind } from './kinds/cargo-document';
import { charterKind } from './kinds/charter';
import { contractKind } from './kinds/contract';
import { statementKind, statementLineKind } from './kinds/statement';
import { messageKind, messageReadKind } from './kinds/message';
import { declarationOf as derivedDeclaration, type CollectionDeclaration, type DeclaredFrom } from './kinds/declaration';
import type { AnyKind, KindName, RecordOf } from './kinds/define';
import type { Bill } from './bill';
import type { Account } from './kinds/account';
import { billKind } from './kinds/bill';
import { budgetCodeKind } from './kinds/budget-code';
import { cashFlowKind } from './kinds/cash-flow';
import { readConfirmationKind, type ReadConfirmation } from './kinds/read-confirmation';
import { documentKind, type LibraryDocument } from './kinds/document';
import { exchangeRateKind } from './kinds/exchange-rate';
import { instrumentKind, type Instrument } from './kinds/instrument';
import { assignmentKind } from './kinds/assignment';
import { personKind } from './kinds/person';

// The mirrored collections (docs/architecture.md §3), each declared once. The server registry and
// routes, the device's Dexie stores, outbox bodies and pull, and the sync view are derived from
// these declarations; a collection that is not declared here does not compile anywhere. Each one's
// write schema is beside it in collection-schemas.ts, which the forms and the server read. The sync
// engine reads these declarations before a screen's first render and never validates: it reads them
// through ./collection-declarations.ts, which the production build gives them as data, without the
// definitions (scripts/collection-declarations.ts).

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
  cariHesap: { ...declarationOf(accountKind), sort: { fields: ['unvan'], turkish: true } },
  /** Bills and proformas (fatura; docs/areas/bills.md): defined field by field in src/domain/kinds/bill.ts; read newest first by `_sort`. */
  fatura: { ...declarationOf(billKind), sort: { fields: ['tarih'] } },
  /** Cash flows (nakitAkis; docs/areas/cash-flows.md): defined field by field in src/domain/kinds/cash-flow.ts; read newest first by `_sort`. */
  nakitAkis: { ...declarationOf(cashFlowKind), sort: { fields: ['tarih'] } },
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
    sort: { fields: ['soyad', 'ad'], turkish: true },
  },
  /** Assignments of people to ships (gorevlendirme; docs/areas/crew.md): defined field by field in src/domain/kinds/assignment.ts. */
  gorevlendirme: declarationOf(assignmentKind),
  /** Inspections and their deficiencies (denetim; docs/areas/inspections.md): defined field by field in src/domain/kinds/inspection.ts. */
  denetim: declarationOf(inspectionKind),
  /** Non-conformities and their ISM cycle (uygunsuzluk; docs/areas/inspections.md): src/domain/kinds/non-conformity.ts. */
  uygunsuzluk: declarationOf(nonConformityKind),
  /** Incidents (olay; docs/areas/inspections.md): src/domain/kinds/incident.ts. */
  olay: declarationOf(incidentKind),
  /** Loans, their schedules and security cover (kredi; docs/areas/loans.md): defined field by field in src/domain/kinds/loan.ts. */
  kredi: declarationOf(loanKind),
  /** Budgets per ship, year and budget code (butce; docs/areas/inspections.md): defined field by field in src/domain/kinds/budget.ts. */
  butce: declarationOf(budgetKind),
  /** Bank statements (ekstre; docs/areas/bank-statements.md): defined field by field in src/domain/kinds/statement.ts. */
  ekstre: declarationOf(statementKind),
  /** A bank statement's lines and their matches (ekstreSatiri; docs/areas/bank-statements.md): src/domain/kinds/statement.ts. */
  ekstreSatiri: declarationOf(statementLineKind),
  /** Time and voyage charters (carter; docs/areas/operations.md §1, §2): defined field by field in src/domain/kinds/charter.ts. */
  carter: declarationOf(charterKind),
  /** A voyage's cargo documents (yukEvraki; docs/areas/operations.md §3): src/domain/kinds/cargo-document.ts. */
  yukEvraki: declarationOf(cargoDocumentKind),
  /** Contracts and their notice deadlines (sozlesme; docs/areas/operations.md §4): src/domain/kinds/contract.ts. */
  sozlesme: declarationOf(contractKind),
  /** Wage sheets per ship and month (bordro; docs/areas/payroll.md): defined field by field in src/domain/kinds/payroll.ts. */
  bordro: declarationOf(payrollKind),
  /** Ship–office messages (mesaj; docs/areas/messages.md): defined field by field in src/domain/kinds/message.ts. */
  mesaj: declarationOf(messageKind),
  /** A user's read mark of a message (mesajOkuma; docs/areas/messages.md): src/domain/kinds/message.ts. */
  mesajOkuma: declarationOf(messageReadKind),
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

/**
 * Every declaration typed by its collection's record: the compiler checks each one against its
 * record here, and a lookup by a name `C` is then the declaration of `CollectionRecords[C]`.
 */
export type Declarations = { readonly [C in CollectionName]: CollectionDeclaration<CollectionRecords[C]> };
const DECLARATIONS: Declarations = COLLECTIONS;
void DECLARATIONS;

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
