import { INCIDENT_TYPES } from '../incidents';
import { defineKind, field, type FieldsOf, type RecordOf } from './define';

/** What a list of incidents may be sorted by. */
export const INCIDENT_SORT_FIELDS = ['tarih', 'tur', 'updatedAt'] as const;

/** At most this many days lost by one incident (ten years). */
export const MAX_LOST_DAYS = 3650n;

declare module './define' {
  interface KindNames {
    olay: true;
  }
}

/**
 * Incidents (olay; docs/areas/inspections.md §3a): injuries, near misses, pollution, fire,
 * collisions and groundings on a ship (company); the person hurt, of any employer the writer sees,
 * when one was; the days lost. The lost time injuries among them feed KPI017 (src/domain/kpi.ts).
 */
export const incidentKind = defineKind({
  name: 'olay',
  path: 'olay',
  fields: {
    sirket: field.company(),
    tarih: field.date({ required: true }),
    tur: field.choice(INCIDENT_TYPES),
    personel: field.reference('personel', { anyCompany: true }),
    kayipGun: field.decimal(0, { min: 0n, max: MAX_LOST_DAYS }),
    tanim: field.text({ required: true, max: 4000 }),
    dosya: field.file(),
  },
  companyField: 'sirket',
  indexes: ['sirket', '[sirket+tarih]', 'tarih'],
  titleFields: ['tur', 'tarih'],
  list: {
    columns: ['sirket', 'tarih', 'tur', 'personel', 'kayipGun', 'tanim'],
    sorts: INCIDENT_SORT_FIELDS,
    defaultSort: { field: 'tarih', order: 'desc' },
    filters: ['sirket', 'tur'],
    key: 'olaylar',
    perPage: 100,
  },
  tombstone: { tanim: '' },
});

export type IncidentDefinition = typeof incidentKind;
/** An incident as `GET /api/sync` sends it, the device mirrors it and the server stores it. */
export type IncidentRecord = RecordOf<IncidentDefinition>;
export type IncidentValues = FieldsOf<IncidentDefinition>;
