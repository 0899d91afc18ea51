import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lineAmounts } from '../../src/domain/bill-math';
import { parseUblInvoice } from '../../src/domain/e-invoice';

// docs/areas/e-invoice.md: what the draft shows of each line — quantity with the document's unit code, unit
// price, discount, KDV rate and amount, total — read at the engine's scales and checked against the
// document's own line figures. The EUR fixture (tests/fixtures/e-fatura/ticari-satis-eur-iskonto.xml)
// worked by hand:
//   1: 60 m³ × 4,1250 = 247,50, discount 12,38 (5,002 %) → 235,12; KDV 20 % 47,02; 282,14
//   2: 312,4 kg × 3,87 = 1.208,99 − 7,5 % (90,67) = 1.118,32; KDV 10 % 111,83; 1.230,15
//   3: 8 adet × 142,60 = 1.140,80 − 15 % (171,12) = 969,68; KDV 20 % 193,94; 1.163,62
//   4: 1,85 ton × 95,00 = 175,75; KDV 20 % 35,15; 210,90

const EUR = readFileSync(new URL('../fixtures/e-fatura/ticari-satis-eur-iskonto.xml', import.meta.url), 'utf8');
const ours = '9876543210';

function parsed(xml: string) {
  const result = parseUblInvoice(xml, ours);
  if (!result.ok) throw new Error(result.error);
  return result.fatura;
}

describe('an e-Fatura’s lines as the draft shows them', () => {
  it('reads quantity, unit code, unit price, discount and KDV rate at the engine’s scales', () => {
    const lines = parsed(EUR).kalemler;
    expect(
      lines.map(({ ad, miktar, birim, birimKodu, birimFiyat, iskonto, kdv }) => ({
        ad,
        miktar,
        birim,
        birimKodu,
        birimFiyat,
        iskonto,
        kdv,
      })),
    ).toEqual([
      { ad: 'Tatlı su', miktar: 60_000, birim: 'metrekup', birimKodu: 'MTQ', birimFiyat: 41_250, iskonto: 5_002, kdv: 20_000 },
      { ad: 'Gemi kumanyası', miktar: 312_400, birim: 'kg', birimKodu: 'KGM', birimFiyat: 38_700, iskonto: 7_500, kdv: 10_000 },
      {
        ad: 'Makine dairesi filtreleri',
        miktar: 8_000,
        birim: 'adet',
        birimKodu: 'C62',
        birimFiyat: 1_426_000,
        iskonto: 15_000,
        kdv: 20_000,
      },
      { ad: 'Kullanılmış yağ bertarafı', miktar: 1_850, birim: 'ton', birimKodu: 'TNE', birimFiyat: 950_000, iskonto: 0, kdv: 20_000 },
    ]);
  });

  it('gives each line’s discount, net, KDV and total in cents, as the document has them', () => {
    const invoice = parsed(EUR);
    expect(invoice.kalemler.map((line) => lineAmounts(line))).toEqual([
      { brut: 24_750, iskontoTutari: 1_238, net: 23_512, kdvTutari: 4_702, tutar: 28_214, tevkifatTutari: 0 },
      { brut: 120_899, iskontoTutari: 9_067, net: 111_832, kdvTutari: 11_183, tutar: 123_015, tevkifatTutari: 0 },
      { brut: 114_080, iskontoTutari: 17_112, net: 96_968, kdvTutari: 19_394, tutar: 116_362, tevkifatTutari: 0 },
      { brut: 17_575, iskontoTutari: 0, net: 17_575, kdvTutari: 3_515, tutar: 21_090, tevkifatTutari: 0 },
    ]);
    // The document's own line nets and KDV agree: no difference.
    expect(invoice.farklar).toEqual([]);
    expect(invoice).toMatchObject({ dovizCinsi: 'EURO', kur: 368_841, kurCifti: { kaynak: 'EUR', hedef: 'TRY' } });
  });

  it('says where a line’s KDV in the document differs from ours', () => {
    const off = EUR.replace(/(<q2:TaxAmount currencyID="EUR">)111\.83(<\/q2:TaxAmount>)/g, '$1111.93$2');
    expect(parsed(off).farklar).toEqual([
      { satir: 2, alan: 'kdvTutari', belge: 11_193, hesap: 11_183, fark: -10 },
      { satir: null, alan: 'toplamKdvTutar', belge: 38_804, hesap: 38_794, fark: -10 },
    ]);
  });

  it('keeps a unit code the bill has no unit for (hours): the line reads adet, the draft shows the code', () => {
    const hours = parsed(EUR.replace('unitCode="C62"', 'unitCode="HUR"')).kalemler[2];
    expect(hours).toMatchObject({ miktar: 8_000, birim: 'adet', bilinmeyenBirim: 'HUR', birimKodu: 'HUR' });
    const lower = parsed(EUR.replace('unitCode="KGM"', 'unitCode="kgm"')).kalemler[1];
    expect(lower).toMatchObject({ birim: 'kg', birimKodu: 'KGM' });
    expect(lower).not.toHaveProperty('bilinmeyenBirim');
  });
});
