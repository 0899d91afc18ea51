import { localDate } from '../calendar';
import {
  CERTIFICATE_HOLDERS,
  DEFAULT_WARNING_DAYS,
  SURVEY_KINDS,
  SURVEY_PLANS,
  certificateType,
  type SurveyPlan,
} from '../certificate-catalogue';
import { defineKind, field, type CheckError, type RecordOf, type ValuesOf } from './define';

/** Sort fields the list accepts (`sortBy`); `sortingOrder` 1 ascending, -1 descending. */
export const CERTIFICATE_SORT_FIELDS = ['gecerlilikTarihi', 'duzenlemeTarihi', 'tur', 'numara', 'updatedAt'] as const;

/** A survey endorsed on a certificate. */
const surveyFields = {
  tur: field.choice(SURVEY_KINDS),
  tarih: field.date({ required: true }),
} as const;

/**
 * Each survey falls within the certificate's life (`surveyOutsideValidity`) and is not dated after
 * today, the clock's date where the schema runs (`surveyInFuture`: an endorsement not yet made
 * cannot do a window); each on its date (`sorveyler.N.tarih`).
 */
function surveyErrors(certificate: {
  duzenlemeTarihi: string;
  gecerlilikTarihi: string | null;
  sorveyler: readonly { tarih: string }[];
}): CheckError[] {
  const { duzenlemeTarihi, gecerlilikTarihi, sorveyler } = certificate;
  const today = localDate();
  return sorveyler.flatMap((survey, index): CheckError[] => {
    const within = survey.tarih >= duzenlemeTarihi && (gecerlilikTarihi === null || survey.tarih <= gecerlilikTarihi);
    if (within && survey.tarih <= today) return [];
    return [{ path: `sorveyler.${index}.tarih`, message: within ? 'surveyInFuture' : 'surveyOutsideValidity' }];
  });
}

declare module './define' {
  interface KindNames {
    sertifika: true;
  }
}

/**
 * Certificates and surveys (sertifika; docs/areas/certificates.md): a ship's, its company's or a crew
 * member's (`personel`, the person's id), one company each; `dosya` is the scan. The holder defaults
 * to the ship, the survey plan to the type's (the catalogue), the warning to 90 days. Rules (422, each
 * on its field): the type is the holder's (`unknownCertificateType`), `DIGER` carries a name (`ad`:
 * `required`), a crew member's names a live person of its company (`personel`: `required`, else
 * `personNotFound` for every other case), the expiry is after the issue (`expiryBeforeIssue`), and
 * the surveys' dates (surveyErrors).
 */
export const certificateKind = defineKind({
  name: 'sertifika',
  path: 'sertifika',
  fields: {
    sirket: field.company(),
    sahip: field.choice(CERTIFICATE_HOLDERS, { default: 'gemi' }),
    personel: field.reference('personel', { notFound: 'personNotFound', otherCompany: 'personNotFound' }),
    tur: field.text({ required: true, max: 40, upperCase: true }),
    ad: field.text({ max: 200 }),
    numara: field.text({ max: 100 }),
    verenKurulus: field.text({ max: 200 }),
    duzenlemeTarihi: field.date({ required: true }),
    gecerlilikTarihi: field.date(),
    sorveyPlani: field.choice(SURVEY_PLANS, { default: '' }),
    sorveyler: field.list(surveyFields, 100, 'tooLarge'),
    uyariGun: field.decimal(0, { required: true, min: 0n, max: 3650n, default: DEFAULT_WARNING_DAYS }),
    dosya: field.file(),
    aciklama: field.text({ max: 2000 }),
  },
  companyField: 'sirket',
  checks: [
    {
      fields: ['sahip', 'tur'],
      path: 'tur',
      message: 'unknownCertificateType',
      test: (c) => certificateType(c.sahip, c.tur) !== undefined,
    },
    { fields: ['tur', 'ad'], path: 'ad', message: 'required', test: (c) => c.tur !== 'DIGER' || c.ad !== '' },
    { fields: ['sahip', 'personel'], path: 'personel', message: 'required', test: (c) => c.sahip !== 'personel' || c.personel !== null },
    {
      fields: ['duzenlemeTarihi', 'gecerlilikTarihi'],
      path: 'gecerlilikTarihi',
      message: 'expiryBeforeIssue',
      test: (c) => c.gecerlilikTarihi === null || c.gecerlilikTarihi > c.duzenlemeTarihi,
    },
    { fields: ['duzenlemeTarihi', 'gecerlilikTarihi', 'sorveyler'], path: 'sorveyler', message: 'invalid', test: surveyErrors },
  ],
  // The plan defaults to the type's; a person is named only on a crew member's certificate; surveys in date order.
  normalize: (c) => ({
    sorveyPlani: (c.sorveyPlani || certificateType(c.sahip, c.tur)?.plan || 'yok') as SurveyPlan,
    personel: c.sahip === 'personel' ? c.personel : null,
    sorveyler: [...c.sorveyler].sort((a, b) => a.tarih.localeCompare(b.tarih)),
  }),
  // Read per company (the chosen ship), per holder, in expiry order.
  indexes: ['sirket', '[sirket+sahip]', 'gecerlilikTarihi'],
  titleFields: ['tur', 'numara'],
  list: {
    columns: ['tur', 'numara', 'verenKurulus', 'duzenlemeTarihi', 'gecerlilikTarihi'],
    sorts: CERTIFICATE_SORT_FIELDS,
    defaultSort: { field: 'gecerlilikTarihi', order: 'asc' },
    filters: ['sirket', 'sahip', 'personel', 'tur'],
    key: 'sertifikalar',
    turkishSorts: ['numara'],
  },
  tombstone: { aciklama: '', ad: '', numara: '', verenKurulus: '', sorveyler: [] },
});

export type CertificateDefinition = typeof certificateKind;
export type Survey = ValuesOf<typeof surveyFields>;
/** A certificate as `GET /api/sync` sends it, the device mirrors it and the server stores it. */
export type Certificate = RecordOf<CertificateDefinition>;
