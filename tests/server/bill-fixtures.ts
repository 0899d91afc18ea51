import type { BudgetCode } from '../../src/domain/budget-code';
import type { UploadedFile } from '../../src/domain/file';
import { fixtures } from './file-fixtures';
import type { TestClient } from './helpers';

export const BILLS = '/api/finans/fatura';

/** POST /api/file/single as a browser sends it; the stored file. */
export async function uploadPdf(client: TestClient, name = 'fatura.pdf'): Promise<UploadedFile> {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/auth/login-check');
  const form = new FormData();
  form.append('file', new Blob([fixtures.pdf], { type: 'application/pdf' }), name);
  const response = await fetch(`${client.baseUrl}/api/file/single`, {
    method: 'POST',
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
    },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as UploadedFile;
}

/** The demo chart's codes by `kod` (of each chart). */
export async function budgetCodeIds(client: TestClient): Promise<Record<string, string>> {
  const codes = (await client.get<BudgetCode[]>('/api/finans/butce-kodu')).body;
  return Object.fromEntries(codes.map((code) => [`${code.tip}:${code.kod}`, code._id]));
}

/**
 * Three lines and three instalments, worked out by hand:
 *   2.5 ton × 400.00 at 20 %            = 1,000.00 + 200.00              = 1,200.00
 *   1 × 1,000.00 less 12.5 % at 10 %    = 1,000.00 − 125.00 + 87.50      =   962.50
 *   2.345 kg × 19.99 at 10 %            = 46.87655 → 46.88 + 4.688 → 4.69 =    51.57
 * araToplam 2,046.88; iskonto 125.00; indirimli 1,921.88; KDV 292.19; total 2,214.07,
 * paid as 738.02 + 738.02 + 738.03.
 */
export const HAND_TOTALS = {
  araToplam: 2046.88,
  toplamIskontoTutar: 125,
  indirimliTutar: 1921.88,
  toplamKdvTutar: 292.19,
  odenecekTutar: 2214.07,
};

export function billBody(
  refs: { sirket: string; cariHesap: string; butceKodu: string; faturaFile: string },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    tip: 'gelen',
    faturaTip: 'fatura',
    faturaProformaNo: `F-${Math.random().toString(36).slice(2, 10)}`,
    tarih: '2026-01-31',
    dovizCinsi: 'GBP',
    sirket: refs.sirket,
    cariHesap: refs.cariHesap,
    kalemler: [
      { butceKodu: refs.butceKodu, adi: 'Bunker', miktar: 2.5, birim: 'ton', birimFiyat: 400, iskonto: 0, kdv: 20 },
      { butceKodu: refs.butceKodu, adi: 'Acente', miktar: 1, birim: 'adet', birimFiyat: 1000, iskonto: 12.5, kdv: 10 },
      { butceKodu: refs.butceKodu, adi: 'Yağ', miktar: 2.345, birim: 'kg', birimFiyat: 19.99, kdv: 10 },
    ],
    odemePlani: [
      { tarih: '2026-01-31', miktar: 738.02 },
      { tarih: '2026-02-28', miktar: 738.02 },
      { tarih: '2026-03-31', miktar: 738.03 },
    ],
    taksitSayisi: 3,
    aciklama: '',
    faturaFile: refs.faturaFile,
    ...overrides,
  };
}

/** A one-line bill of `amount` (0 % KDV) paid in one row: for lists and rules. */
export function simpleBill(
  refs: { sirket: string; cariHesap: string; butceKodu: string; faturaFile: string },
  amount: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const tarih = (overrides.tarih as string | undefined) ?? '2026-05-01';
  return billBody(refs, {
    kalemler: [{ butceKodu: refs.butceKodu, adi: 'Hizmet', miktar: 1, birim: 'adet', birimFiyat: amount, kdv: 0 }],
    odemePlani: [{ tarih, miktar: amount }],
    taksitSayisi: 1,
    ...overrides,
  });
}
