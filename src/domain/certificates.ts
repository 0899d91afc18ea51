// Certificates and surveys (docs/areas/certificates.md): the status of a certificate as of a date and
// the fleet's tracker, over the catalogue (./certificate-catalogue.ts) and the kind's definition
// (./kinds/certificate.ts). Pure: the device's screens and the server's answers call the same functions.

import { addMonths, daysBetween, daysInMonth } from './calendar';
import {
  CERTIFICATE_TYPES,
  DEFAULT_WARNING_DAYS,
  certificateType,
  type CertificateHolder,
  type CertificateStatus,
  type SurveyKind,
  type SurveyPlan,
  type TrackerStatus,
} from './certificate-catalogue';
import { certificateKind, type Certificate } from './kinds/certificate';
import { writeSchemaOf, type WriteInputOf, type WriteOf } from './kinds/schema';
import { textKey } from './text-key';
import type { ListPage } from './list-page';

export * from './certificate-catalogue';
export { CERTIFICATE_SORT_FIELDS, type Certificate } from './kinds/certificate';

/** What the status reads of a certificate. */
export type CertificateDates = {
  duzenlemeTarihi: string;
  gecerlilikTarihi?: string | null;
  sorveyPlani: SurveyPlan;
  sorveyler: readonly { tur: SurveyKind; tarih: string }[];
  uyariGun?: number | null;
};

export interface NextEvent {
  tur: 'yillik' | 'ara' | 'bitis';
  tarih: string;
  pencereBasi?: string;
  pencereSonu?: string;
}

/** One survey window: its anniversary and its span, ends included. */
interface SurveyWindow {
  tarih: string;
  start: string;
  end: string;
}

/** A survey that is due: done by a fitting survey dated inside one of its windows (ends included). */
interface Requirement {
  tur: SurveyKind;
  windows: readonly SurveyWindow[];
  fits: (kind: SurveyKind) => boolean;
}

/**
 * The dates with the day and month of `gecerlilikTarihi` strictly after `duzenlemeTarihi` and
 * strictly before `gecerlilikTarihi`, earliest first; 29 February falls on 28 February in other years.
 */
export function anniversaries(duzenlemeTarihi: string, gecerlilikTarihi: string): string[] {
  const [month, day] = [Number(gecerlilikTarihi.slice(5, 7)), Number(gecerlilikTarihi.slice(8, 10))];
  const dates: string[] = [];
  for (let year = Number(duzenlemeTarihi.slice(0, 4)); year <= Number(gecerlilikTarihi.slice(0, 4)); year += 1) {
    const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, daysInMonth(year, month))).padStart(2, '0')}`;
    if (date > duzenlemeTarihi && date < gecerlilikTarihi) dates.push(date);
  }
  return dates;
}

const annualWindow = (anniversary: string): SurveyWindow => ({
  tarih: anniversary,
  start: addMonths(anniversary, -3),
  end: addMonths(anniversary, 3),
});

function requirements(certificate: CertificateDates): Requirement[] {
  const { duzenlemeTarihi, gecerlilikTarihi, sorveyPlani } = certificate;
  if (!gecerlilikTarihi || sorveyPlani === 'yok') return [];
  const dates = anniversaries(duzenlemeTarihi, gecerlilikTarihi);
  if (sorveyPlani === 'ara') {
    const [second, third] = [dates[1], dates[2]];
    return second && third ? [{ tur: 'ara', windows: [{ tarih: second, start: second, end: third }], fits: (kind) => kind === 'ara' }] : [];
  }
  // An intermediate survey also does the annual one.
  const annual: Requirement[] = dates.map((date) => ({ tur: 'yillik', windows: [annualWindow(date)], fits: () => true }));
  if (sorveyPlani === 'yillik' || dates.length < 2) return annual;
  // `yillik-ara`: one of the 2nd or 3rd anniversary's windows holds an intermediate survey.
  const intermediate: Requirement = { tur: 'ara', windows: dates.slice(1, 3).map(annualWindow), fits: (kind) => kind === 'ara' };
  return [...annual, intermediate];
}

const isDone = (requirement: Requirement, surveys: CertificateDates['sorveyler']) =>
  surveys.some(
    (survey) => requirement.fits(survey.tur) && requirement.windows.some(({ start, end }) => start <= survey.tarih && survey.tarih <= end),
  );

/**
 * The window of a survey not yet done that counts as of `date`: the first that has not ended (the
 * one `date` is inside, or the next), or the last when all have ended (overdue). Always one real
 * window, never a span across two (docs/areas/certificates.md).
 */
const windowAsOf = (requirement: Requirement, date: string): SurveyWindow =>
  requirement.windows.find(({ end }) => end >= date) ?? requirement.windows.at(-1)!;

export interface CertificateState {
  durum: CertificateStatus;
  sonrakiOlay: NextEvent | null;
}

/**
 * A certificate's status and next event as of `date` (docs/areas/certificates.md). The next event is the earliest
 * survey not yet done (overdue, open or ahead: `tarih` its anniversary, the window the one that counts
 * as of `date`, windowAsOf), or else the expiry; null for a certificate that never expires and has no
 * surveys.
 */
export function certificateStatus(certificate: CertificateDates, date: string): CertificateState {
  const expiry = certificate.gecerlilikTarihi ?? null;
  const open = requirements(certificate)
    .filter((requirement) => !isDone(requirement, certificate.sorveyler))
    .map((requirement) => ({ requirement, window: windowAsOf(requirement, date) }));
  const last = (requirement: Requirement) => requirement.windows.at(-1)!.end;
  const pending = [...open].sort(
    (a, b) => a.window.start.localeCompare(b.window.start) || (a.requirement.tur === 'ara' ? -1 : b.requirement.tur === 'ara' ? 1 : 0),
  )[0];
  const sonrakiOlay: NextEvent | null = pending
    ? { tur: pending.requirement.tur, tarih: pending.window.tarih, pencereBasi: pending.window.start, pencereSonu: pending.window.end }
    : expiry
      ? { tur: 'bitis', tarih: expiry }
      : null;

  if (expiry && expiry < date) return { durum: 'suresiDoldu', sonrakiOlay };
  if (open.some(({ requirement }) => last(requirement) < date)) return { durum: 'gecikti', sonrakiOlay };
  if (open.some(({ requirement }) => requirement.windows.some(({ start, end }) => start <= date && date <= end))) {
    return { durum: 'pencerede', sonrakiOlay };
  }
  const ahead = open.flatMap(({ requirement }) => requirement.windows.map(({ start }) => start).filter((start) => start > date));
  if (expiry) ahead.push(expiry);
  const next = ahead.sort()[0];
  const warning = certificate.uyariGun ?? DEFAULT_WARNING_DAYS;
  if (next !== undefined && daysBetween(date, next) <= warning) return { durum: 'yaklasiyor', sonrakiOlay };
  return { durum: 'gecerli', sonrakiOlay };
}

/**
 * Whether a company of this `tip` manages ships, and so must hold a Document of Compliance (`DOC`).
 * `tip` is free text (docs/areas/certificates.md): a manager's reads "Gemi İşletmecisi", "İşletme", "Yönetim Şirketi",
 * "Ship Manager" or the like, compared as one spelling (textKey).
 */
export function isManagerCompany(tip: string): boolean {
  const key = textKey(tip);
  return MANAGER_WORDS.some((word) => key.includes(word));
}
const MANAGER_WORDS = ['işletme', 'yönetim', 'manag'];

/** What the tracker reads of a certificate. */
export interface TrackedCertificate extends CertificateDates {
  _id: string;
  sirket: string;
  sahip: CertificateHolder;
  tur: string;
}

export interface TrackerCell {
  _id: string | null;
  tur: string;
  durum: TrackerStatus;
  sonrakiOlay: NextEvent | null;
}

export interface TrackerRow<C> {
  sirket: string;
  company: C;
  sertifikalar: TrackerCell[];
}

/**
 * The fleet's certificates as of `date` (`GET /api/teknik/sertifika-takip`): a row per company (its
 * ship), a cell per catalogue type it holds or must hold, in the catalogue's order, the ship's and
 * then the company's. Of several certificates of one type the newest issue counts (a renewal replaces
 * the certificate it renews); every `DIGER` certificate has a cell of its own. A required type with
 * none is `eksik`. Crew members' certificates are not the ship's.
 */
export function certificateTracker<C extends { _id: string; tip: string }>(
  companies: readonly C[],
  certificates: readonly TrackedCertificate[],
  date: string,
): TrackerRow<C>[] {
  // One pass over the certificates: by company, then by holder and type.
  const byCompany = new Map<string, Map<string, TrackedCertificate[]>>();
  for (const certificate of certificates) {
    if (certificate.sahip === 'personel') continue;
    let own = byCompany.get(certificate.sirket);
    if (!own) byCompany.set(certificate.sirket, (own = new Map()));
    const key = `${certificate.sahip} ${certificate.tur}`;
    const held = own.get(key);
    if (held) held.push(certificate);
    else own.set(key, [certificate]);
  }
  return companies.map((company) => {
    const own = byCompany.get(company._id);
    const cells: TrackerCell[] = [];
    for (const type of CERTIFICATE_TYPES) {
      const held = own?.get(`${type.holder} ${type.code}`) ?? [];
      const required = type.required && (type.holder === 'gemi' || isManagerCompany(company.tip));
      const shown = type.code === 'DIGER' ? held : newest(held);
      if (shown.length === 0 && required) cells.push({ _id: null, tur: type.code, durum: 'eksik', sonrakiOlay: null });
      for (const certificate of shown) cells.push({ _id: certificate._id, tur: type.code, ...certificateStatus(certificate, date) });
    }
    return { sirket: company._id, company, sertifikalar: cells };
  });
}

/** A required type a company holds no certificate of: one of the tracker's `eksik` cells. */
export interface MissingCertificate {
  sirket: string;
  sahip: CertificateHolder;
  tur: string;
}

/**
 * The required types of one holder (the ship's, or the company's own) that each company holds no
 * certificate of as of `date`: the tracker's `eksik` cells (certificateTracker), which the lists'
 * "Eksik" filter and count show, so the list and the tracker never disagree.
 */
export function missingCertificates<C extends { _id: string; tip: string }>(
  companies: readonly C[],
  certificates: readonly TrackedCertificate[],
  holder: CertificateHolder,
  date: string,
): MissingCertificate[] {
  return certificateTracker(companies, certificates, date).flatMap((row) =>
    row.sertifikalar
      .filter((cell) => cell.durum === 'eksik' && certificateType(holder, cell.tur)?.required === true)
      .map((cell) => ({ sirket: row.sirket, sahip: holder, tur: cell.tur })),
  );
}

function newest(certificates: readonly TrackedCertificate[]): TrackedCertificate[] {
  const [first] = [...certificates].sort(
    (a, b) =>
      b.duzenlemeTarihi.localeCompare(a.duzenlemeTarihi) ||
      (b.gecerlilikTarihi ?? '9999-12-31').localeCompare(a.gecerlilikTarihi ?? '9999-12-31'),
  );
  return first ? [first] : [];
}

// The record (`sertifika`, `/api/sertifika`): its write schema (the kind's, src/domain/kinds/certificate.ts)
// and the answers of the list and the tracker.

/**
 * A certificate as the form and `POST`/`PUT /api/sertifika` take it, derived from the kind's
 * definition: its fields' rules, its checks across fields and the values it takes from them.
 */
export const certificateSchema = writeSchemaOf(certificateKind);

export type CertificateInput = WriteInputOf<typeof certificateKind>;
/** A valid body. */
export type CertificateFields = WriteOf<typeof certificateKind>;

/** A certificate as the list and the detail answer it: its status and next event as of today. */
export interface CertificateView extends Certificate, CertificateState {}

/** `GET /api/sertifika`. */
export type CertificateListResponse = ListPage<'sertifikalar', CertificateView>;

/** `GET /api/teknik/sertifika-takip`: a row per company (its ship), a cell per type it holds or must hold. */
export interface CertificateTrackerResponse {
  tarih: string;
  gemiler: {
    sirket: string;
    isim: string;
    gemi: { adi: string; imo: string; bayrak: string } | null;
    sertifikalar: TrackerCell[];
  }[];
}

/** A certificate's status and next event as of `date`, on the record. */
export function certificateView<C extends CertificateDates>(certificate: C, date: string): C & CertificateState {
  return { ...certificate, ...certificateStatus(certificate, date) };
}
