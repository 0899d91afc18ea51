// Certificates and surveys (docs/areas/certificates.md): the catalogue of types and the status of a certificate
// as of a date. Pure: the device's screens and the server's answers call the same functions.

import * as v from 'valibot';
import { addMonths, daysBetween, daysInMonth, localDate } from './calendar';
import type { UploadedFile } from './file';
import { calendarDate, choice, fileRef, optionalText, uuid } from './schema-fields';
import { textKey } from './text-key';

export const SURVEY_PLANS = ['yok', 'yillik', 'yillik-ara', 'ara'] as const;
export type SurveyPlan = (typeof SURVEY_PLANS)[number];

export const SURVEY_KINDS = ['yillik', 'ara'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

export const CERTIFICATE_HOLDERS = ['gemi', 'sirket', 'personel'] as const;
export type CertificateHolder = (typeof CERTIFICATE_HOLDERS)[number];

/** First match wins, in this order (docs/areas/certificates.md). */
export const CERTIFICATE_STATUSES = ['suresiDoldu', 'gecikti', 'pencerede', 'yaklasiyor', 'gecerli'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
/** The tracker's cells add `eksik`: a required type with no live certificate. */
export type TrackerStatus = CertificateStatus | 'eksik';

export interface CertificateType {
  code: string;
  holder: CertificateHolder;
  /** The usual validity in years; null when the certificate does not expire. */
  years: number | null;
  plan: SurveyPlan;
  /** Every ship (or every managing company, for `DOC`) must hold one. */
  required: boolean;
}

const ship = (code: string, years: number | null, plan: SurveyPlan, required = true): CertificateType => ({
  code,
  holder: 'gemi',
  years,
  plan,
  required,
});
const company = (code: string, years: number | null, plan: SurveyPlan, required = false): CertificateType => ({
  code,
  holder: 'sirket',
  years,
  plan,
  required,
});

const crew = (code: string, years: number | null): CertificateType => ({ code, holder: 'personel', years, plan: 'yok', required: false });

/** The catalogue, in the order the tracker shows its columns. */
export const CERTIFICATE_TYPES: readonly CertificateType[] = [
  ship('SICIL', null, 'yok'),
  ship('KLAS', 5, 'yillik-ara'),
  ship('TONAJ', null, 'yok'),
  ship('YUKHATTI', 5, 'yillik'),
  ship('SOLAS-SC', 5, 'yillik-ara'),
  ship('SOLAS-SE', 5, 'yillik'),
  ship('SOLAS-SR', 5, 'yillik'),
  ship('IOPP', 5, 'yillik-ara'),
  ship('IAPP', 5, 'yillik-ara'),
  ship('IEE', null, 'yok'),
  ship('ISPP', 5, 'yok'),
  ship('BWM', 5, 'yillik-ara'),
  ship('AFS', null, 'yok'),
  ship('ISSC', 5, 'ara'),
  ship('SMC', 5, 'ara'),
  ship('MLC', 5, 'ara'),
  ship('MSMC', null, 'yok'),
  ship('CLC', 1, 'yok'),
  ship('BUNKER-CLC', 1, 'yok'),
  ship('WRC', 1, 'yok'),
  ship('PI', 1, 'yok'),
  ship('HM', 1, 'yok'),
  ship('DIGER', null, 'yok', false),
  // A manager's Document of Compliance is required (docs/areas/companies-and-users.md says which company types manage).
  company('DOC', 5, 'yillik', true),
  company('VERGI-LEVHASI', null, 'yok'),
  company('TICARET-SICIL', null, 'yok'),
  company('IMZA-SIRKULERI', null, 'yok'),
  company('FAALIYET-BELGESI', null, 'yok'),
  company('DIGER', null, 'yok'),
  // A crew member's (docs/areas/crew.md): never a ship's; which ranks need which is the crew module's.
  crew('YETERLIK', 5),
  crew('ONAY', 5),
  crew('SAGLIK', 2),
  crew('STCW-TEMEL', 5),
  crew('STCW-ILERI', 5),
  crew('STCW-HAYATKURTARMA', 5),
  crew('STCW-TIBBI', 5),
  crew('GMDSS', 5),
  crew('SSO', null),
  crew('GEMIADAMI-CUZDANI', 10),
  crew('PASAPORT', 10),
  crew('VIZE', null),
  crew('DIGER', null),
];

/** The catalogue entry of a holder's type code, if there is one. */
export function certificateType(holder: CertificateHolder, code: string): CertificateType | undefined {
  return CERTIFICATE_TYPES.find((type) => type.holder === holder && type.code === code);
}

export const DEFAULT_WARNING_DAYS = 90;

/** What the status reads of a certificate. */
export interface CertificateDates {
  duzenlemeTarihi: string;
  gecerlilikTarihi?: string | null;
  sorveyPlani: SurveyPlan;
  sorveyler: readonly { tur: SurveyKind; tarih: string }[];
  uyariGun?: number | null;
}

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

// The record (`sertifika`, `/api/sertifika`): its write schema, the record the API and the device
// carry, and the answers of the list and the tracker.

/** An optional id or file: absent, null or blank means none. */
const optionalId = <S extends v.GenericSchema<unknown, string>>(schema: S) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.literal(''), schema], 'invalid')), null),
    v.transform((value): string | null => (value === '' || value === undefined ? null : value)),
  );

const optionalDate = v.pipe(
  v.optional(v.nullable(v.union([v.literal(''), calendarDate], 'invalidDate')), null),
  v.transform((value): string | null => (value === '' || value === undefined ? null : value)),
);

const surveySchema = v.object({ tur: choice(SURVEY_KINDS), tarih: calendarDate }, 'required');

/** A field path item, as valibot reports one, for the rules that name a survey's date. */
const pathItem = (key: string | number, input: unknown, value: unknown) =>
  ({ type: typeof key === 'number' ? 'array' : 'object', origin: 'value', input, key, value }) as never;

/**
 * A certificate as the form and `POST`/`PUT /api/sertifika` take it. `sorveyPlani` defaults to the
 * type's (the catalogue); `uyariGun` to 90. Rules (422, each on its field): the type is the holder's
 * (`unknownCertificateType`), `DIGER` carries a name (`ad`: `required`), a crew member's names the
 * person, the expiry is after the issue (`expiryBeforeIssue`), and each survey falls within the
 * certificate's life (`sorveyler.N.tarih`: `surveyOutsideValidity`) and is not dated after today, the
 * clock's date where the schema runs (`surveyInFuture`: an endorsement not yet made cannot do a window).
 */
export const certificateSchema = v.pipe(
  v.object(
    {
      sirket: v.optional(uuid('chooseCompany'), ''),
      sahip: v.optional(choice(CERTIFICATE_HOLDERS), 'gemi'),
      personel: optionalId(uuid('invalid')),
      tur: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(40, 'tooLong'), v.toUpperCase()),
      ad: optionalText(200),
      numara: optionalText(100),
      verenKurulus: optionalText(200),
      duzenlemeTarihi: calendarDate,
      gecerlilikTarihi: optionalDate,
      sorveyPlani: v.optional(v.union([v.literal(''), choice(SURVEY_PLANS)], 'invalid'), ''),
      sorveyler: v.optional(v.pipe(v.array(surveySchema, 'invalid'), v.maxLength(100, 'tooLarge')), []),
      uyariGun: v.optional(
        v.pipe(
          v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.transform(Number))], 'invalid'),
          v.number('invalid'),
          v.integer('invalid'),
          v.minValue(0, 'outOfRange'),
          v.maxValue(3650, 'outOfRange'),
        ),
        DEFAULT_WARNING_DAYS,
      ),
      dosya: optionalId(fileRef),
      aciklama: optionalText(2000),
    },
    'required',
  ),
  v.forward(
    v.partialCheck([['sahip'], ['tur']], (input) => certificateType(input.sahip, input.tur) !== undefined, 'unknownCertificateType'),
    ['tur'],
  ),
  v.forward(
    v.partialCheck([['tur'], ['ad']], (input) => input.tur !== 'DIGER' || input.ad !== '', 'required'),
    ['ad'],
  ),
  v.forward(
    v.partialCheck([['sahip'], ['personel']], (input) => input.sahip !== 'personel' || input.personel !== null, 'required'),
    ['personel'],
  ),
  v.forward(
    v.partialCheck(
      [['duzenlemeTarihi'], ['gecerlilikTarihi']],
      (input) => input.gecerlilikTarihi === null || input.gecerlilikTarihi > input.duzenlemeTarihi,
      'expiryBeforeIssue',
    ),
    ['gecerlilikTarihi'],
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { duzenlemeTarihi, gecerlilikTarihi, sorveyler } = dataset.value;
    const today = localDate();
    sorveyler.forEach((survey, index) => {
      const within = survey.tarih >= duzenlemeTarihi && (gecerlilikTarihi === null || survey.tarih <= gecerlilikTarihi);
      if (within && survey.tarih <= today) return;
      addIssue({
        message: within ? 'surveyInFuture' : 'surveyOutsideValidity',
        path: [
          pathItem('sorveyler', dataset.value, sorveyler),
          pathItem(index, sorveyler, survey),
          pathItem('tarih', survey, survey.tarih),
        ],
      });
    });
  }),
  // The plan defaults to the type's; a person's holder is named only for a crew member's certificate.
  v.transform((input) => ({
    ...input,
    sorveyPlani: (input.sorveyPlani || certificateType(input.sahip, input.tur)?.plan || 'yok') as SurveyPlan,
    personel: input.sahip === 'personel' ? input.personel : null,
    sorveyler: [...input.sorveyler].sort((a, b) => a.tarih.localeCompare(b.tarih)),
  })),
);

export type CertificateInput = v.InferInput<typeof certificateSchema>;
/** A valid body. */
export type CertificateFields = v.InferOutput<typeof certificateSchema>;

/** A certificate as `GET /api/sync` sends it and the device mirrors it. */
export interface Certificate {
  _id: string;
  sirket: string;
  sahip: CertificateHolder;
  personel: string | null;
  tur: string;
  ad: string;
  numara: string;
  verenKurulus: string;
  duzenlemeTarihi: string;
  gecerlilikTarihi: string | null;
  sorveyPlani: SurveyPlan;
  sorveyler: { tur: SurveyKind; tarih: string }[];
  uyariGun: number;
  dosya: UploadedFile | null;
  aciklama: string;
  version: number;
  /** ISO 8601. */
  updatedAt: string;
}

/** A certificate as the list and the detail answer it: its status and next event as of today. */
export interface CertificateView extends Certificate, CertificateState {}

/** `GET /api/sertifika`. */
export interface CertificateListResponse {
  sertifikalar: CertificateView[];
  totalCount: number;
}

/** Sort fields the list accepts (`sortBy`); `sortingOrder` 1 ascending, -1 descending. */
export const CERTIFICATE_SORT_FIELDS = ['gecerlilikTarihi', 'duzenlemeTarihi', 'tur', 'numara', 'updatedAt'] as const;

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
