import * as v from 'valibot';
import type { UploadedFile } from '../domain/file';
import { incidentKind } from '../domain/kinds/incident';
import { nonConformityKind } from '../domain/kinds/non-conformity';
import { recordOfWrite } from '../domain/kinds/record';
import { writeSchemaOf, type WriteInputOf } from '../domain/kinds/schema';
import {
  moveNonConformity,
  nonConformityFromDeficiency,
  nonConformityWriteErrors,
  type NcRefusal,
  type NcState,
  type NonConformity,
} from '../domain/non-conformity';
import type { KeptFileRef } from './files';
import type { IncidentRow, NonConformityRow } from './non-conformities';
import type { InspectionRow } from './inspections';
import { queueSave } from './local';

// Saving non-conformities and incidents: only their forms, the move dialog and the deficiency's
// "raise" button read it, so the board's first load does not carry the schemas.

type EvidenceFile = UploadedFile | KeptFileRef;

export const nonConformitySchema = writeSchemaOf(nonConformityKind);
export const incidentSchema = writeSchemaOf(incidentKind);

export type NonConformityInput = Omit<WriteInputOf<typeof nonConformityKind>, 'kanit'>;

/** A write the cycle refuses, as the server would (422 with the rule's key and the paths). */
export class NonConformityRefused extends Error {
  constructor(readonly refusal: NcRefusal) {
    super(refusal.message);
    this.name = NonConformityRefused.name;
  }
}

/** The field errors of a save refused by the cycle's rules (NonConformityRefused), else null. */
export const refusedFields = (error: unknown) => (error instanceof NonConformityRefused ? error.refusal.errors : null);

/**
 * Validates with the shared schema (a ValiError is thrown otherwise) and the cycle against the
 * record as this device holds it (NonConformityRefused), stores it and queues it.
 */
export async function saveNonConformity(
  input: NonConformityInput,
  kanit: EvidenceFile | null,
  before?: NonConformityRow,
): Promise<string> {
  const fields = v.parse(nonConformitySchema, { ...input, kanit });
  const refused = nonConformityWriteErrors(before as NonConformity | undefined, fields as NonConformity);
  if (refused) throw new NonConformityRefused(refused);
  return queueSave(nonConformityKind.name, before?._id, (recordId) => {
    const row = recordOfWrite<typeof nonConformityKind, EvidenceFile | null>(nonConformityKind, recordId, { ...fields, kanit: null }, () => null);
    return { ...row, kanit } as NonConformityRow;
  });
}

/** The write input of a device row (its evidence apart). */
function inputOf(row: NonConformityRow): NonConformityInput {
  const { _id, version, updatedAt, kanit, ...fields } = row as NonConformityRow & { version?: number; updatedAt?: string };
  void _id;
  void version;
  void updatedAt;
  void kanit;
  return fields as NonConformityInput;
}

/**
 * Moves a non-conformity to `hedef` with the fields the move sets (src/domain/non-conformity.ts):
 * a refused move throws NonConformityRefused; a failed verification goes back to `planlandi`.
 */
export async function moveAndSave(row: NonConformityRow, hedef: NcState, changes: Partial<NonConformity>, kanit?: EvidenceFile | null): Promise<NonConformityRow> {
  const evidence = kanit === undefined ? ((row.kanit as EvidenceFile | null) ?? null) : kanit;
  const moved = moveNonConformity({ ...row, kanit: evidence } as NonConformityRow, hedef, changes);
  if (!moved.ok) throw new NonConformityRefused(moved);
  await saveNonConformity(inputOf(moved.value), (moved.value.kanit as EvidenceFile | null) ?? null, row);
  return moved.value;
}

/** Raises the non-conformity of an inspection's deficiency (`index` its row) in one action; its id. */
export function raiseFromDeficiency(inspection: InspectionRow, index: number): Promise<string> {
  const deficiency = inspection.eksiklikler[index]!;
  const nc = nonConformityFromDeficiency(inspection, { ...deficiency, id: String(index) });
  return saveNonConformity({ ...nc, kaynak: nc.kaynak ?? null } as NonConformityInput, null);
}

/** Validates and queues an incident; `dosya` its file (uploaded or kept on the device) or null. */
export function saveIncident(input: Omit<WriteInputOf<typeof incidentKind>, 'dosya'>, dosya: EvidenceFile | null, id?: string): Promise<string> {
  const fields = v.parse(incidentSchema, { ...input, dosya });
  return queueSave(incidentKind.name, id, (recordId) => {
    const row = recordOfWrite<typeof incidentKind, EvidenceFile | null>(incidentKind, recordId, { ...fields, dosya: null }, () => null);
    return { ...row, dosya } as IncidentRow;
  });
}
