import * as v from 'valibot';
import { shipReportRecordOf, storedShipReportOf } from '../domain/records/ship-report';
import { writeInputOf } from '../domain/records/form-input';
import { shipReportSchema, type ShipReportFields, type ShipReportInput } from '../domain/ship-report';
import { queueSave } from './local';
import type { ShipReportRow } from './ship-reports';

// Saving a ship report: only its form reads it, so the list's first load does not carry the schema.

const COLLECTION = 'gemiRaporu';

/** The record a valid body makes, as the server makes it (src/domain/records/ship-report.ts). */
export function shipReportRecord(fields: ShipReportFields, id: string): ShipReportRow {
  return shipReportRecordOf(id, storedShipReportOf(fields));
}

/** Validates with the shared schema (a ValiError is thrown otherwise), stores the report on the device and queues it. */
export async function saveShipReport(input: ShipReportInput, id?: string): Promise<string> {
  const fields = v.parse(shipReportSchema, writeInputOf('gemiRaporu', input));
  return queueSave(COLLECTION, id, (recordId) => shipReportRecord(fields, recordId));
}
