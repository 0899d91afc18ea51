import { randomBytes, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { accountSchema } from '../../src/domain/account';
import { billSchema } from '../../src/domain/bill';
import { localDate } from '../../src/domain/calendar';
import { cashFlowSchema } from '../../src/domain/cash-flow';
import { certificateSchema } from '../../src/domain/certificates';
import { filePath } from '../../src/domain/file';
import type { Config } from '../config';
import { hashPassword } from '../auth/password';
import { createMirrored } from '../sync/mirror';
import type { Db } from './client';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_BUDGET_CODES, DEMO_COMPANIES, DEMO_EXCHANGE_RATES, DEMO_USER } from './demo-data';
import { exchangeRates } from '../collections/exchange-rates';
import { certificates } from '../collections/certificates';
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
import { demoCashFlowBodies } from './demo-cash-flows';
import { fatura, gorevlendirme, kur, nakitAkis, personel, sertifika } from './schema';
import { demoCrew } from './demo-crew';
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
    const ids: string[] = [];
    if (config.seedDemo && (await countCompanies(tx)) === 0) {
      // One at a time so the grant below names the first two companies in the list's order.
      for (const company of DEMO_COMPANIES) ids.push(await insertCompany(tx, company));
      // Like the administrator's: DEMO_PASSWORD, or a generated one (16 characters) to print.
      const password = config.demoPassword ?? randomBytes(12).toString('base64url');
      const userId = await insertUser(tx, {
        email: DEMO_USER.email,
        name: DEMO_USER.name,
        passwordHash: await hashPassword(password),
        isAdmin: false,
      });
      await grantCompanies(tx, userId, ids.slice(0, 2));
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
      await seedDemoCrew(tx, ids, today);
      if (options.storage) await seedDemoBills(tx, options.storage, adminId, ids, byCompany);
    }
    return { adminCreated: true, adminPassword, demoUser };
  });
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
    const fileId = randomUUID();
    const name = `demo-faturalar-${index + 1}.pdf`;
    const bytes = demoPdf(`Demo fatura arsivi ${index + 1}`);
    const storageKey = `demo-${fileId}`;
    await storage.put(
      storageKey,
      (async function* () {
        yield bytes;
      })(),
    );
    await insertFileOnce(tx, { id: fileId, uploaderId: adminId, name, type: 'application/pdf', size: bytes.length, storageKey });
    const file = { _id: fileId, name, type: 'application/pdf', size: bytes.length, path: filePath(fileId) };
    const parsed = demoBillBodies({ sirket, index, accounts: accountsOf[index] ?? [], fileId }, codes, today).map((body) => ({
      id: randomUUID(),
      fields: v.parse(billSchema, body),
    }));
    const rows = parsed.map(({ id, fields }) => ({ id, ...bills.values(fields, { faturaFile: file }) }));
    await insertMirroredMany(tx, fatura, rows);
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
  }
}
