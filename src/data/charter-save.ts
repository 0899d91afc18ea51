import * as v from 'valibot';
import { charterSchema } from '../domain/charter';
import type { UploadedFile } from '../domain/file';
import { charterKind } from '../domain/kinds/charter';
import { recordOfWrite } from '../domain/kinds/record';
import type { WriteInputOf } from '../domain/kinds/schema';
import type { KeptFileRef } from './files';
import { queueSave } from './local';
import type { CharterRow } from './operations';

// Saving a charter (docs/areas/operations.md §5): only its forms read it, so the lists and the
// charter pages do not carry the schema with the hire statement's and laytime's rules.

type CharterPartyFile = UploadedFile | KeptFileRef;

export { charterSchema };

/**
 * Validates with the shared schema — the definition's fields, then the rules of the charter's kind
 * (the hire statement's or laytime's), each error on its path (a ValiError is thrown otherwise) —,
 * stores the charter on the device and queues it; `file` is the charter party (uploaded or kept on
 * the device) or null.
 */
export async function saveCharter(
  input: Omit<WriteInputOf<typeof charterKind>, 'dosya'>,
  file: CharterPartyFile | null,
  id?: string,
): Promise<string> {
  const fields = v.parse(charterSchema, { ...input, dosya: file });
  return queueSave(charterKind.name, id, (recordId) => {
    const row = recordOfWrite<typeof charterKind, CharterPartyFile | null>(charterKind, recordId, { ...fields, dosya: null }, () => null);
    return { ...row, dosya: file } as CharterRow;
  });
}
