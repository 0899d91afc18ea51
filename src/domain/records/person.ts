import type { AssignmentFields, Assignment, Person, PersonFields } from '../personnel';

// A person and an assignment of the crew (docs/areas/crew.md), mapped once (docs/architecture.md §2): a valid
// write becomes the stored row and the stored row the record the API answers and the device mirrors.
// The server writes and answers with these (server/collections/personnel.ts); the device makes its
// optimistic rows with the same (src/data/personnel-save.ts).

/** A person as stored (the server's columns, named as the table names them). */
export type StoredPerson = Omit<Person, '_id' | 'sirket' | 'version' | 'updatedAt'> & { sirketId: string };

export function storedPersonOf(fields: PersonFields): StoredPerson {
  const { sirket, ...rest } = fields;
  return { sirketId: sirket, ...rest };
}

export type PersonRecord = Omit<Person, 'version' | 'updatedAt'>;

export function personRecordOf(id: string, stored: StoredPerson): PersonRecord {
  return {
    _id: id,
    sirket: stored.sirketId,
    ad: stored.ad,
    soyad: stored.soyad,
    tcKimlikNo: stored.tcKimlikNo,
    pasaportNo: stored.pasaportNo,
    uyruk: stored.uyruk,
    dogumTarihi: stored.dogumTarihi ?? null,
    dogumYeri: stored.dogumYeri ?? '',
    rutbe: stored.rutbe,
    gemiAdamiCuzdanNo: stored.gemiAdamiCuzdanNo,
    telefon: stored.telefon,
    ePosta: stored.ePosta,
    iban: stored.iban,
    aciklama: stored.aciklama,
  };
}

/** An assignment as stored: the wage's amount (minor units) and currency in two columns. */
export interface StoredAssignment {
  personelId: string;
  sirketId: string;
  rutbe: Assignment['rutbe'];
  binisTarihi: string;
  binisLimani: string;
  planlananInisTarihi: string | null;
  inisTarihi: string | null;
  inisLimani: string;
  ucretMiktar: number | null;
  ucretDovizCinsi: NonNullable<Assignment['ucret']>['dovizCinsi'] | null;
  aciklama: string;
}

export function storedAssignmentOf(fields: AssignmentFields): StoredAssignment {
  return {
    personelId: fields.personel,
    sirketId: fields.sirket,
    rutbe: fields.rutbe,
    binisTarihi: fields.binisTarihi,
    binisLimani: fields.binisLimani,
    planlananInisTarihi: fields.planlananInisTarihi,
    inisTarihi: fields.inisTarihi,
    inisLimani: fields.inisLimani,
    ucretMiktar: fields.ucret?.miktar ?? null,
    ucretDovizCinsi: fields.ucret?.dovizCinsi ?? null,
    aciklama: fields.aciklama,
  };
}

export type AssignmentRecord = Omit<Assignment, 'version' | 'updatedAt'>;

/** The record, the wage in minor units as the device keeps it (the wire's major units: recordOnWire). */
export function assignmentRecordOf(id: string, stored: StoredAssignment): AssignmentRecord {
  return {
    _id: id,
    personel: stored.personelId,
    sirket: stored.sirketId,
    rutbe: stored.rutbe,
    binisTarihi: stored.binisTarihi,
    binisLimani: stored.binisLimani,
    planlananInisTarihi: stored.planlananInisTarihi ?? null,
    inisTarihi: stored.inisTarihi ?? null,
    inisLimani: stored.inisLimani,
    ucret:
      stored.ucretMiktar === null || stored.ucretDovizCinsi === null
        ? null
        : { miktar: stored.ucretMiktar, dovizCinsi: stored.ucretDovizCinsi },
    aciklama: stored.aciklama,
  };
}
