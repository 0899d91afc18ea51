import type { Bdn, BdnFields } from '../bdn';
import type { UploadedFile } from '../file';

// A bunker delivery note, mapped once (docs/architecture.md §2): a valid write becomes the stored note and
// the stored one the record the API answers and the device mirrors. The server writes and answers
// with these (server/collections/bdn.ts); the device makes its optimistic row with the same two
// (src/data/bdn-save.ts). Figures are whole numbers at BDN_SCALES in both.

/** A BDN as stored (the server's columns, named as the table names them). */
export type StoredBdn<File> = Omit<Bdn, '_id' | 'sirket' | 'tedarikci' | 'fatura' | 'dosya' | 'version' | 'updatedAt'> & {
  sirketId: string;
  tedarikciId: string | null;
  faturaId: string | null;
  dosya: File | null;
};

/** What a valid write stores: the signed note's record as `file`, or null without one. */
export function storedBdnOf<File>(fields: BdnFields, file: File | null): StoredBdn<File> {
  return {
    sirketId: fields.sirket,
    bdnNo: fields.bdnNo,
    tarih: fields.tarih,
    liman: fields.liman,
    tedarikciId: fields.tedarikci,
    yakit: fields.yakit,
    miktarMt: fields.miktarMt,
    yogunluk15: fields.yogunluk15,
    kukurtYuzde: fields.kukurtYuzde,
    parlamaNoktasi: fields.parlamaNoktasi,
    viskozite: fields.viskozite,
    numuneMuhurleri: fields.numuneMuhurleri,
    dosya: file,
    faturaId: fields.fatura,
    aciklama: fields.aciklama,
  };
}

/** A BDN's record without what the server stamps on a write (its version and time). */
export type BdnRecord<File = UploadedFile> = Omit<Bdn, 'dosya' | 'version' | 'updatedAt'> & { dosya: File | null };

/** The record of the API (and of the pull) from the stored note: figures still whole numbers. */
export function bdnRecordOf<File>(id: string, stored: StoredBdn<File>): BdnRecord<File> {
  return {
    _id: id,
    sirket: stored.sirketId,
    bdnNo: stored.bdnNo,
    tarih: stored.tarih,
    liman: stored.liman,
    tedarikci: stored.tedarikciId ?? null,
    yakit: stored.yakit,
    miktarMt: stored.miktarMt,
    yogunluk15: stored.yogunluk15,
    kukurtYuzde: stored.kukurtYuzde,
    parlamaNoktasi: stored.parlamaNoktasi,
    viskozite: stored.viskozite ?? null,
    numuneMuhurleri: stored.numuneMuhurleri,
    dosya: stored.dosya ?? null,
    fatura: stored.faturaId ?? null,
    aciklama: stored.aciklama,
  };
}
