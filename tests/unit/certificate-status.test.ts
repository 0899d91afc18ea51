import { describe, expect, it } from 'vitest';
import {
  anniversaries,
  CERTIFICATE_TYPES,
  certificateStatus,
  certificateTracker,
  certificateType,
  isManagerCompany,
  missingCertificates,
  type CertificateDates,
  type TrackedCertificate,
} from '../../src/domain/certificates';
import { daysBetween } from '../../src/domain/calendar';

// docs/areas/certificates.md, worked by hand. A class certificate issued 2024-03-15, valid to 2029-03-14: its
// anniversaries are 14 March 2025–2028; annual windows run 3 months either side of each
// (2024-12-14…2025-06-14, 2025-12-14…2026-06-14, 2026-12-14…2027-06-14, 2027-12-14…2028-06-14), and
// its intermediate survey is due in the 2nd or the 3rd of them.
const klas = (sorveyler: CertificateDates['sorveyler'], uyariGun?: number): CertificateDates => ({
  duzenlemeTarihi: '2024-03-15',
  gecerlilikTarihi: '2029-03-14',
  sorveyPlani: 'yillik-ara',
  sorveyler,
  uyariGun,
});
const firstAnnual = { tur: 'yillik', tarih: '2025-04-01' } as const;

describe('anniversaries', () => {
  it('are the expiry’s day and month strictly between issue and expiry', () => {
    expect(anniversaries('2024-03-15', '2029-03-14')).toEqual(['2025-03-14', '2026-03-14', '2027-03-14', '2028-03-14']);
  });
  it('put 29 February on 28 February in other years', () => {
    expect(anniversaries('2023-03-01', '2028-02-29')).toEqual(['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28']);
  });
});

describe('certificateStatus', () => {
  it('is due soon 43 days before the next window opens (2025-11-01 → 2025-12-14), valid with a 30-day warning', () => {
    expect(daysBetween('2025-11-01', '2025-12-14')).toBe(43);
    expect(certificateStatus(klas([firstAnnual]), '2025-11-01')).toEqual({
      durum: 'yaklasiyor',
      // The 2nd window opens both the annual and the intermediate survey; the intermediate one is named,
      // with the 2nd window's own span.
      sonrakiOlay: { tur: 'ara', tarih: '2026-03-14', pencereBasi: '2025-12-14', pencereSonu: '2026-06-14' },
    });
    expect(certificateStatus(klas([firstAnnual], 30), '2025-11-01').durum).toBe('gecerli');
  });

  it('is in its window inside an open window, and overdue the day after the window closed unsurveyed', () => {
    expect(certificateStatus(klas([firstAnnual]), '2025-12-14').durum).toBe('pencerede');
    expect(certificateStatus(klas([firstAnnual]), '2026-06-14').durum).toBe('pencerede');
    expect(certificateStatus(klas([firstAnnual]), '2026-06-15').durum).toBe('gecikti');
  });

  it('an annual survey does not do the intermediate one; the intermediate may still come in the 3rd window', () => {
    const state = certificateStatus(klas([firstAnnual, { tur: 'yillik', tarih: '2026-03-01' }]), '2026-07-01');
    // Next window opens 2026-12-14, 166 days ahead.
    expect(daysBetween('2026-07-01', '2026-12-14')).toBe(166);
    expect(state).toEqual({
      durum: 'gecerli',
      // The 2nd window has passed: the 3rd anniversary's window is the one left.
      sonrakiOlay: { tur: 'ara', tarih: '2027-03-14', pencereBasi: '2026-12-14', pencereSonu: '2027-06-14' },
    });
    // Neither window held it: overdue once the 3rd window has closed.
    expect(
      certificateStatus(klas([firstAnnual, { tur: 'yillik', tarih: '2026-03-01' }, { tur: 'yillik', tarih: '2027-01-10' }]), '2027-06-15')
        .durum,
    ).toBe('gecikti');
  });

  it('names one real window: in its 2nd anniversary’s window a class certificate answers that window, not the 2nd’s start to the 3rd’s end (issue 46)', () => {
    // Issued 2024-01-16, valid to 2029-01-15: anniversaries 15 January 2025–2028; the 2nd window is
    // 2025-10-15…2026-04-15 and the 3rd 2026-10-15…2027-04-15.
    const certificate: CertificateDates = {
      duzenlemeTarihi: '2024-01-16',
      gecerlilikTarihi: '2029-01-15',
      sorveyPlani: 'yillik-ara',
      sorveyler: [{ tur: 'yillik', tarih: '2025-01-10' }],
    };
    expect(certificateStatus(certificate, '2025-12-06')).toEqual({
      durum: 'pencerede',
      sonrakiOlay: { tur: 'ara', tarih: '2026-01-15', pencereBasi: '2025-10-15', pencereSonu: '2026-04-15' },
    });
    // The 2nd window's annual done by an annual survey: the intermediate survey is still open there.
    const annualDone = { ...certificate, sorveyler: [...certificate.sorveyler, { tur: 'yillik' as const, tarih: '2026-01-10' }] };
    expect(certificateStatus(annualDone, '2026-02-01').sonrakiOlay).toEqual({
      tur: 'ara',
      tarih: '2026-01-15',
      pencereBasi: '2025-10-15',
      pencereSonu: '2026-04-15',
    });
    // Once the 2nd window closed without one, the 3rd window is named; after it, still the 3rd (overdue).
    expect(certificateStatus(annualDone, '2026-11-01').sonrakiOlay).toEqual({
      tur: 'ara',
      tarih: '2027-01-15',
      pencereBasi: '2026-10-15',
      pencereSonu: '2027-04-15',
    });
    expect(certificateStatus(annualDone, '2027-05-01')).toMatchObject({
      durum: 'gecikti',
      sonrakiOlay: { tur: 'ara', tarih: '2027-01-15', pencereBasi: '2026-10-15', pencereSonu: '2027-04-15' },
    });
  });

  it('an intermediate survey also does the annual one', () => {
    expect(certificateStatus(klas([firstAnnual, { tur: 'ara', tarih: '2026-03-01' }]), '2026-06-15')).toEqual({
      durum: 'gecerli',
      sonrakiOlay: { tur: 'yillik', tarih: '2027-03-14', pencereBasi: '2026-12-14', pencereSonu: '2027-06-14' },
    });
  });

  it('with every survey done, the expiry is the next event: due soon 84 days before it, expired the day after', () => {
    const done = klas([
      firstAnnual,
      { tur: 'ara', tarih: '2026-03-01' },
      { tur: 'yillik', tarih: '2027-01-05' },
      { tur: 'yillik', tarih: '2028-02-01' },
    ]);
    expect(daysBetween('2028-12-20', '2029-03-14')).toBe(84);
    expect(certificateStatus(done, '2028-12-20')).toEqual({ durum: 'yaklasiyor', sonrakiOlay: { tur: 'bitis', tarih: '2029-03-14' } });
    expect(certificateStatus(done, '2029-03-14').durum).toBe('yaklasiyor');
    expect(certificateStatus(done, '2029-03-15').durum).toBe('suresiDoldu');
  });

  it('an expired certificate is expired before it is overdue', () => {
    expect(certificateStatus(klas([]), '2030-01-01').durum).toBe('suresiDoldu');
  });

  it('windows keep the day of the month, clamped to the month’s end', () => {
    // Anniversary 2026-05-31: window 2026-02-28…2026-08-31.
    const cert: CertificateDates = { duzenlemeTarihi: '2025-06-01', gecerlilikTarihi: '2030-05-31', sorveyPlani: 'yillik', sorveyler: [] };
    expect(certificateStatus(cert, '2026-02-27').durum).toBe('yaklasiyor');
    expect(certificateStatus(cert, '2026-02-28').durum).toBe('pencerede');
    expect(certificateStatus(cert, '2026-08-31').durum).toBe('pencerede');
    expect(certificateStatus(cert, '2026-09-01').durum).toBe('gecikti');
  });

  it('an `ara` plan has one window, from the 2nd to the 3rd anniversary, done only by an intermediate survey', () => {
    const issc = (sorveyler: CertificateDates['sorveyler']): CertificateDates => ({
      duzenlemeTarihi: '2025-06-01',
      gecerlilikTarihi: '2030-05-31',
      sorveyPlani: 'ara',
      sorveyler,
    });
    expect(daysBetween('2027-03-02', '2027-05-31')).toBe(90);
    expect(certificateStatus(issc([]), '2027-03-01').durum).toBe('gecerli');
    expect(certificateStatus(issc([]), '2027-03-02')).toEqual({
      durum: 'yaklasiyor',
      sonrakiOlay: { tur: 'ara', tarih: '2027-05-31', pencereBasi: '2027-05-31', pencereSonu: '2028-05-31' },
    });
    expect(certificateStatus(issc([]), '2027-05-31').durum).toBe('pencerede');
    expect(certificateStatus(issc([{ tur: 'yillik', tarih: '2027-10-01' }]), '2028-06-01').durum).toBe('gecikti');
    expect(certificateStatus(issc([{ tur: 'ara', tarih: '2028-05-31' }]), '2028-06-01')).toEqual({
      durum: 'gecerli',
      sonrakiOlay: { tur: 'bitis', tarih: '2030-05-31' },
    });
  });

  it('a certificate that never expires and has no surveys is valid with no next event', () => {
    expect(
      certificateStatus({ duzenlemeTarihi: '2020-01-01', gecerlilikTarihi: null, sorveyPlani: 'yok', sorveyler: [] }, '2026-11-27'),
    ).toEqual({
      durum: 'gecerli',
      sonrakiOlay: null,
    });
  });
});

describe('the catalogue', () => {
  it('knows each type’s holder, validity and survey plan', () => {
    expect(certificateType('gemi', 'KLAS')).toMatchObject({ years: 5, plan: 'yillik-ara', required: true });
    expect(certificateType('gemi', 'HM')).toMatchObject({ years: 1, plan: 'yok', required: true });
    expect(certificateType('gemi', 'DIGER')).toMatchObject({ required: false });
    expect(certificateType('sirket', 'DOC')).toMatchObject({ years: 5, plan: 'yillik', required: true });
    expect(certificateType('sirket', 'KLAS')).toBeUndefined();
  });
});

describe('certificateTracker', () => {
  const cert = (over: Partial<TrackedCertificate>): TrackedCertificate => ({
    _id: 'c',
    sirket: 'a',
    sahip: 'gemi',
    tur: 'KLAS',
    duzenlemeTarihi: '2024-03-15',
    gecerlilikTarihi: '2029-03-14',
    sorveyPlani: 'yillik-ara',
    sorveyler: [],
    ...over,
  });

  it('a company’s row has every required ship type, missing ones `eksik`; DOC only for a manager', () => {
    const [owner, manager] = certificateTracker(
      [
        { _id: 'a', tip: 'Armatör' },
        { _id: 'b', tip: 'Gemi İşletmecisi' },
      ],
      [cert({ _id: 'k1', sorveyler: [{ tur: 'yillik', tarih: '2025-04-01' }] })],
      '2026-01-10',
    );
    const required = CERTIFICATE_TYPES.filter((type) => type.holder === 'gemi' && type.required).map((type) => type.code);
    expect(owner!.sertifikalar.map((cell) => cell.tur)).toEqual(required);
    expect(owner!.sertifikalar.find((cell) => cell.tur === 'KLAS')).toMatchObject({ _id: 'k1', durum: 'pencerede' });
    expect(owner!.sertifikalar.filter((cell) => cell.durum === 'eksik')).toHaveLength(required.length - 1);
    expect(manager!.sertifikalar.map((cell) => cell.tur)).toEqual([...required, 'DOC']);
    expect(manager!.sertifikalar.every((cell) => cell.durum === 'eksik' && cell._id === null)).toBe(true);
  });

  it('the newest issue of a type counts; each other certificate has a cell; a crew member’s is not the ship’s', () => {
    const [row] = certificateTracker(
      [{ _id: 'a', tip: 'Armatör' }],
      [
        cert({ _id: 'old', duzenlemeTarihi: '2019-03-15', gecerlilikTarihi: '2024-03-14' }),
        cert({ _id: 'new' }),
        cert({ _id: 'x1', tur: 'DIGER', sorveyPlani: 'yok', gecerlilikTarihi: null }),
        cert({ _id: 'x2', tur: 'DIGER', sorveyPlani: 'yok', gecerlilikTarihi: '2025-01-01' }),
        cert({ _id: 'p', sahip: 'personel', tur: 'DIGER' }),
        cert({ _id: 'other', sirket: 'z' }),
      ],
      '2026-01-10',
    );
    expect(row!.sertifikalar.filter((cell) => cell.tur === 'KLAS').map((cell) => cell._id)).toEqual(['new']);
    expect(row!.sertifikalar.filter((cell) => cell.tur === 'DIGER').map((cell) => [cell._id, cell.durum])).toEqual([
      ['x1', 'gecerli'],
      ['x2', 'suresiDoldu'],
    ]);
  });

  it('reads a manager’s type however it is spelt', () => {
    expect(['Gemi İşletmecisi', 'GEMİ İŞLETMECİSİ', 'Ship Manager', 'Yönetim Şirketi'].map(isManagerCompany)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['Armatör', 'Acente'].map(isManagerCompany)).toEqual([false, false]);
  });
});

describe('missingCertificates', () => {
  const held = (over: Partial<TrackedCertificate>): TrackedCertificate => ({
    _id: 'c',
    sirket: 'a',
    sahip: 'gemi',
    tur: 'KLAS',
    duzenlemeTarihi: '2024-03-15',
    gecerlilikTarihi: '2029-03-14',
    sorveyPlani: 'yillik-ara',
    sorveyler: [],
    ...over,
  });
  const companies = [
    { _id: 'a', tip: 'Armatör' },
    { _id: 'b', tip: 'Gemi İşletmecisi' },
  ];
  const requiredShip = CERTIFICATE_TYPES.filter((type) => type.holder === 'gemi' && type.required).map((type) => type.code);

  it('are the tracker’s `eksik` cells of the holder: a ship’s required types it holds none of', () => {
    const certificates = [held({ _id: 'k', tur: 'KLAS' }), held({ _id: 's', tur: 'SICIL', gecerlilikTarihi: null, sorveyPlani: 'yok' })];
    const missing = missingCertificates(companies.slice(0, 1), certificates, 'gemi', '2026-01-10');
    expect(missing.map((item) => item.tur)).toEqual(requiredShip.filter((code) => code !== 'KLAS' && code !== 'SICIL'));
    expect(missing.every((item) => item.sirket === 'a' && item.sahip === 'gemi')).toBe(true);
    // The same count as the tracker's row.
    const [row] = certificateTracker(companies.slice(0, 1), certificates, '2026-01-10');
    expect(missing).toHaveLength(row!.sertifikalar.filter((cell) => cell.durum === 'eksik').length);
  });

  it('an expired certificate is not missing; the company’s DOC is missing only for a manager and only in its own list', () => {
    const expired = held({ _id: 'k', tur: 'KLAS', duzenlemeTarihi: '2019-01-01', gecerlilikTarihi: '2024-01-01' });
    expect(missingCertificates(companies, [expired], 'gemi', '2026-01-10').filter((item) => item.tur === 'KLAS')).toEqual([
      { sirket: 'b', sahip: 'gemi', tur: 'KLAS' },
    ]);
    expect(missingCertificates(companies, [], 'gemi', '2026-01-10').some((item) => item.tur === 'DOC')).toBe(false);
    expect(missingCertificates(companies, [], 'sirket', '2026-01-10')).toEqual([{ sirket: 'b', sahip: 'sirket', tur: 'DOC' }]);
  });
});
