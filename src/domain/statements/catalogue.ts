// The catalogues of bank statements (docs/areas/bank-statements.md) that the record kinds
// (../kinds/statement.ts) read: plain constants, so that the definitions, which every screen's
// chunk carries, do not bring the parsers and the matcher with them.

export const STATEMENT_FORMATS = ['mt940', 'camt053', 'tablo'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const MATCH_STATES = ['eslesmedi', 'onerildi', 'eslesti'] as const;
export type MatchState = (typeof MATCH_STATES)[number];

/** Why: the rule that applied (§3's 1–5). */
export const MATCH_REASONS = ['referans', 'iban', 'tolerans', 'bolme', 'yok'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];
