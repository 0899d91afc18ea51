import { CURRENCIES } from '../currency';
import { CONTRACT_TYPES, defaultContractEnd, DEFAULT_WARNING_DAYS } from '../contracts';
import { defineKind, field, type FieldsOf, type RecordOf } from './define';

/** What a list of contracts may be sorted by. */
export const CONTRACT_SORT_FIELDS = ['bitis', 'baslangic', 'updatedAt'] as const;

declare module './define' {
  interface KindNames {
    sozlesme: true;
  }
}

/**
 * Contracts (sozlesme; docs/areas/operations.md §4): what binds a ship (company) — charter parties,
 * management and crewing agreements, H&M and P&I entries, loan agreements — with its counterparty (an
 * account), its term, its notice period and the certificate it stands behind (the P&I or Bunker CLC
 * certificate). Its status as of a date (`contractStatus`) is computed, never stored. A P&I entry
 * with no end ends on the next 20 February (`defaultContractEnd`).
 */
export const contractKind = defineKind({
  name: 'sozlesme',
  path: 'operasyon/sozlesme',
  fields: {
    sirket: field.company(),
    tur: field.choice(CONTRACT_TYPES),
    karsiTaraf: field.reference('cariHesap'),
    numara: field.text({ max: 100 }),
    imzaTarihi: field.date(),
    baslangic: field.date({ required: true }),
    bitis: field.date(),
    otomatikYenileme: field.boolean(),
    feshiIhbarGun: field.decimal(0, { min: 0n, max: 3650n }),
    ucret: field.group(
      { tutar: field.money({ required: true, min: 0n }), dovizCinsi: field.choice(CURRENCIES), periyot: field.text({ max: 40 }) },
      { nullable: true },
    ),
    uyariGun: field.decimal(0, { default: DEFAULT_WARNING_DAYS, min: 0n, max: 3650n }),
    bagliSertifika: field.reference('sertifika'),
    dosya: field.file(),
    aciklama: field.text({ max: 2000 }),
  },
  companyField: 'sirket',
  checks: [
    {
      fields: ['baslangic', 'bitis'],
      path: 'bitis',
      message: 'endBeforeStart',
      test: (contract) => !contract.bitis || contract.bitis >= contract.baslangic,
    },
  ],
  // A P&I entry without an end ends with the clubs' policy year.
  normalize: (contract) => (contract.bitis ? {} : { bitis: defaultContractEnd(contract.tur, contract.baslangic) }),
  // Read per company (the chosen ship): the register and the dashboard's card.
  indexes: ['sirket', 'bitis'],
  titleFields: ['tur', 'numara'],
  list: {
    columns: ['sirket', 'tur', 'karsiTaraf', 'numara', 'baslangic', 'bitis'],
    sorts: CONTRACT_SORT_FIELDS,
    defaultSort: { field: 'bitis', order: 'asc' },
    filters: ['sirket', 'tur', 'karsiTaraf'],
    key: 'sozlesmeler',
    perPage: 100,
  },
  tombstone: { numara: '', aciklama: '' },
});

export type ContractDefinition = typeof contractKind;
/** A contract as `GET /api/sync` sends it, the device mirrors it and the server stores it. */
export type ContractRecord = RecordOf<ContractDefinition>;
export type ContractValues = FieldsOf<ContractDefinition>;
