import type { BankOrder, BankOrderFields } from '../bank-order';
import type { UploadedFile } from '../file';
import { textKey } from '../text-key';

// A bank order, mapped once (docs/architecture.md §2, §7): a valid write becomes the stored order (the
// amount in minor units), and the stored one becomes its record, the amount still in minor units
// as the device keeps it. The server answers with it in major units (form-input.ts, recordOnWire,
// server/db/repositories/bank-orders-repository.ts); the device makes its optimistic row with the
// same two (src/data/bank-order-save.ts).

/** A bank order as stored (the server's columns, named as the table names them): the amount in minor units. */
export interface StoredBankOrder<File> {
  sirketId: string;
  cariHesapId: string;
  faturaId: string | null;
  nakitAkisId: string | null;
  ref: string;
  /** The ref as it is compared for uniqueness (however typed). */
  refKey: string;
  tarih: string;
  miktar: number;
  dovizCinsi: BankOrder['dovizCinsi'];
  aciklama: string;
  sirketBankaSelection: string;
  cariBankaSelection: string;
  sablon: BankOrder['sablon'];
  talimatFile: File | null;
}

/** What a valid write stores: the signed letter's record as `file`, or null without one. */
export function storedBankOrderOf<File>(fields: BankOrderFields, file: File | null): StoredBankOrder<File> {
  return {
    sirketId: fields.sirket,
    cariHesapId: fields.cariHesap,
    faturaId: fields.fatura,
    nakitAkisId: fields.nakitAkis,
    ref: fields.ref,
    refKey: textKey(fields.ref),
    tarih: fields.tarih,
    miktar: fields.miktar,
    dovizCinsi: fields.dovizCinsi,
    aciklama: fields.aciklama,
    sirketBankaSelection: fields.sirketBankaSelection,
    cariBankaSelection: fields.cariBankaSelection,
    sablon: fields.sablon,
    talimatFile: file,
  };
}

/** A bank order's record without what the server stamps on a write (its version and time). */
export type BankOrderRecord<File = UploadedFile> = Omit<BankOrder, 'talimatFile' | 'version' | 'updatedAt'> & { talimatFile: File | null };

/** The record from the stored order, `miktar` an integer as the device keeps it (the wire's major units: recordOnWire, docs/architecture.md §7). */
export function bankOrderRecordOf<File>(id: string, stored: Omit<StoredBankOrder<File>, 'refKey'>): BankOrderRecord<File> {
  return {
    _id: id,
    ref: stored.ref,
    tarih: stored.tarih,
    miktar: stored.miktar,
    dovizCinsi: stored.dovizCinsi,
    aciklama: stored.aciklama,
    sirket: stored.sirketId,
    sirketBankaSelection: stored.sirketBankaSelection,
    cariBankaSelection: stored.cariBankaSelection,
    cariHesap: stored.cariHesapId,
    sablon: stored.sablon,
    talimatFile: stored.talimatFile ?? null,
    fatura: stored.faturaId,
    nakitAkis: stored.nakitAkisId,
  };
}
