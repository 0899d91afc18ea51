// Time as whole minutes for charters and laytime (docs/areas/operations.md): an instant is a BigInt
// count of minutes since 1970-01-01T00:00 of its clock (UTC for a time charter's instants, the
// port's local wall clock for a statement of facts), so every figure the statements derive from
// time is exact integer arithmetic. Seconds are dropped: the statements count whole minutes.

import { isRecordDate, recordInstant } from './calendar';
import { divRound } from './money';

export const MINUTES_PER_DAY = 1440n;
export const MINUTES_PER_HOUR = 60n;

/** `n ÷ d` rounded down (towards −∞), `d` > 0. */
export function floorDiv(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  return n % d !== 0n && n < 0n ? quotient - 1n : quotient;
}

/** `n ÷ d` rounded up (towards +∞), `d` > 0. */
export function ceilDiv(n: bigint, d: bigint): bigint {
  return -floorDiv(-n, d);
}

/** The UTC minute of an ISO date-time with its zone (`2026-05-01T00:00Z`), or undefined when it is not a real one. */
export function utcMinute(value: string | null | undefined): bigint | undefined {
  if (!value) return undefined;
  const instant = recordInstant(value);
  return instant === undefined ? undefined : floorDiv(BigInt(Date.parse(instant)), 60_000n);
}

/** A UTC minute as an ISO instant (`2026-05-01T00:00:00.000Z`). */
export function utcText(minute: bigint): string {
  return new Date(Number(minute * 60_000n)).toISOString();
}

const WALL = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** The minute of a local wall-clock time `YYYY-MM-DDTHH:mm` (no zone), or undefined when it is not a real one. */
export function wallMinute(value: string | null | undefined): bigint | undefined {
  if (!value) return undefined;
  const match = WALL.exec(value);
  if (!match || !isRecordDate(match[1]!)) return undefined;
  if (Number(match[2]) > 23 || Number(match[3]) > 59) return undefined;
  return floorDiv(BigInt(Date.parse(`${value}:00Z`)), 60_000n);
}

/** A wall-clock minute as `YYYY-MM-DDTHH:mm`. */
export function wallText(minute: bigint): string {
  return utcText(minute).slice(0, 16);
}

/** The calendar date (`YYYY-MM-DD`) a wall-clock minute falls on. */
export function dateOfMinute(minute: bigint): string {
  return utcText(minute).slice(0, 10);
}

/** The minute a calendar date starts (00:00 of its clock). */
export function dayStart(date: string): bigint {
  return floorDiv(BigInt(Date.parse(`${date}T00:00:00Z`)), 60_000n);
}

/** Whether the day holding `minute` is a Sunday (1970-01-01 was a Thursday). */
export function isSunday(minute: bigint): boolean {
  const day = floorDiv(minute, MINUTES_PER_DAY);
  return (((day + 4n) % 7n) + 7n) % 7n === 0n;
}

/** `units` (whole minutes × `perMinute`) as hours to 4 decimal places, an integer × 10⁴, rounded half away from zero. */
export function hoursScaled(units: bigint, perMinute: bigint = 1n): bigint {
  return divRound(units * 10_000n, MINUTES_PER_HOUR * perMinute);
}

/** Minutes as days to 4 decimal places, an integer × 10⁴ (for reading only: amounts are never computed from it). */
export function daysScaled(minutes: bigint): bigint {
  return divRound(minutes * 10_000n, MINUTES_PER_DAY);
}
