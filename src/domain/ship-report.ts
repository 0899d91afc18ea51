// Ship reports (gemiRaporu; docs/areas/bunkers-and-emissions.md): the kind's definition
// (src/domain/kinds/ship-report.ts), the write schema derived from it and the answers of its list.
// The ROB check against the previous report and the BDNs in between is in emissions.ts (robCheck).

import type * as v from 'valibot';
import { shipReportKind, type ShipReport } from './kinds/ship-report';
import { writeSchemaOf } from './kinds/schema';
import type { ListPage } from './list-page';

export {
  SHIP_REPORT_SORT_FIELDS,
  SHIP_STATES,
  shipReportKind,
  type Cargo,
  type FuelFigures,
  type ShipReport,
  type ShipState,
} from './kinds/ship-report';

/**
 * A ship report as the form and `POST`/`PUT /api/operasyon/gemi-raporu` take it: figures in major
 * units (or the decimal text a form types), consumption and ROB per fuel in mt. One report per
 * ship and time (422 `duplicateReport`).
 */
export const shipReportSchema = writeSchemaOf(shipReportKind);

export type ShipReportInput = v.InferInput<typeof shipReportSchema>;
/** A valid body: figures as whole numbers at REPORT_SCALES, times in UTC. */
export type ShipReportFields = v.InferOutput<typeof shipReportSchema>;

/** `GET /api/operasyon/gemi-raporu`. */
export type ShipReportListResponse = ListPage<'raporlar', ShipReport>;
