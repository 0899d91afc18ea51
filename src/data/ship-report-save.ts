import * as v from 'valibot';
import { recordOfWrite } from '../domain/kinds/record';
import { writeInputOf } from '../domain/records/form-input';
import { shipReportKind, shipReportSchema, type ShipReportFields, type ShipReportInput } from '../domain/ship-report';
import { queueSave } from './local';
import type { ShipReportRow } from './ship-reports';

// Saving a ship report: only its form reads it, so the list's first load does not carry the schema.

/** The record a valid body makes, as the server makes it: one shape, from the kind's definition (src/domain/kinds/record.ts). */
export function shipReportRecord(fields: ShipReportFields, id: string): ShipReportRow {
  return recordOfWrite(shipReportKind, id, fields, () => {
    throw new Error('a ship report carries no files');
  });
}

/** Validates with the shared schema (a ValiError is thrown otherwise), stores the report on the device and queues it. */
export async function saveShipReport(input: ShipReportInput, id?: string): Promise<string> {
  const fields = v.parse(shipReportSchema, writeInputOf(shipReportKind.name, input));
  return queueSave(shipReportKind.name, id, (recordId) => shipReportRecord(fields, recordId));
}
