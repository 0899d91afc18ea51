import type { PoolDocument } from '../domain/crew';
import type { DeviceRow } from './db';
import { isLive } from './sync/collections';
import { cachedRows } from './table-cache';

// What the crew pool reads besides the people (docs/areas/crew.md), kept in memory per device database
// (table-cache.ts): the crew members' documents (`sertifika` with `sahip: 'personel'`: holder, type
// and expiry of each) and the assignments as stored. The first read reads both tables whole; later
// ones only the rows written since, so the pool's every refresh does not read some 12,000
// documents again (bench:crew-pool).

/** What the pool keeps of a crew document, with its id (the person's page reads the records by it). */
export interface CrewDocumentSummary extends PoolDocument {
  _id: string;
}

const isCrewDocument = (row: DeviceRow<'sertifika'> | undefined): row is DeviceRow<'sertifika'> => isLive(row) && row.sahip === 'personel';

/** Every live crew document on the device (holder, type, expiry). */
export const crewDocuments = cachedRows(
  'sertifika',
  (row) => ({
    _id: row._id,
    personel: row.personel ?? null,
    tur: row.tur,
    gecerlilikTarihi: row.gecerlilikTarihi ?? null,
  }),
  isCrewDocument,
);

/** Every live assignment on the device, as stored (the rules read a few fields). */
export const crewAssignments = cachedRows('gorevlendirme', (row) => row, isLive);
