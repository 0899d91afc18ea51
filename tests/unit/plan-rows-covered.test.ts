import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { billPaymentState } from '../../src/domain/bill-math';
import { forEachOpenRow, planCovered, planRowsCovered } from '../../src/domain/plan-rows-covered';

// The reports read a bill's plan rows through planRowsCovered (no allocation records): whatever
// the plan and the payments, in any order, with zeros, ties and even negative amounts, its rows
// are billPaymentState's rows.

const date = fc.integer({ min: 0, max: 60 }).map((days) => new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString().slice(0, 10));
const amount = fc.oneof(fc.integer({ min: 0, max: 200_000 }), fc.constant(0), fc.integer({ min: -5_000, max: 5_000 }));

/** 2,000 runs take seconds on a busy machine: each test has a minute, not vitest's 5 s. */
const PROPERTY_TIMEOUT = 60_000;

// The first runs compile the allocation code: done once, before the timed tests.
beforeAll(() => {
  for (const [plan, payments] of fc.sample(
    fc.tuple(
      fc.array(fc.record({ tarih: date, miktar: amount }), { maxLength: 6 }),
      fc.array(fc.record({ tarih: date, miktar: amount }), { maxLength: 6 }),
    ),
    { numRuns: 50, seed: 40 },
  )) {
    billPaymentState(plan, payments);
    planCovered(plan, payments);
    forEachOpenRow(plan, payments, () => undefined);
  }
}, 60_000);

describe('planRowsCovered', () => {
  it(
    "is billPaymentState's rows without their allocations",
    () => {
      fc.assert(
        fc.property(
          fc.array(fc.record({ tarih: date, miktar: amount }), { maxLength: 6 }),
          fc.array(fc.record({ tarih: date, miktar: amount }), { maxLength: 6 }),
          (plan, payments) => {
            const want = billPaymentState(plan, payments).rows.map(({ tarih, miktar, odenen, durum }) => ({
              tarih,
              miktar,
              odenen,
              durum,
            }));
            expect(planRowsCovered(plan, payments)).toEqual(want);
          },
        ),
        { numRuns: 2000 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('planCovered', () => {
  it(
    "is billPaymentState's rows and overflow",
    () => {
      fc.assert(
        fc.property(
          fc.array(fc.record({ tarih: date, miktar: amount }), { maxLength: 6 }),
          fc.array(fc.record({ tarih: date, miktar: amount }), { maxLength: 6 }),
          (plan, payments) => {
            const state = billPaymentState(plan, payments);
            const cover = planCovered(plan, payments);
            expect(cover.rows).toEqual(state.rows.map(({ tarih, miktar, odenen, durum }) => ({ tarih, miktar, odenen, durum })));
            expect(cover.fazla).toBe(BigInt(state.fazla));
          },
        ),
        { numRuns: 2000 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('forEachOpenRow', () => {
  it(
    "visits planCovered's unpaid rows and gives its overflow",
    () => {
      fc.assert(
        fc.property(
          fc.array(fc.record({ tarih: date, miktar: amount }), { maxLength: 6 }),
          fc.array(fc.record({ tarih: date, miktar: amount }), { maxLength: 6 }),
          (plan, payments) => {
            const cover = planCovered(plan, payments);
            const visited: unknown[] = [];
            const fazla = forEachOpenRow(plan, payments, (row, odenen) =>
              visited.push({ tarih: row.tarih, miktar: row.miktar, odenen: Number(odenen), durum: 'odenmedi' }),
            );
            expect(visited).toEqual(cover.rows.filter((row) => row.durum === 'odenmedi'));
            expect(fazla).toBe(cover.fazla);
          },
        ),
        { numRuns: 2000 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
