import { accountCollection } from '../db/repositories/accounts-repository';
import { budgetCodeCollection } from '../db/repositories/budget-codes-repository';
import type { MirroredCollection } from './collection';

/** Every mirrored collection the server has; `GET /api/sync` pulls them all. */
export const MIRRORED_COLLECTIONS: readonly MirroredCollection[] = [budgetCodeCollection, accountCollection];
