// Request body limits (bytes), per route (issue 32 #12): each one fits the largest body its schema
// accepts, with every list at its cap and every text at its maximum length in two-byte letters
// (tests/server/record-size.test.ts checks the account's), and refuses the rest with 413
// `payloadTooLarge` before it is parsed.

const KIB = 1024;

/** Every route without one of its own (sign-in, budget codes, cash flows, bank orders, …). */
export const DEFAULT_BODY_LIMIT = 64 * KIB;

/** An account or a company: up to 50 bank accounts (~1 KB each at most). */
export const BANK_ACCOUNTS_BODY_LIMIT = 256 * KIB;

/** A bill: up to 500 lines of up to 1,200 characters of text each, and 360 plan rows. */
export const BILL_BODY_LIMIT = 2048 * KIB;

/** A user with up to 1,000 company grants. */
export const USER_BODY_LIMIT = 128 * KIB;

/** The notepad: up to 100,000 characters, three bytes each at most. */
export const NOTEPAD_BODY_LIMIT = 512 * KIB;
