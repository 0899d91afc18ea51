import type { CashFlow, CashFlowFields } from '../cash-flow';

// A cash flow, mapped once (docs/architecture.md §2, §7): a valid write becomes the stored cash flow
// (the amount in minor units), and the stored one becomes its record, the amount still in minor
// units as the device keeps it. The server answers with it in major units (form-input.ts,
// recordOnWire, server/db/repositories/cash-flows-repository.ts); the device makes its optimistic
// row with the same two (src/data/cash-flow-save.ts).

/** A cash flow as stored (the server's columns, named as the table names them): the amount in minor units. */
export interface StoredCashFlow<File> {
  sirketId: string;
  cariHesapId: string;
  faturaId: string | null;
  tip: CashFlow['tip'];
  tarih: string;
  miktar: number;
  dovizCinsi: CashFlow['dovizCinsi'];
  odemeYontemi: CashFlow['odemeYontemi'];
  aciklama: string;
  dekontFile: File;
}

/** What a valid write stores: the bill id or null, the receipt's record as `file`. */
export function storedCashFlowOf<File>(fields: CashFlowFields, file: File): StoredCashFlow<File> {
  return {
    sirketId: fields.sirket,
    cariHesapId: fields.cariHesap,
    faturaId: fields.fatura,
    tip: fields.tip,
    tarih: fields.tarih,
    miktar: fields.miktar,
    dovizCinsi: fields.dovizCinsi,
    odemeYontemi: fields.odemeYontemi,
    aciklama: fields.aciklama,
    dekontFile: file,
  };
}

/** A cash flow's record without what the server stamps on a write (its version and time). */
export type CashFlowRecord<File = CashFlow['dekontFile']> = Omit<CashFlow, 'dekontFile' | 'version' | 'updatedAt'> & { dekontFile: File };

/** The record from the stored cash flow, `miktar` an integer as the device keeps it (the wire's major units: recordOnWire, docs/architecture.md §7). */
export function cashFlowRecordOf<File>(id: string, stored: StoredCashFlow<File>): CashFlowRecord<File> {
  return {
    _id: id,
    tip: stored.tip,
    tarih: stored.tarih,
    miktar: stored.miktar,
    dovizCinsi: stored.dovizCinsi,
    sirket: stored.sirketId,
    cariHesap: stored.cariHesapId,
    fatura: stored.faturaId,
    odemeYontemi: stored.odemeYontemi,
    aciklama: stored.aciklama,
    dekontFile: stored.dekontFile,
  };
}
