import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { accountSchema } from '../domain/account';
import { templateOfCurrency } from '../domain/bank-order';
import type { UploadedFile } from '../domain/file';
import { decimalText, SCALES } from '../domain/money';
import type { PayoutPlan } from '../domain/payroll-payout';
import { isLive } from './sync/collections';
import { saveAccount } from './account-save';
import { saveBankOrder } from './bank-order-save';
import { saveCashFlow } from './cash-flow-save';
import type { KeptFileRef } from './files';
import type { PortalDb } from './db';
import { useLocal } from './local';

// Paying a sheet out in the books (docs/areas/payroll.md §8): the plan of src/domain/payroll-payout.ts
// written through the outbox — the people's accounts first, then per transfer its payment and the
// bank order that made it — so that the server receives them in that order, exactly once.

/** What the plan needs of the device: the company's accounts (a person's account is one of them) and its bank orders' refs. */
export async function payoutSources(db: PortalDb, sirket: string) {
  const [accounts, orders] = await Promise.all([
    db.records('cariHesap').where('sirket').equals(sirket).filter(isLive).toArray(),
    db.records('bankaTalimat').where('sirket').equals(sirket).filter(isLive).toArray(),
  ]);
  return {
    accounts: accounts.map((account) => ({
      _id: account._id,
      cariTip: account.cariTip,
      unvan: account.unvan,
      ulke: account.ulke ?? '',
      tcNumarasi: account.tcNumarasi ?? '',
      vergiNumarasi: account.vergiNumarasi ?? '',
      aciklama: account.aciklama ?? '',
      bankalar: (account.bankalar ?? []).map((bank) => ({
        hesapAdi: bank.hesapAdi ?? '',
        dovizCinsi: bank.dovizCinsi,
        bankaIsmi: bank.bankaIsmi ?? '',
        hesapNumarasi: bank.hesapNumarasi ?? '',
        hesapEkNumarasi: bank.hesapEkNumarasi ?? '',
        iban: bank.iban ?? '',
        swiftCode: bank.swiftCode ?? '',
        routing: bank.routing ?? '',
      })),
    })),
    usedRefs: orders.map((order) => String(order.ref ?? '')),
  };
}

/** `payoutSources` of the company, live; undefined while reading. */
export function usePayoutSources(sirket: string) {
  const local = useLocal();
  return useLiveQuery(async () => (local ? payoutSources(local.db, sirket) : undefined), [local, sirket]);
}

/** The field of the first account write the shared schema refuses (`unvan`, `bankalar.0.iban`…), or null when all are valid. */
export function payoutAccountError(plan: PayoutPlan): { personel: string; path: string; message: string } | null {
  for (const write of plan.accounts) {
    const result = v.safeParse(accountSchema, write.input);
    if (!result.success) {
      const issue = result.issues[0];
      return { personel: write.personel, path: (issue.path ?? []).map((item) => String(item.key)).join('.'), message: issue.message };
    }
  }
  return null;
}

/**
 * Writes a plan with no problems (the caller checks `problems` and `payoutAccountError` first): the
 * accounts, then for each order its payment (a `havale` cash flow dated `tarih`, with the bank's
 * receipt `file`) and the bank order linked to it. Answers the orders' ids.
 */
export async function writePayout(plan: PayoutPlan, sirket: string, tarih: string, file: UploadedFile | KeptFileRef): Promise<string[]> {
  if (plan.problems.length > 0) throw new Error('a pay-out with problems is not written');
  const accountIds = new Map<string, string>();
  for (const write of plan.accounts) accountIds.set(write.personel, await saveAccount(write.input, write._id ?? undefined));
  const ids: string[] = [];
  for (const order of plan.orders) {
    const cariHesap = order.cariHesap ?? accountIds.get(order.personel);
    if (!cariHesap) throw new Error(`payroll pay-out: no account for ${order.personel}`);
    const miktar = decimalText(order.miktar, SCALES.amount);
    const flow = await saveCashFlow(
      {
        tip: 'odeme',
        tarih,
        miktar,
        dovizCinsi: order.dovizCinsi,
        sirket,
        cariHesap,
        fatura: null,
        odemeYontemi: 'havale',
        aciklama: order.aciklama,
      },
      file,
    );
    ids.push(
      await saveBankOrder(
        {
          ref: order.ref,
          tarih,
          miktar,
          dovizCinsi: order.dovizCinsi,
          aciklama: order.aciklama,
          sirket,
          sirketBankaSelection: order.sirketBankaSelection,
          cariBankaSelection: order.cariBankaSelection,
          cariHesap,
          sablon: templateOfCurrency(order.dovizCinsi),
          fatura: null,
          nakitAkis: flow,
        },
        null,
      ),
    );
  }
  return ids;
}
