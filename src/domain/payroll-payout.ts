import { bankAccountKey } from './bank-order';
import type { Currency } from './currency';
import type { WageTransfer } from './payroll';
import { textKey } from './text-key';

// A wage sheet's pay-out as the books record it (docs/areas/payroll.md §8): each transfer of
// `payoutTransfers` becomes a bank order to the seafarer's account (a counterparty account of the
// ship's books, one per person, with the seafarer's and the beneficiaries' IBANs as its bank
// accounts) and the payment it made (a cash flow). This module plans the records; the device writes
// them through the outbox (src/data/payroll-payout.ts).

/**
 * Turkish banks by their EFT code (an IBAN's characters 5–9), with their SWIFT code: what a bank
 * account entry needs and a Turkish IBAN does not carry. Sources: the banks' EFT codes as the Banks
 * Association of Turkey lists its members, and each bank's published SWIFT (BIC) code.
 */
export const TURKISH_BANKS: Readonly<Record<string, { ad: string; swift: string }>> = {
  '00010': { ad: 'T.C. Ziraat Bankası', swift: 'TCZBTR2A' },
  '00012': { ad: 'Türkiye Halk Bankası', swift: 'TRHBTR2A' },
  '00015': { ad: 'Türkiye Vakıflar Bankası', swift: 'TVBATR2A' },
  '00032': { ad: 'Türk Ekonomi Bankası', swift: 'TEBUTRIS' },
  '00046': { ad: 'Akbank', swift: 'AKBKTRIS' },
  '00059': { ad: 'Şekerbank', swift: 'SEKETR2A' },
  '00062': { ad: 'Türkiye Garanti Bankası', swift: 'TGBATRIS' },
  '00064': { ad: 'Türkiye İş Bankası', swift: 'ISBKTRIS' },
  '00067': { ad: 'Yapı ve Kredi Bankası', swift: 'YAPITRIS' },
  '00099': { ad: 'ING Bank', swift: 'INGBTRIS' },
  '00111': { ad: 'QNB Bank', swift: 'FNNBTRIS' },
  '00123': { ad: 'HSBC Bank', swift: 'HSBCTRIX' },
  '00134': { ad: 'DenizBank', swift: 'DENITRIS' },
  '00203': { ad: 'Albaraka Türk Katılım Bankası', swift: 'BTFHTRIS' },
  '00205': { ad: 'Kuveyt Türk Katılım Bankası', swift: 'KTEFTRIS' },
  '00206': { ad: 'Türkiye Finans Katılım Bankası', swift: 'AFKBTRIS' },
};

/** The bank of a Turkish IBAN (compact or spaced), or undefined: another country's or an unknown code. */
export function bankOfIban(iban: string): { ad: string; swift: string } | undefined {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return compact.startsWith('TR') ? TURKISH_BANKS[compact.slice(4, 9)] : undefined;
}

/** A person as the pay-out needs them: a name, and a TCKN or a passport to name their account by. */
export interface PayoutPerson {
  _id: string;
  ad?: string;
  soyad?: string;
  tcKimlikNo?: string;
  pasaportNo?: string;
  uyruk?: string;
}

/** A bank account entry of an account (src/domain/kinds/account.ts's `bankAccountFields`). */
export interface PayoutBankEntry {
  hesapAdi: string;
  dovizCinsi: Currency;
  bankaIsmi: string;
  hesapNumarasi: string;
  hesapEkNumarasi: string;
  iban: string;
  swiftCode: string;
  routing: string;
}

/** An account of the company as the device holds it: what names a person's account. */
export interface PayoutExistingAccount {
  _id: string;
  cariTip: string;
  unvan: string;
  ulke: string;
  tcNumarasi: string;
  vergiNumarasi: string;
  aciklama: string;
  bankalar: readonly PayoutBankEntry[];
}

/** A person's account to write: a new one (`_id` null) or an existing one with the bank accounts it lacked. */
export interface PayoutAccountWrite {
  personel: string;
  _id: string | null;
  input: {
    cariTip: 'tedarikci';
    sirket: string;
    unvan: string;
    ulke: string;
    tcNumarasi: string;
    vergiNumarasi: string;
    aciklama: string;
    bankalar: PayoutBankEntry[];
  };
}

/** A bank order and its payment: to the person's account (`personel`), to the bank account `cariBankaSelection`. */
export interface PayoutOrder {
  personel: string;
  /** The person's existing account, or null: the one the plan makes for them. */
  cariHesap: string | null;
  ref: string;
  miktar: bigint;
  dovizCinsi: Currency;
  sirketBankaSelection: string;
  cariBankaSelection: string;
  aciklama: string;
}

/** Why a sheet cannot be paid out as planned, and whom or what it is about (a name, an IBAN, a currency). */
export interface PayoutProblem {
  key: 'payoutIbanMissing' | 'payoutBankUnknown' | 'payoutCompanyBankMissing' | 'payoutIdentityMissing' | 'payoutIbanCurrency';
  subject: string;
}

export interface PayoutPlan {
  accounts: PayoutAccountWrite[];
  orders: PayoutOrder[];
  /** What stops the plan: it is not to be written while any is left. */
  problems: PayoutProblem[];
  /** Transfers the books leave out, to be paid by hand: no IBAN, or an IBAN whose bank is not known here. */
  skipped: PayoutProblem[];
}

/** The text every person's account carries in its description, with the person's id: how the pay-out finds it again. */
export const PERSON_ACCOUNT_NOTE = 'Personel ücret hesabı';

const personName = (person: PayoutPerson | undefined, fallback: string) =>
  [person?.ad, person?.soyad].filter(Boolean).join(' ') || fallback;

const isTurkish = (person: PayoutPerson) => (person.tcKimlikNo ?? '') !== '';

/**
 * The pay-out of a sheet (`sirket`, `donem`) as records: for each person paid, their account (found
 * by the person's id in its description, else made: the person's name, their TCKN, or for a
 * foreigner their passport as the tax number and their nationality as the country) with a bank
 * account for each IBAN paid; for each transfer a bank order from the company's first bank account
 * in its currency, with a ref `BRD-YYYY-MM-NNN` none of `usedRefs` has. A transfer with no IBAN, or
 * to an IBAN whose bank and SWIFT code are not known here (another country's), is skipped: paid by
 * hand. Anything else that stops it is a problem, and a plan with problems is not to be written.
 */
export function payoutPlan(args: {
  sirket: string;
  donem: string;
  transfers: readonly WageTransfer[];
  people: readonly PayoutPerson[];
  companyBanks: readonly { dovizCinsi: string; iban?: string; hesapNumarasi?: string }[];
  accounts: readonly PayoutExistingAccount[];
  usedRefs: readonly string[];
}): PayoutPlan {
  const { sirket, donem, transfers } = args;
  const people = new Map(args.people.map((person) => [person._id, person]));
  const problems: PayoutProblem[] = [];
  const skipped: PayoutProblem[] = [];
  const note = (list: PayoutProblem[]) => (key: PayoutProblem['key'], subject: string) => {
    if (!list.some((p) => p.key === key && p.subject === subject)) list.push({ key, subject });
  };
  const problem = note(problems);
  const skip = note(skipped);

  const writes = new Map<string, PayoutAccountWrite>();
  const accountOf = (personel: string): PayoutAccountWrite | undefined => {
    const known = writes.get(personel);
    if (known) return known;
    const person = people.get(personel);
    const name = personName(person, personel);
    const note = `${PERSON_ACCOUNT_NOTE} ${personel}`;
    const existing = args.accounts.find((account) => account.aciklama.includes(note));
    let write: PayoutAccountWrite;
    if (existing) {
      write = {
        personel,
        _id: existing._id,
        input: {
          cariTip: 'tedarikci',
          sirket,
          unvan: existing.unvan,
          ulke: existing.ulke,
          tcNumarasi: existing.tcNumarasi,
          vergiNumarasi: existing.vergiNumarasi,
          aciklama: existing.aciklama,
          bankalar: [...existing.bankalar],
        },
      };
    } else {
      if (!person || (!isTurkish(person) && (person.pasaportNo ?? '') === '')) {
        problem('payoutIdentityMissing', name);
        return undefined;
      }
      write = {
        personel,
        _id: null,
        input: {
          cariTip: 'tedarikci',
          sirket,
          unvan: name,
          ulke: isTurkish(person) ? 'Türkiye' : (person.uyruk ?? ''),
          tcNumarasi: person.tcKimlikNo ?? '',
          vergiNumarasi: isTurkish(person) ? '' : (person.pasaportNo ?? ''),
          aciklama: note,
          bankalar: [],
        },
      };
    }
    writes.set(personel, write);
    return write;
  };
  const untouched = new Map([...args.accounts].map((account) => [account._id, account.bankalar.length]));

  const used = new Set(args.usedRefs.map(textKey));
  let sequence = 0;
  const nextRef = () => {
    let ref: string;
    do {
      sequence++;
      ref = `BRD-${donem}-${String(sequence).padStart(3, '0')}`;
    } while (used.has(textKey(ref)));
    used.add(textKey(ref));
    return ref;
  };

  const orders: PayoutOrder[] = [];
  for (const transfer of transfers) {
    const person = people.get(transfer.personel);
    const name = personName(person, transfer.personel);
    const payee = transfer.ad || name;
    if (transfer.iban === '') {
      skip('payoutIbanMissing', payee);
      continue;
    }
    const debit = args.companyBanks.find((bank) => bank.dovizCinsi === transfer.dovizCinsi);
    if (!debit) {
      problem('payoutCompanyBankMissing', transfer.dovizCinsi);
      continue;
    }
    const write = accountOf(transfer.personel);
    if (!write) continue;
    const key = bankAccountKey({ iban: transfer.iban });
    const entry = write.input.bankalar.find((bank) => bankAccountKey(bank) === key);
    if (entry && entry.dovizCinsi !== transfer.dovizCinsi) {
      problem('payoutIbanCurrency', transfer.iban);
      continue;
    }
    if (!entry) {
      const bank = bankOfIban(transfer.iban);
      if (!bank) {
        skip('payoutBankUnknown', transfer.iban);
        continue;
      }
      write.input.bankalar.push({
        hesapAdi: payee.slice(0, 120),
        dovizCinsi: transfer.dovizCinsi,
        bankaIsmi: bank.ad,
        hesapNumarasi: '',
        hesapEkNumarasi: '',
        iban: key,
        swiftCode: bank.swift,
        routing: '',
      });
    }
    const to = transfer.alici === 'lehdar' ? `${payee} (${name})` : payee;
    orders.push({
      personel: transfer.personel,
      cariHesap: write._id,
      ref: nextRef(),
      miktar: transfer.tutar,
      dovizCinsi: transfer.dovizCinsi,
      sirketBankaSelection: bankAccountKey(debit),
      cariBankaSelection: key,
      aciklama: `Bordro ${donem} · ${to}`,
    });
  }

  // A new account is made only for a person paid through it; an existing one is written again only when it gained a bank account.
  const accounts = [...writes.values()].filter((write) =>
    write._id === null ? write.input.bankalar.length > 0 : write.input.bankalar.length !== untouched.get(write._id),
  );
  return { accounts, orders, problems, skipped };
}
