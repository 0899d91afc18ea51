import type { Certificate, CertificateFields } from '../certificates';
import type { UploadedFile } from '../file';

// A certificate, mapped once (docs/architecture.md §2): a valid write becomes the stored certificate and
// the stored one the record the API answers and the device mirrors. The server writes and answers
// with these (server/collections/certificates.ts); the device makes its optimistic row with the same
// two (src/data/certificate-save.ts). Certificates carry no figures.

/** A certificate as stored (the server's columns, named as the table names them). */
export type StoredCertificate<File> = Omit<Certificate, '_id' | 'sirket' | 'personel' | 'dosya' | 'version' | 'updatedAt'> & {
  sirketId: string;
  personelId: string | null;
  dosya: File | null;
};

/** What a valid write stores: the scan's record as `file`, or null without one. */
export function storedCertificateOf<File>(fields: CertificateFields, file: File | null): StoredCertificate<File> {
  return {
    sirketId: fields.sirket,
    sahip: fields.sahip,
    personelId: fields.personel,
    tur: fields.tur,
    ad: fields.ad,
    numara: fields.numara,
    verenKurulus: fields.verenKurulus,
    duzenlemeTarihi: fields.duzenlemeTarihi,
    gecerlilikTarihi: fields.gecerlilikTarihi,
    sorveyPlani: fields.sorveyPlani,
    sorveyler: fields.sorveyler,
    uyariGun: fields.uyariGun,
    dosya: file,
    aciklama: fields.aciklama,
  };
}

/** A certificate's record without what the server stamps on a write (its version and time). */
export type CertificateRecord<File = UploadedFile> = Omit<Certificate, 'dosya' | 'version' | 'updatedAt'> & { dosya: File | null };

/** The record of the API (and of the pull) from the stored certificate. */
export function certificateRecordOf<File>(id: string, stored: StoredCertificate<File>): CertificateRecord<File> {
  return {
    _id: id,
    sirket: stored.sirketId,
    sahip: stored.sahip,
    personel: stored.personelId ?? null,
    tur: stored.tur,
    ad: stored.ad,
    numara: stored.numara,
    verenKurulus: stored.verenKurulus,
    duzenlemeTarihi: stored.duzenlemeTarihi,
    gecerlilikTarihi: stored.gecerlilikTarihi,
    sorveyPlani: stored.sorveyPlani,
    sorveyler: stored.sorveyler,
    uyariGun: stored.uyariGun,
    dosya: stored.dosya ?? null,
    aciklama: stored.aciklama,
  };
}
