import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../src/routes/router';
import { pathParts, type RecordPath } from '../../src/ui/frames/record-path';

// A record page's address (src/ui/frames/record-path.tsx): the frames derive the list, the edit
// form and the id's parameter from it, so each must be a route of the app.
const RECORD_PATHS: RecordPath[] = [
  '/teknik/bdn-kayit/$bdnId',
  '/finans/cek-senet/$cekSenetId',
  '/personel-veri-platformu/personel-havuzu/$personelId',
  '/finans/nakit-akis/$nakitAkisId',
  '/finans/fatura-proforma/$faturaId',
  '/finans/kur/$kurId',
  '/finans/cari-listeler/$cariHesapId',
  '/teknik/haftalik-is-raporu/$isRaporuId',
  '/teknik/aylik-is-raporu/$isRaporuId',
  '/gemi-dokumanlari/sertifikalar/$sertifikaId',
  '/sirket-evraklari/$sertifikaId',
];

describe('record paths', () => {
  it('split into the list above the record and the id’s parameter', () => {
    expect(pathParts('/finans/cek-senet/$cekSenetId')).toEqual({ list: '/finans/cek-senet', param: 'cekSenetId' });
    expect(pathParts('/sirket-evraklari/$sertifikaId')).toEqual({ list: '/sirket-evraklari', param: 'sertifikaId' });
  });

  it('have their list and their edit form among the app’s routes', () => {
    const routes = Object.keys(createAppRouter().routesByPath);
    for (const path of RECORD_PATHS) {
      const { list } = pathParts(path);
      expect(routes, path).toContain(path);
      expect(routes, path).toContain(`${path}/edit`);
      expect(routes, path).toContain(list);
    }
  });
});
