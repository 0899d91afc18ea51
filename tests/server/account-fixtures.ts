import type { CompanySummary } from '../../src/domain/company';
import { DEMO_COMPANIES } from '../../server/db/demo-data';
import type { TestClient } from './helpers';

export const ACCOUNTS = '/api/finans/cari-hesap';

/** A valid Turkish IBAN (Ziraat) with its mod-97 check digits. */
export const IBAN = 'TR33 0006 1005 1978 6457 8413 26';

export const bankAccount = (overrides: Record<string, unknown> = {}) => ({
  hesapAdi: 'Ana hesap',
  dovizCinsi: 'USD',
  bankaIsmi: 'T.C. Ziraat Bankası',
  hesapNumarasi: '',
  hesapEkNumarasi: '',
  iban: IBAN,
  swiftCode: 'TCZBTR2A',
  routing: '',
  ...overrides,
});

/** A valid supplier of company `sirket`: a VKN with a correct check digit and one bank account. */
export const supplier = (sirket: string, overrides: Record<string, unknown> = {}) => ({
  cariTip: 'tedarikci',
  sirket,
  unvan: 'Marmara Gemi Kumanya Ltd. Şti.',
  ulke: 'Türkiye',
  vergiDairesi: 'Tuzla',
  vergiNumarasi: '1234567808',
  bankalar: [bankAccount()],
  ...overrides,
});

export const customer = (sirket: string, overrides: Record<string, unknown> = {}) => ({
  cariTip: 'musteri',
  sirket,
  unvan: 'Anadolu Yük Sahibi A.Ş.',
  ulke: 'Türkiye',
  vergiNumarasi: '1234567808',
  ...overrides,
});

/**
 * The demo companies' ids by their index in DEMO_COMPANIES, as an administrator sees them.
 * The demo user is granted the first two only.
 */
export async function demoCompanyIds(admin: TestClient): Promise<string[]> {
  const companies = (await admin.get<CompanySummary[]>('/api/sirket')).body;
  return DEMO_COMPANIES.map((company) => {
    const found = companies.find((c) => c.isim === company.isim);
    if (!found) throw new Error(`demo company ${company.isim} not seeded`);
    return found._id;
  });
}
