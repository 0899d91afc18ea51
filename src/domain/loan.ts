import * as v from 'valibot';
import { localDate } from './calendar';
import { loanKind } from './kinds/loan';
import { writeSchemaOf } from './kinds/schema';
import { loanErrors, type Loan } from './loans';

// The loans' write schema (docs/areas/loans.md §5): the definition's, then the loan's rules across
// fields (`loanErrors`, today's date for the valuations), each error on its dotted path. Kept out of
// the definition so the sync engine's chunk does not carry them (src/domain/collection-schemas.ts).

type Key = { type: 'object'; origin: 'value'; input: Record<string, unknown>; key: string | number; value: undefined };

export const loanSchema = v.pipe(
  writeSchemaOf(loanKind),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const record = dataset.value as unknown as Record<string, unknown>;
    for (const error of loanErrors(record as unknown as Loan, localDate())) {
      const path = error.path.split('.').map((key): Key => ({
        type: 'object',
        origin: 'value',
        input: record,
        key: /^\d+$/.test(key) ? Number(key) : key,
        value: undefined,
      }));
      addIssue({ message: error.message, path: path as never });
    }
  }),
);
