import { describe, expect, it } from 'vitest';
import { billOfLadingWarning, claimChecklist, weightCheck, type CargoDocument } from '../../src/domain/cargo-documents';
import { contractsDue, contractStatus, defaultContractEnd, noticeDeadline, type Contract } from '../../src/domain/contracts';

// docs/areas/operations.md §3 and §4.

describe('cargo documents', () => {
  it('a B/L dated other than the SOF’s loading completion is ante- or post-dated', () => {
    expect(billOfLadingWarning({ yuklemeTarihi: '2026-05-05' }, '2026-05-05')).toBeNull();
    expect(billOfLadingWarning({ yuklemeTarihi: '2026-05-04' }, '2026-05-05')).toBe('blAnteDated');
    expect(billOfLadingWarning({ yuklemeTarihi: '2026-05-06' }, '2026-05-05')).toBe('blPostDated');
    expect(billOfLadingWarning({ yuklemeTarihi: '2026-05-06' }, null)).toBeNull();
  });

  it('Σ B/L weight against the latest draft survey, in mt and %', () => {
    // B/Ls 6,000.000 + 4,060.000 = 10,060.000 mt; survey 10,000.000 mt: +60.000 mt = +0.600 % (> 0.5 %).
    const docs: CargoDocument[] = [
      { tur: 'konsimento', brutAgirlikMt: 6_000_000 },
      { tur: 'konsimento', brutAgirlikMt: 4_060_000 },
      { tur: 'draft-survey', tarih: '2026-05-04', brutAgirlikMt: 9_000_000 },
      { tur: 'draft-survey', tarih: '2026-05-05', brutAgirlikMt: 10_000_000 },
    ];
    expect(weightCheck(docs)).toEqual({
      konsimentoMt: 10_060_000n,
      draftSurveyMt: 10_000_000n,
      farkMt: 60_000n,
      farkYuzde: 600n,
      uyari: true,
    });
    // 10,040.000 against 10,000.000: +0.400 %, within tolerance.
    expect(weightCheck([{ tur: 'konsimento', brutAgirlikMt: 10_040_000 }, docs[3]!])).toMatchObject({ farkYuzde: 400n, uyari: false });
    expect(weightCheck([docs[0]!])).toMatchObject({ draftSurveyMt: null, uyari: false });
  });

  it('the claim checklist: NOR, SOF, laytime, invoice and the days to the time bar', () => {
    const list = claimChecklist(
      [{ tur: 'nor' }, { tur: 'konsimento' }],
      { laytimeHazir: true, faturaVar: false, zamanAsimi: '2026-08-03' },
      '2026-07-24',
    );
    expect(list).toEqual({ nor: true, sof: false, laytime: true, fatura: false, kalanGun: 10, tamam: false });
    expect(
      claimChecklist([{ tur: 'nor' }, { tur: 'sof' }], { laytimeHazir: true, faturaVar: true, zamanAsimi: '2026-08-03' }, '2026-08-05'),
    ).toMatchObject({
      kalanGun: -2,
      tamam: true,
    });
  });
});

describe('contracts', () => {
  const hm: Contract = { tur: 'hm', baslangic: '2026-01-01', bitis: '2026-12-31', feshiIhbarGun: 30, uyariGun: 60 };

  it('status as of a date, first match wins', () => {
    // Notice deadline 12-31 − 30 days = 12-01; warning from 60 days before it (10-02).
    expect(noticeDeadline(hm, '2026-06-01')).toBe('2026-12-01');
    expect(contractStatus(hm, '2026-10-01')).toBe('gecerli');
    expect(contractStatus(hm, '2026-10-02')).toBe('yaklasiyor');
    expect(contractStatus(hm, '2026-12-01')).toBe('yaklasiyor');
    expect(contractStatus(hm, '2026-12-02')).toBe('ihbar-kacti');
    expect(contractStatus(hm, '2026-12-31')).toBe('ihbar-kacti');
    expect(contractStatus(hm, '2027-01-01')).toBe('sona-erdi');
    expect(contractStatus({ tur: 'diger', baslangic: '2026-01-01' }, '2030-01-01')).toBe('gecerli');
  });

  it('an auto-renewing contract’s end is its next renewal date', () => {
    const auto: Contract = { ...hm, otomatikYenileme: true };
    // On 2027-03-01 the next renewal is 2027-12-31: notice by 2027-12-01, more than 60 days ahead.
    expect(contractStatus(auto, '2027-03-01')).toBe('gecerli');
    expect(noticeDeadline(auto, '2027-03-01')).toBe('2027-12-01');
    expect(contractStatus(auto, '2027-12-15')).toBe('ihbar-kacti');
  });

  it('P&I ends by default on the next 20 February', () => {
    expect(defaultContractEnd('pi', '2026-02-20')).toBe('2027-02-20');
    expect(defaultContractEnd('pi', '2026-01-10')).toBe('2026-02-20');
    expect(defaultContractEnd('hm', '2026-01-10')).toBeNull();
  });

  it('what falls due, soonest first', () => {
    const pi: Contract = { tur: 'pi', baslangic: '2026-02-20', bitis: '2027-02-20', uyariGun: 60 };
    const due = contractsDue([hm, pi, { ...hm, bitis: '2028-01-01' }], '2026-12-25');
    // H&M: notice passed (12-01), due at its end 12-31 (6 days); P&I ends 02-20 (57 days).
    expect(due.map((d) => [d.sozlesme.tur, d.durum, d.tarih, d.kalanGun])).toEqual([
      ['hm', 'ihbar-kacti', '2026-12-31', 6],
      ['pi', 'yaklasiyor', '2027-02-20', 57],
    ]);
  });
});
