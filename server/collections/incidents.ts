import * as v from 'valibot';
import { incidentKind, type IncidentRecord } from '../../src/domain/kinds/incident';
import { writeSchemaOf } from '../../src/domain/kinds/schema';
import { demoIncidentBodies } from '../db/demo-non-conformities';
import { olay } from '../db/schema';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Incidents (olay; docs/areas/inspections.md). Everything follows from the kind's definition
// (src/domain/kinds/incident.ts, kind-collection.ts); this adds the demo incidents.

type IncidentRow = typeof olay.$inferSelect;

const derived = kindCollection<typeof incidentKind, IncidentRow>(incidentKind, olay);

/** The list's answer (MODULES §6 shape, docs/areas/inspections.md). */
export interface IncidentListResponse {
  olaylar: IncidentRecord[];
  totalCount: number;
}

export const incidents = serverCollection({
  ...derived,
  companyColumn: olay.sirket,

  /** Each ship's last year of incidents (server/db/demo-non-conformities.ts). */
  demo: ({ companies, today }) =>
    companies.flatMap((sirket, index) =>
      demoIncidentBodies(sirket, index, today).map((body) => v.parse(writeSchemaOf(incidentKind), body)),
    ),
});
