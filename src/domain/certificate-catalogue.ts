// The certificates' catalogue (docs/areas/certificates.md): survey plans, holders, statuses and the
// types each holder may hold. Plain data: the kind's definition (src/domain/kinds/certificate.ts) reads
// it, and the sync engine reads the definition before the first screen.

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

/** The catalogue's entries of one holder, required or not unless the entry says otherwise. */
const entryOf =
  (holder: CertificateHolder, requiredByDefault: boolean) =>
  (code: string, years: number | null, plan: SurveyPlan, required = requiredByDefault): CertificateType => ({
    code,
    holder,
    years,
    plan,
    required,
  });
const ship = entryOf('gemi', true);
const company = entryOf('sirket', false);

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
