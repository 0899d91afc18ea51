import { describe, expect, it } from 'vitest';
import {
  MOVE_NEEDS,
  NC_SEVERITIES,
  NC_STATES,
  isNcOpen,
  isNcOverdue,
  moveNonConformity,
  nextState,
  nonConformityBoard,
  nonConformityFromDeficiency,
  nonConformityWriteErrors,
  type NcState,
  type NonConformity,
} from '../../src/domain/non-conformity';

// docs/areas/inspections.md, "Non-conformities".

const raised: NonConformity = { sirket: 'ship-a', tarih: '2026-01-31', siddet: 'minor', tanim: 'Yangın kapısı kapanmıyor', durum: 'acik' };
const plan = { kokNeden: 'Menteşe aşınmış', duzelticiFaaliyet: 'Menteşe değişimi', sorumlu: 'user-1', hedefTarih: '2026-03-01' };
const done = { uygulamaTarihi: '2026-02-20', kanit: 'file-1' };
const verified = { dogrulayan: 'user-2', etkin: true };
const closing = { kapanisTarihi: '2026-02-25' };

/** The same non-conformity in each state, every move before it made. */
const inState: Record<NcState, NonConformity> = {
  acik: raised,
  planlandi: { ...raised, ...plan, durum: 'planlandi' },
  uygulandi: { ...raised, ...plan, ...done, durum: 'uygulandi' },
  dogrulandi: { ...raised, ...plan, ...done, ...verified, durum: 'dogrulandi' },
  kapandi: { ...raised, ...plan, ...done, ...verified, ...closing, durum: 'kapandi' },
};
const movesInto: Record<Exclude<NcState, 'acik'>, Partial<NonConformity>> = {
  planlandi: plan,
  uygulandi: done,
  dogrulandi: verified,
  kapandi: closing,
};

describe('catalogues', () => {
  it('spell the values as the contract does', () => {
    expect(NC_SEVERITIES).toEqual(['gozlem', 'minor', 'major']);
    expect(NC_STATES).toEqual(['acik', 'planlandi', 'uygulandi', 'dogrulandi', 'kapandi']);
    expect(MOVE_NEEDS).toEqual({
      planlandi: ['kokNeden', 'duzelticiFaaliyet', 'sorumlu', 'hedefTarih'],
      uygulandi: ['uygulamaTarihi', 'kanit'],
      dogrulandi: ['dogrulayan', 'etkin'],
      kapandi: ['kapanisTarihi'],
    });
  });
});

describe('allowed moves', () => {
  it.each([
    ['acik', 'planlandi'],
    ['planlandi', 'uygulandi'],
    ['uygulandi', 'dogrulandi'],
    ['dogrulandi', 'kapandi'],
  ] as const)('%s → %s with what it needs', (from, to) => {
    expect(nextState(from)).toBe(to);
    const result = moveNonConformity(inState[from], to, movesInto[to]);
    expect(result).toEqual({ ok: true, value: inState[to] });
    expect(nonConformityWriteErrors(inState[from], inState[to])).toBeNull();
  });

  it('a closed one moves nowhere', () => {
    expect(nextState('kapandi')).toBeNull();
  });

  it.each(Object.entries(MOVE_NEEDS).flatMap(([to, fields]) => fields.map((field) => [to as Exclude<NcState, 'acik'>, field] as const)))(
    'into %s without %s is refused with the field required',
    (to, field) => {
      const from = NC_STATES[NC_STATES.indexOf(to) - 1]!;
      const result = moveNonConformity(inState[from], to, { ...movesInto[to], [field]: field === 'etkin' ? null : '' });
      expect(result).toEqual({ ok: false, message: 'validationFailed', errors: [{ path: field, message: 'required' }] });
    },
  );

  it('refuses a due date that is not a date', () => {
    const result = moveNonConformity(raised, 'planlandi', { ...plan, hedefTarih: '2026-02-30' });
    expect(result).toEqual({ ok: false, message: 'validationFailed', errors: [{ path: 'hedefTarih', message: 'invalidDate' }] });
  });
});

describe('refused moves', () => {
  const allowed = new Set(['acik>planlandi', 'planlandi>uygulandi', 'uygulandi>dogrulandi', 'dogrulandi>kapandi']);
  const refused = NC_STATES.flatMap((from) => NC_STATES.map((to) => [from, to] as const)).filter(
    ([from, to]) => !allowed.has(`${from}>${to}`),
  );

  it('are every other pair of states (21 of 25)', () => {
    expect(refused).toHaveLength(21);
  });

  it.each(refused)('%s → %s is invalidTransition', (from, to) => {
    // Even with every field a move could need given.
    const result = moveNonConformity(inState[from], to, { ...plan, ...done, ...verified, ...closing });
    expect(result).toEqual({ ok: false, message: 'invalidTransition', errors: [{ path: 'durum', message: 'invalidTransition' }] });
  });

  it.each(refused.filter(([from, to]) => from !== to && !(from === 'uygulandi' && to === 'planlandi')))(
    'a write from %s to %s is invalidTransition',
    (from, to) => {
      expect(nonConformityWriteErrors(inState[from], { ...inState.kapandi, durum: to })).toEqual({
        message: 'invalidTransition',
        errors: [{ path: 'durum', message: 'invalidTransition' }],
      });
    },
  );

  it('a write from uygulandi back to planlandi is refused unless a verification found it not effective', () => {
    expect(nonConformityWriteErrors(inState.uygulandi, { ...inState.uygulandi, durum: 'planlandi' })?.message).toBe('invalidTransition');
    expect(
      nonConformityWriteErrors(inState.uygulandi, { ...inState.uygulandi, durum: 'planlandi', etkin: true, dogrulayan: 'user-2' })?.message,
    ).toBe('invalidTransition');
  });
});

describe('verification', () => {
  it('by the responsible person is verifierIsResponsible', () => {
    const result = moveNonConformity(inState.uygulandi, 'dogrulandi', { dogrulayan: 'user-1', etkin: true });
    expect(result).toEqual({
      ok: false,
      message: 'verifierIsResponsible',
      errors: [{ path: 'dogrulayan', message: 'verifierIsResponsible' }],
    });
    expect(nonConformityWriteErrors(inState.uygulandi, { ...inState.dogrulandi, dogrulayan: 'user-1' })?.message).toBe(
      'verifierIsResponsible',
    );
  });

  it('finding the action not effective sends it back to planlandi, to be carried out again', () => {
    const result = moveNonConformity(inState.uygulandi, 'dogrulandi', { dogrulayan: 'user-2', etkin: false });
    expect(result).toEqual({
      ok: true,
      value: { ...inState.planlandi, dogrulayan: 'user-2', etkin: false, uygulamaTarihi: null, kanit: null },
    });
    if (!result.ok) return;
    // The device writes that record: the server accepts it as the failed verification.
    expect(nonConformityWriteErrors(inState.uygulandi, result.value)).toBeNull();
    // And it must be carried out again, with new evidence, before it can be verified.
    expect(moveNonConformity(result.value, 'uygulandi', {})).toMatchObject({ ok: false, message: 'validationFailed' });
    const again = moveNonConformity(result.value, 'uygulandi', { uygulamaTarihi: '2026-03-05', kanit: 'file-2' });
    expect(again.ok && moveNonConformity(again.value, 'dogrulandi', verified)).toMatchObject({
      ok: true,
      value: { durum: 'dogrulandi', etkin: true },
    });
  });

  it('a failed verification by the responsible person is refused too', () => {
    const result = moveNonConformity(inState.uygulandi, 'dogrulandi', { dogrulayan: 'user-1', etkin: false });
    expect(result).toMatchObject({ ok: false, message: 'verifierIsResponsible' });
    const back = { ...inState.planlandi, dogrulayan: 'user-1', etkin: false };
    expect(nonConformityWriteErrors(inState.uygulandi, back)?.message).toBe('verifierIsResponsible');
  });

  it('a verified or closed record must have been found effective', () => {
    expect(nonConformityWriteErrors(undefined, { ...inState.kapandi, etkin: false })).toEqual({
      message: 'validationFailed',
      errors: [{ path: 'etkin', message: 'invalid' }],
    });
  });
});

describe("a major one's due date", () => {
  const major = { ...raised, siddet: 'major' as const };

  it('may be 3 months after it was raised: 31 Jan + 3 months = 30 Apr', () => {
    expect(moveNonConformity(major, 'planlandi', { ...plan, hedefTarih: '2026-04-30' }).ok).toBe(true);
  });

  it('not a day later', () => {
    const result = moveNonConformity(major, 'planlandi', { ...plan, hedefTarih: '2026-05-01' });
    expect(result).toEqual({ ok: false, message: 'majorDueTooLate', errors: [{ path: 'hedefTarih', message: 'majorDueTooLate' }] });
    expect(nonConformityWriteErrors(undefined, { ...major, ...plan, hedefTarih: '2026-05-01', durum: 'planlandi' })?.message).toBe(
      'majorDueTooLate',
    );
  });

  it('raised on 29 Feb 2024: at most 29 May; a minor one has no such limit', () => {
    const leap = { ...major, tarih: '2024-02-29' };
    expect(moveNonConformity(leap, 'planlandi', { ...plan, hedefTarih: '2024-05-29' }).ok).toBe(true);
    expect(moveNonConformity(leap, 'planlandi', { ...plan, hedefTarih: '2024-05-30' }).ok).toBe(false);
    expect(moveNonConformity(raised, 'planlandi', { ...plan, hedefTarih: '2026-12-31' }).ok).toBe(true);
  });
});

describe('writes', () => {
  it('a create holds every field of the moves up to its state', () => {
    expect(nonConformityWriteErrors(undefined, raised)).toBeNull();
    expect(nonConformityWriteErrors(undefined, inState.kapandi)).toBeNull();
    expect(nonConformityWriteErrors(undefined, { ...raised, durum: 'uygulandi', ...done })).toEqual({
      message: 'validationFailed',
      errors: ['kokNeden', 'duzelticiFaaliyet', 'sorumlu', 'hedefTarih'].map((path) => ({ path, message: 'required' })),
    });
  });

  it('an edit in place keeps what its state needs', () => {
    expect(nonConformityWriteErrors(inState.planlandi, { ...inState.planlandi, tanim: 'Düzeltildi' })).toBeNull();
    expect(nonConformityWriteErrors(inState.planlandi, { ...inState.planlandi, kokNeden: '  ' })).toEqual({
      message: 'validationFailed',
      errors: [{ path: 'kokNeden', message: 'required' }],
    });
  });
});

describe('overdue and open', () => {
  it('overdue is derived: not closed and past its due date', () => {
    expect(isNcOverdue(inState.planlandi, '2026-03-01')).toBe(false);
    expect(isNcOverdue(inState.planlandi, '2026-03-02')).toBe(true);
    expect(isNcOverdue(inState.dogrulandi, '2026-03-02')).toBe(true);
    expect(isNcOverdue(inState.kapandi, '2027-01-01')).toBe(false);
    expect(isNcOverdue(raised, '2027-01-01')).toBe(false); // no due date yet
  });

  it('open on a date: raised by then and not closed by then', () => {
    expect(isNcOpen(raised, '2026-01-30')).toBe(false);
    expect(isNcOpen(raised, '2026-01-31')).toBe(true);
    expect(isNcOpen(inState.kapandi, '2026-02-24')).toBe(true);
    expect(isNcOpen(inState.kapandi, '2026-02-25')).toBe(false);
    expect(isNcOpen({ ...inState.kapandi, kapanisTarihi: null }, '2026-02-24')).toBe(false);
  });

  it('the board puts each state’s overdue ones first, then by due date', () => {
    const late = { ...inState.planlandi, _id: 'late', hedefTarih: '2026-02-15' };
    const soon = { ...inState.planlandi, _id: 'soon', hedefTarih: '2026-03-10' };
    const later = { ...inState.planlandi, _id: 'later', hedefTarih: '2026-04-10' };
    const board = nonConformityBoard([later, soon, { ...raised, _id: 'new' }, late], '2026-03-01');
    expect(board.planlandi.map((nc) => nc._id)).toEqual(['late', 'soon', 'later']);
    expect(board.acik.map((nc) => nc._id)).toEqual(['new']);
    expect(board.kapandi).toEqual([]);
  });
});

describe('raised from a deficiency', () => {
  it('in one action: open, dated the inspection, linked; major for grounds of detention', () => {
    const found = { _id: 'insp-1', sirket: 'ship-a', tarih: '2026-01-31' };
    expect(nonConformityFromDeficiency(found, { id: 'd-1', kod: '07105', aciklama: 'Fire door', aksiyonKodu: '30' })).toEqual({
      sirket: 'ship-a',
      kaynak: { denetim: 'insp-1', eksiklik: 'd-1' },
      tarih: '2026-01-31',
      siddet: 'major',
      tanim: '07105 — Fire door',
      durum: 'acik',
    });
    expect(nonConformityFromDeficiency(found, { id: 'd-2', aciklama: 'Log book', aksiyonKodu: '17' }).siddet).toBe('minor');
  });
});
