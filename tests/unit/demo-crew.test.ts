import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { certificateSchema } from '../../src/domain/certificates';
import { assignmentsOverlap, crewPool, crewOn } from '../../src/domain/crew';
import { assignmentSchema, identityTaken, isPersonTckn, personSchema } from '../../src/domain/personnel';
import { demoCrew, tcknOf } from '../../server/db/demo-crew';

// The demo crew (server/db/demo-crew.ts): valid records, 25 aboard each ship, a pool of 20, no
// overlapping tours, and a few document gaps on any day of the year.

describe('demo crew', () => {
  it('makes valid TCKNs', () => {
    for (const first of ['100000001', '123456789', '987654321']) expect(isPersonTckn(tcknOf(first))).toBe(true);
  });

  it.each(['2026-11-27', '2026-02-28', '2028-02-29', '2027-07-31'])(
    'is valid, 25 per ship plus a pool of 20, with a few gaps on %s',
    (today) => {
      let next = 0;
      const id = () => `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;
      const ships = ['10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002'];
      const crew = demoCrew(ships, ships[1]!, today, id);
      expect(crew.people).toHaveLength(70);
      const people = crew.people.map(({ _id, ...person }) => ({ _id, ...v.parse(personSchema, person) }));
      const tours = crew.assignments.map((assignment, n) => ({ _id: `a${n}`, ...v.parse(assignmentSchema, assignment) }));
      const documents = crew.documents.map((document) => v.parse(certificateSchema, document));
      // One person per TCKN and per passport with nationality in a company (personel_tckn_unique, personel_pasaport_unique).
      expect(people.filter((person) => identityTaken(person, people, person._id) !== null)).toEqual([]);
      for (const ship of ships) expect(crewOn(tours, ship, today)).toHaveLength(25);
      for (const a of tours) for (const b of tours) expect(assignmentsOverlap(a, b)).toBe(false);
      const pool = crewPool(people, tours, documents, today);
      expect(pool.filter((row) => row.status.durum === 'izinde')).toHaveLength(8);
      expect(pool.filter((row) => row.status.durum === 'musait')).toHaveLength(12);
      const withGaps = pool.filter((row) => row.gaps.length > 0).length;
      expect(withGaps).toBeGreaterThanOrEqual(5);
      expect(withGaps).toBeLessThanOrEqual(35);
    },
  );
});
