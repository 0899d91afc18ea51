import { addMonths } from '../../src/domain/calendar';

// Demo loans (docs/areas/loans.md): one mortgage loan per demo ship, drawn two years ago, quarterly
// equal principal with a balloon, Term SOFR + margin on ACT/360, a 130 % minimum cover. The first
// ship's latest valuation is short of its cover (so the dashboard and the list show a shortfall);
// the others' are well above it. Bodies in wire units (major), as a write sends them.

/** Term SOFR 3M fixings, one per quarter (illustrative figures, %). */
const SOFR = ['5.32100', '5.30480', '5.05210', '4.59470', '4.31980', '4.29680', '4.31240', '4.21460', '3.98120'];

export function demoLoanBodies(sirket: string, index: number, today: string): Record<string, unknown>[] {
  const tutar = 12_000_000 + index * 3_000_000;
  const kullanimTarihi = addMonths(today.slice(0, 8) + '15', -24);
  const balon = tutar * 0.4;
  // The fixings of the quarters that have started by today (each on its period's first day).
  const fixingler = SOFR.flatMap((referansYuzde, k) => {
    const baslangic = addMonths(kullanimTarihi, 3 * k);
    return baslangic <= today ? [{ baslangic, referansYuzde }] : [];
  });
  // The ship's value: 1.15 × the amount a year ago for the first (short of 130 %), 1.9 × for the others.
  const factor = index === 0 ? 1.1 : 1.9;
  return [
    {
      sirket,
      banka: null,
      tutar,
      dovizCinsi: 'USD',
      kullanimTarihi,
      faiz: { tur: 'degisken', marjYuzde: '2.35000', tabanYuzde: null, sabitYuzde: null, gunSayimi: 'ACT/360' },
      fixingler,
      taksitler: [],
      taksitPlani: { adet: 28, periyotAy: 3, balon },
      teminatOraniYuzde: '130',
      degerlemeler: [
        { tarih: addMonths(kullanimTarihi, -1), deger: Math.round(tutar * 1.6), eksper: 'Clarksons Valuations' },
        { tarih: addMonths(today, -2), deger: Math.round(tutar * factor), eksper: 'VesselsValue' },
      ],
      ipotek: { derece: 1, tutar: Math.round(tutar * 1.3), tescilTarihi: addMonths(kullanimTarihi, 0) },
      erkenOdemeler: [],
      aciklama: index === 0 ? 'Birinci derece gemi ipoteği; teminat oranı 130 %.' : 'Birinci derece gemi ipoteği.',
      dosya: null,
    },
  ];
}
