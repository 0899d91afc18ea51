import { randomBytes, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { accountSchema } from '../../src/domain/account';
import { billSchema } from '../../src/domain/bill';
import { localDate } from '../../src/domain/calendar';
import { cashFlowSchema } from '../../src/domain/cash-flow';
import { bdnSchema } from '../../src/domain/bdn';
import { certificateSchema } from '../../src/domain/certificates';
import { documentSchema, readConfirmationSchema } from '../../src/domain/documents';
import { filePath, type UploadedFile } from '../../src/domain/file';
import { instrumentSchema } from '../../src/domain/instrument-schema';
import type { Config } from '../config';
import { hashPassword } from '../auth/password';
import { createMirrored } from '../sync/mirror';
import type { Db } from './client';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_BUDGET_CODES, DEMO_COMPANIES, DEMO_EXCHANGE_RATES, DEMO_USER } from './demo-data';
import { exchangeRates } from '../collections/exchange-rates';
import { bdns } from '../collections/bdn';
import { certificates } from '../collections/certificates';
import { documents } from '../collections/documents';
import { readConfirmations } from '../collections/read-confirmations';
import { DEMO_DOCUMENTS, demoAnnouncementBody, demoDocumentBody, demoPhoto } from './demo-documents';
import { keepRevisionFile, readConfirmationValues, type DocumentRow } from './repositories/documents-repository';
import { demoBunkerYear, demoReportBody } from './demo-bunkers';
import { shipReports } from '../collections/ship-reports';
import { shipReportSchema } from '../../src/domain/ship-report';
import { collectionsOf, SERVER_COLLECTIONS } from '../collections/registry';
import { demoCertificateBodies } from './demo-certificates';
import { demoExchangeRates } from './demo-exchange-rates';
import { accounts } from '../collections/accounts';
import { bills } from '../collections/bills';
import { cashFlows } from '../collections/cash-flows';
import { insertFileOnce } from '../files/files-repository';
import type { FileStorage } from '../files/storage';
import { codeKey, demoBillBodies, demoPdf, type DemoBillAccount } from './demo-bills';
import { budgetCodes } from '../collections/budget-codes';
import { countBudgetCodes, listBudgetCodes } from './repositories/budget-codes-repository';
import { countCompanies, insertCompany } from './repositories/companies-repository';
import { insertMirroredMany, lockMirroredWrites } from './repositories/mirrored-repository';
import { seedDemoStatements } from '../collections/statements';
import { demoCashFlowBodies } from './demo-cash-flows';
import { demoInstrumentPlans } from './demo-instruments';
import { bookInstrument } from '../collections/instrument-booking';
import { instruments } from '../collections/instruments';
import { butce, fatura, gorevlendirme, kur, nakitAkis, personel, sertifika } from './schema';
import { demoBudgetBodies } from './demo-budgets';
import { budgetSchema } from '../../src/domain/budget';
import { nonConformities } from '../collections/non-conformities';
import { writeSchemaOf } from '../../src/domain/kinds/schema';
import { nonConformityKind } from '../../src/domain/kinds/non-conformity';
import { demoNonConformityBodies } from './demo-non-conformities';
import { demoCrew } from './demo-crew';
import { seedDemoOperations } from './demo-operations';
import { seedDemoPayroll } from './demo-payroll';
import { seedDemoMessages } from './demo-messages';
import { isManagerCompany } from '../../src/domain/certificates';
import { assignmentSchema, personSchema } from '../../src/domain/personnel';
import { assignments, people } from '../collections/personnel';
import { countUsers, grantCompanies, insertUser } from './repositories/users-repository';

export interface SeedResult {
  /** Set when the administrator was created by this run. */
  adminCreated: boolean;
  /** The administrator's password when known to this run (generated or from ADMIN_PASSWORD). */
  adminPassword: string | undefined;
  demoUser: { email: string; password: string } | undefined;
}

export interface SeedOptions {
  /**
   * Where the demo bills' file goes. Without it (most server tests) no demo bill is made: a bill
   * needs a stored file.
   */
  storage?: FileStorage;
}

/**
 * First start on an empty database: the administrator, and when config.seedDemo some demo companies
 * with a non-admin demo user, a budget-code chart and exchange rates, counterparty accounts of those companies and,
 * given file storage, a year of their bills. Later starts change nothing. Runs in one transaction
 * so a crash half-way does not leave an administrator without the rest.
 */
export async function seed(
  db: Db,
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'seedDemo'> & Partial<Pick<Config, 'demoPassword'>>,
  options: SeedOptions = {},
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    if ((await countUsers(tx)) > 0) {
      return { adminCreated: false, adminPassword: config.adminPassword, demoUser: undefined };
    }
    const adminPassword = config.adminPassword ?? randomBytes(12).toString('base64url');
    const adminId = await insertUser(tx, {
      email: config.adminEmail,
      name: 'Sistem Yöneticisi',
      passwordHash: await hashPassword(adminPassword),
      isAdmin: true,
    });

    let demoUser: SeedResult['demoUser'];
    let demoUserId: string | undefined;
    const ids: string[] = [];
    if (config.seedDemo && (await countCompanies(tx)) === 0) {
      // One at a time so the grant below names the first two companies in the list's order.
      for (const company of DEMO_COMPANIES) ids.push(await insertCompany(tx, company));
      // Like the administrator's: DEMO_PASSWORD, or a generated one (16 characters) to print.
      const password = config.demoPassword ?? randomBytes(12).toString('base64url');
      demoUserId = await insertUser(tx, {
        email: DEMO_USER.email,
        name: DEMO_USER.name,
        passwordHash: await hashPassword(password),
        isAdmin: false,
      });
      await grantCompanies(tx, demoUserId, ids.slice(0, 2));
      demoUser = { email: DEMO_USER.email, password };
    }
    if (config.seedDemo && (await countBudgetCodes(tx)) === 0) {
      // The same write path as the API, so the seeded codes have versions and cursors to pull.
      await lockMirroredWrites(tx);
      for (const code of DEMO_BUDGET_CODES) await createMirrored(tx, budgetCodes, budgetCodes.values(code, {}));
      // A year of daily rates for the demo's TL views (server/db/demo-exchange-rates.ts), in one
      // statement; without file storage (the server tests, which make no demo bills) two fixed
      // bulletins, so that a test's own dates never meet a seeded rate whatever the day it runs.
      const rates = options.storage ? demoExchangeRates(localDate()) : DEMO_EXCHANGE_RATES;
      await insertMirroredMany(
        tx,
        kur,
        rates.map((rate) => exchangeRates.values(rate, {})),
      );
    }
    if (ids.length > 0) {
      // Through the API's schema (trimmed, capitalised, IBANs compacted) and write path (cursors).
      await lockMirroredWrites(tx);
      const byCompany = ids.map((): DemoBillAccount[] => []);
      for (const { company, ...account } of DEMO_ACCOUNTS) {
        const fields = v.parse(accountSchema, { ...account, sirket: ids[company] });
        const row = await createMirrored(tx, accounts, accounts.values(fields, {}));
        byCompany[company]?.push({ id: row.id, cariTip: fields.cariTip, nitelik: fields.nitelik });
      }
      // Each ship's certificates, dated from today (server/db/demo-certificates.ts).
      const today = localDate();
      for (const [index, sirket] of ids.entries()) {
        for (const body of demoCertificateBodies(sirket, index, DEMO_COMPANIES[index]?.tip ?? '', today)) {
          await createMirrored(tx, certificates, certificates.values(v.parse(certificateSchema, body), {}));
        }
      }
      // Each company's announcement (no file), read by the demo user in the companies they see.
      for (const [index, sirket] of ids.entries()) {
        const notice = await createMirrored(
          tx,
          documents,
          documents.values(v.parse(documentSchema, demoAnnouncementBody(sirket, today)), {}),
        );
        if (demoUserId && index < 2) {
          const confirmation = v.parse(readConfirmationSchema, { sirket, dokuman: notice.id, revizyon: 0 });
          await createMirrored(tx, readConfirmations, readConfirmationValues(confirmation, { _id: demoUserId }));
        }
      }
      // Each ship's year of bunkers and weekly reports, which agree (server/db/demo-bunkers.ts), the
      // note past its retention first.
      for (const [index, sirket] of ids.entries()) {
        const year = demoBunkerYear(sirket, index, today);
        for (const body of year.bdns) await createMirrored(tx, bdns, bdns.values(v.parse(bdnSchema, body), {}));
        for (const report of year.reports) {
          await createMirrored(tx, shipReports, shipReports.values(v.parse(shipReportSchema, demoReportBody(sirket, report)), {}));
        }
      }
      await seedDemoCrew(tx, ids, today);
      await seedDemoOperations(tx, ids, byCompany, today);
      // Three months of wage sheets per ship, from the crew's assignments (server/db/demo-payroll.ts).
      await seedDemoPayroll(tx, ids, today);
      await seedDemoNonConformities(tx, options.storage, adminId, demoUserId, ids, today);
      await seedDemoMessages(tx, adminId, demoUserId, ids);
      if (options.storage) {
        await seedDemoBills(tx, options.storage, adminId, ids, byCompany);
        // A month of the first company's bank statements, matched against those bills (docs/areas/bank-statements.md).
        if (ids[0]) await seedDemoStatements(tx, ids[0], localDate());
        await seedDemoDocuments(tx, options.storage, adminId, ids, demoUserId);
      }
      // Each kind's own demo records (its server side's `demo`: server/collections/registry.ts).
      for (const collection of collectionsOf(SERVER_COLLECTIONS)) {
        const writes = collection.demo?.({ companies: ids, today }) ?? [];
        if (writes.length > 0)
          await insertMirroredMany(
            tx,
            collection.table,
            writes.map((write) => collection.values(write, {})),
          );
      }
    }
    return { adminCreated: true, adminPassword, demoUser };
  });
}

/**
 * Each ship's non-conformities (server/db/demo-non-conformities.ts), the demo user responsible and
 * the administrator verifying: where files are stored, one in each state with its evidence photo;
 * otherwise (the server tests) the open and planned ones only.
 */
async function seedDemoNonConformities(
  tx: Db,
  storage: FileStorage | undefined,
  adminId: string,
  demoUserId: string | undefined,
  ids: string[],
  today: string,
): Promise<void> {
  const people = { sorumlu: demoUserId ?? adminId, dogrulayan: adminId };
  const schema = writeSchemaOf(nonConformityKind);
  for (const [index, sirket] of ids.entries()) {
    const evidence = storage
      ? await storeDemoFile(tx, storage, adminId, `uygunsuzluk-kanit-${index + 1}.png`, demoPhoto(index * 5 + 3))
      : undefined;
    for (const body of demoNonConformityBodies(sirket, index, today, people, evidence?._id)) {
      const fields = v.parse(schema, body);
      await createMirrored(tx, nonConformities, nonConformities.values(fields, fields.kanit && evidence ? { kanit: evidence } : {}));
    }
  }
}

/**
 * The demo crew (server/db/demo-crew.ts): 25 aboard each ship, employed by its company, and a pool
 * of 20 employed by the managing company, with their documents; through the API's schemas, in one
 * statement per table.
 */
async function seedDemoCrew(tx: Db, ids: string[], today: string): Promise<void> {
  const manager =
    ids[
      Math.max(
        0,
        DEMO_COMPANIES.findIndex((company) => isManagerCompany(company.tip)),
      )
    ];
  if (!manager) return;
  const crew = demoCrew(ids, manager, today);
  await insertMirroredMany(
    tx,
    personel,
    crew.people.map(({ _id, ...person }) => ({ id: _id, ...people.values(v.parse(personSchema, person), {}) })),
  );
  await insertMirroredMany(
    tx,
    gorevlendirme,
    crew.assignments.map((assignment) => assignments.values(v.parse(assignmentSchema, assignment), {})),
  );
  await insertMirroredMany(
    tx,
    sertifika,
    crew.documents.map((document) => certificates.values(v.parse(certificateSchema, document), {})),
  );
}

/**
 * A year of bills for each demo company (server/db/demo-bills.ts), through the API's schema and
 * write path; each company's bills share one stored PDF, uploaded by the administrator.
 */
async function seedDemoBills(
  tx: Db,
  storage: FileStorage,
  adminId: string,
  companyIds: string[],
  accountsOf: DemoBillAccount[][],
): Promise<void> {
  const codes = Object.fromEntries((await listBudgetCodes(tx)).map((code) => [codeKey(code.tip, code.kod), code.id]));
  // One day for the whole seed: the bills and their payments end on the same day, even at midnight.
  const today = localDate();
  for (const [index, sirket] of companyIds.entries()) {
    const file = await storeDemoFile(tx, storage, adminId, `demo-faturalar-${index + 1}.pdf`, demoPdf(`Demo fatura arsivi ${index + 1}`));
    const fileId = file._id;
    const parsed = demoBillBodies({ sirket, index, accounts: accountsOf[index] ?? [], fileId }, codes, today).map((body) => ({
      id: randomUUID(),
      fields: v.parse(billSchema, body),
    }));
    const rows = parsed.map(({ id, fields }) => ({ id, ...bills.values(fields, { faturaFile: file }) }));
    await insertMirroredMany(tx, fatura, rows);
    // Each year's budgets near what its bills spent (server/db/demo-budgets.ts): KPI002 has a figure.
    await insertMirroredMany(
      tx,
      butce,
      demoBudgetBodies(
        sirket,
        parsed.map(({ fields }) => fields),
      ).map((body) => SERVER_COLLECTIONS.butce.values(v.parse(budgetSchema, body), {})),
    );
    // Payments and collections against them, reusing the company's PDF as the receipt.
    const paid = parsed.map(({ id, fields }) => ({
      id,
      tip: fields.tip,
      faturaTip: fields.faturaTip,
      sirket,
      cariHesap: fields.cariHesap,
      dovizCinsi: fields.dovizCinsi,
      faturaProformaNo: fields.faturaProformaNo,
      odemePlani: fields.odemePlani,
    }));
    const flows = demoCashFlowBodies(paid, fileId, today).map((body) =>
      cashFlows.values(v.parse(cashFlowSchema, body), { dekontFile: file }),
    );
    await insertMirroredMany(tx, nakitAkis, flows);

    // The company's cheques and notes (server/db/demo-instruments.ts), the PDF as their scan; the
    // cash flows their receipts and moves book are recorded as a write of them records them.
    for (const plan of demoInstrumentPlans(sirket, index, accountsOf[index] ?? [], today)) {
      const fields = v.parse(instrumentSchema, { ...plan.body, dosya: fileId, nakitAkis: null });
      await bookInstrument(tx, null, undefined, await createMirrored(tx, instruments, instruments.values(fields, { dosya: file })));
    }
  }
}

/** Stores a file the seed made, uploaded by the administrator, and answers its record. */
async function storeDemoFile(tx: Db, storage: FileStorage, adminId: string, name: string, bytes: Uint8Array): Promise<UploadedFile> {
  const fileId = randomUUID();
  const type = name.endsWith('.png') ? 'image/png' : 'application/pdf';
  const storageKey = `demo-${fileId}`;
  await storage.put(
    storageKey,
    (async function* () {
      yield bytes;
    })(),
  );
  await insertFileOnce(tx, { id: fileId, uploaderId: adminId, name, type, size: bytes.length, storageKey });
  return { _id: fileId, name, type, size: bytes.length, path: filePath(fileId) };
}

/**
 * The demo library of each company (server/db/demo-documents.ts): its quality manual, circulars,
 * plans and photos, each with a file made here; the demo user has read the first circular.
 */
async function seedDemoDocuments(
  tx: Db,
  storage: FileStorage,
  adminId: string,
  companyIds: string[],
  demoUserId: string | undefined,
): Promise<void> {
  const today = localDate();
  for (const [index, sirket] of companyIds.entries()) {
    for (const [n, demo] of DEMO_DOCUMENTS.entries()) {
      const photo = demo.kategori === 'foto';
      const name = photo ? `foto-${n + 1}.png` : `${demo.kod || 'dokuman'}-rev${demo.revizyon}.pdf`;
      const bytes = photo ? demoPhoto(index * 7 + n) : demoPdf(`${demo.kod} ${demo.baslik} - Rev. ${demo.revizyon}`);
      const file = await storeDemoFile(tx, storage, adminId, name, bytes);
      const fields = v.parse(documentSchema, demoDocumentBody(sirket, demo, file._id, today));
      const row = await createMirrored(tx, documents, documents.values(fields, { dosya: file }));
      await keepRevisionFile(tx, row as DocumentRow);
      if (demoUserId && index < 2 && demo.kod === 'SRK-2026-01') {
        const confirmation = v.parse(readConfirmationSchema, { sirket, dokuman: row.id, revizyon: 0 });
        await createMirrored(tx, readConfirmations, readConfirmationValues(confirmation, { _id: demoUserId }));
      }
    }
  }
}
