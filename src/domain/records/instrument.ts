import type { UploadedFile } from '../file';
import type { Instrument, InstrumentFields } from '../instrument-schema';

// A cheque or note, mapped once (docs/architecture.md §2): a valid write becomes the stored instrument
// and the stored one the record the API answers and the device mirrors. The server writes and
// answers with these (server/collections/instruments.ts); the device makes its optimistic row with
// the same two (src/data/instrument-save.ts).

/** An instrument as stored (the server's columns, named as the table names them). */
export type StoredInstrument<File> = Omit<Instrument, '_id' | 'sirket' | 'cariHesap' | 'nakitAkis' | 'dosya' | 'version' | 'updatedAt'> & {
  sirketId: string;
  cariHesapId: string;
  nakitAkisId: string | null;
  dosya: File;
};

/** What a valid write stores: the scan's record as `file`. */
export function storedInstrumentOf<File>(fields: InstrumentFields, file: File): StoredInstrument<File> {
  return {
    sirketId: fields.sirket,
    cariHesapId: fields.cariHesap,
    tur: fields.tur,
    yon: fields.yon,
    borclu: fields.borclu,
    banka: fields.banka,
    sube: fields.sube,
    hesapNo: fields.hesapNo,
    seriNo: fields.seriNo,
    duzenlemeTarihi: fields.duzenlemeTarihi,
    vadeTarihi: fields.vadeTarihi,
    miktar: fields.miktar,
    dovizCinsi: fields.dovizCinsi,
    durum: fields.durum,
    hareketler: fields.hareketler,
    dosya: file,
    nakitAkisId: fields.nakitAkis,
  };
}

/** An instrument's record without what the server stamps on a write (its version and time). */
export type InstrumentRecord<File = UploadedFile> = Omit<Instrument, 'dosya' | 'version' | 'updatedAt'> & { dosya: File };

/** The record of the API (and of the pull) from the stored instrument. */
export function instrumentRecordOf<File>(id: string, stored: StoredInstrument<File>): InstrumentRecord<File> {
  return {
    _id: id,
    tur: stored.tur,
    yon: stored.yon,
    sirket: stored.sirketId,
    cariHesap: stored.cariHesapId,
    borclu: stored.borclu,
    banka: stored.banka,
    sube: stored.sube,
    hesapNo: stored.hesapNo,
    seriNo: stored.seriNo,
    duzenlemeTarihi: stored.duzenlemeTarihi,
    vadeTarihi: stored.vadeTarihi,
    miktar: stored.miktar,
    dovizCinsi: stored.dovizCinsi,
    durum: stored.durum,
    hareketler: stored.hareketler,
    dosya: stored.dosya,
    nakitAkis: stored.nakitAkisId ?? null,
  };
}
