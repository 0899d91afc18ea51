import { localDate } from '../../src/domain/calendar';
import { contractStatus, type ContractStatus } from '../../src/domain/contracts';
import { contractKind, type ContractRecord } from '../../src/domain/kinds/contract';
import { sozlesme } from '../db/schema';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Contracts (sozlesme; docs/areas/operations.md §4). The record, its mapping, list
// `{sozlesmeler, totalCount}` and tombstone follow from the definition (src/domain/kinds/contract.ts);
// the list and the detail answer each contract with its status as of today (`durum`).

type ContractRow = typeof sozlesme.$inferSelect;

/** A contract with its status as of today. */
export type ContractView = ContractRecord & { durum: ContractStatus };

function withStatus(contract: ContractRecord): ContractView {
  return { ...contract, durum: contractStatus(contract, localDate()) };
}

/** A row as the list and the detail answer it. */
function contractOn(row: ContractRow): ContractView {
  return withStatus(derived.toDto(row));
}

const derived = kindCollection<typeof contractKind, ContractRow>(contractKind, sozlesme, { list: { item: contractOn } });

export const contracts = serverCollection({
  ...derived,
  companyColumn: sozlesme.sirket,

  async detail(_db, row): Promise<ContractView> {
    return contractOn(row);
  },
});
