// Incidents and crew sign-off reasons (docs/areas/inspections.md): the catalogues the injury
// frequency and officer retention figures read (./kpi.ts).

export const INCIDENT_TYPES = [
  'olum',
  'kalici-sakatlik',
  'is-gunu-kaybi',
  'kisitli-is',
  'tibbi-tedavi',
  'ramak-kala',
  'kirlilik',
  'yangin',
  'carpma',
  'karaya-oturma',
  'diger',
] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

/** Lost time injuries: fatalities, permanent disabilities and lost workday cases (BIMCO KPI017). */
export const LOST_TIME_INJURIES: readonly IncidentType[] = ['olum', 'kalici-sakatlik', 'is-gunu-kaybi'];

/** An incident (olay) as the figures read it. */
export interface Incident {
  _id?: string;
  sirket: string;
  tarih: string;
  tur: IncidentType;
  /** The person hurt, when one was. */
  personel?: string | null;
  kayipGun?: number | null;
  tanim?: string;
}

/**
 * Why a crew member signed off (`ayrilmaNedeni`): the contract's end, unavoidable (death, illness,
 * retirement…), beneficial (promotion or transfer inside the company), resignation, dismissal, other.
 */
export const SIGN_OFF_REASONS = ['kontrat-sonu', 'kacinilmaz', 'yararli', 'istifa', 'isten-cikarma', 'diger'] as const;
export type SignOffReason = (typeof SIGN_OFF_REASONS)[number];

/** Sign-offs that end the employment (officer terminations, KPI022): every reason but the contract's end. */
export const TERMINATION_REASONS: readonly SignOffReason[] = ['kacinilmaz', 'yararli', 'istifa', 'isten-cikarma', 'diger'];
