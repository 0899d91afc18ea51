import type { AnyKind } from '../domain/kinds/define';
import { uniqueError, uniqueFieldsOf, uniqueKeyOf } from '../domain/kinds/unique';
import type { FieldError } from '../domain/validation';
import type { PortalDb } from './db';
import { counts } from './sync/collections';

// A kind's uniqueness rules on the device (src/domain/kinds/unique.ts): what the server would refuse,
// said before a write is queued, also offline. Read through the store's index of the rule's fields
// when the kind declares one (`[sirket+tur+donem]`), else by a scan. A record the server refused to
// create holds nothing (`counts`).

/** The errors of the kind's rules that another record on the device clashes with. */
export async function uniqueClashesOnDevice(
  db: PortalDb,
  definition: AnyKind,
  record: Readonly<Record<string, unknown>>,
  exceptId?: string,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const rule of definition.unique) {
    const key = uniqueKeyOf(definition, rule, record);
    if (!key) continue;
    const fields = uniqueFieldsOf(definition, rule);
    const table = db.rows(definition.name);
    const compound = `[${fields.join('+')}]`;
    const candidates =
      fields.length > 1 && definition.indexes.includes(compound)
        ? table.where(compound).equals(key)
        : table.filter((row) => fields.every((name, index) => row[name] === key[index]));
    const clashes = await candidates.filter((row) => counts(row) && row._id !== exceptId).count();
    if (clashes > 0) errors.push(uniqueError(rule));
  }
  return errors;
}
