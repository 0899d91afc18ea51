import { addDays, addMonths } from '../../src/domain/calendar';
import type { ActionCode } from '../../src/domain/inspections';
import type { WriteInputOf } from '../../src/domain/kinds/schema';
import type { InspectionDefinition } from '../../src/domain/kinds/inspection';

// A demo ship's last year of inspections (docs/areas/inspections.md): two port state controls (one
// under the Paris MoU, one under the Tokyo MoU), a flag state inspection and an internal ISM audit,
// with deficiencies of every kind of action code, some closed and some still open; the first ship's
// first PSC inspection detained it for two days. Dates count back from today, so the calendar and
// the overdue deficiencies show real figures on any day.

export type DemoInspection = WriteInputOf<InspectionDefinition>;

interface DemoDeficiency {
  kod: string;
  aciklama: string;
  aksiyonKodu: ActionCode;
  ismIlgili?: boolean;
}

const DEFICIENCIES: readonly DemoDeficiency[] = [
  { kod: '07105', aciklama: 'Yangın kapısı otomatik kapanma tertibatı çalışmıyor', aksiyonKodu: '17' },
  { kod: '11101', aciklama: 'Can simidi ışığı arızalı', aksiyonKodu: '10' },
  { kod: '15150', aciklama: 'ISM: bakım planı kayıtları eksik', aksiyonKodu: '18', ismIlgili: true },
  { kod: '10111', aciklama: 'Seyir haritaları güncel değil', aksiyonKodu: '16' },
  { kod: '14104', aciklama: 'Yağ kayıt defteri (ORB) girişleri eksik', aksiyonKodu: '15' },
  { kod: '04110', aciklama: 'Acil durum yangın pompası basınç vermiyor', aksiyonKodu: '30', ismIlgili: true },
  { kod: '01308', aciklama: 'Gözlem: personel eğitim kayıtlarının düzeni', aksiyonKodu: '99' },
];

/** The deficiencies `picks` names (indexes into DEFICIENCIES), each closed `closedAfter` days after `tarih` (null: open). */
function deficiencies(tarih: string, picks: readonly (readonly [number, number | null])[]) {
  return picks.map(([index, closedAfter]) => {
    const deficiency = DEFICIENCIES[index % DEFICIENCIES.length]!;
    return {
      ...deficiency,
      ismIlgili: deficiency.ismIlgili ?? false,
      kapanisTarihi: closedAfter === null ? null : addDays(tarih, closedAfter),
    };
  });
}

/** The demo inspections of ship `index` (`sirket`), up to `today`. */
export function demoInspectionBodies(sirket: string, index: number, today: string): DemoInspection[] {
  const paris = addMonths(today, -(10 + (index % 2)));
  const tokyo = addMonths(today, -(4 + (index % 3)));
  const flag = addMonths(today, -7);
  const audit = addMonths(today, -(11 + (index % 2)));
  const detained = index === 0;
  return [
    {
      sirket,
      tur: 'PSC',
      rejim: 'paris',
      riskProfili: 'SRS',
      tarih: paris,
      liman: 'Rotterdam',
      kurulus: 'Paris MoU',
      denetci: 'J. de Vries',
      planliKalkis: addDays(paris, 1),
      sonrakiLimanVaris: addDays(paris, 6),
      tutulma: detained ? { var: true, serbestBirakma: addDays(paris, 2) } : { var: false, serbestBirakma: null },
      eksiklikler: deficiencies(
        paris,
        detained
          ? [
              [5, 2],
              [0, 1],
              [1, null],
              [6, null],
            ]
          : [
              [0, 1],
              [3, 10],
              [6, null],
            ],
      ),
    },
    {
      sirket,
      tur: 'PSC',
      rejim: 'tokyo',
      riskProfili: 'SRS',
      tarih: tokyo,
      liman: 'Busan',
      kurulus: 'Tokyo MoU',
      denetci: 'K. Park',
      planliKalkis: addDays(tokyo, 2),
      sonrakiLimanVaris: addDays(tokyo, 9),
      eksiklikler: deficiencies(tokyo, [
        [3 + (index % 2) * 3, null],
        [2, null],
        [4, null],
      ]),
    },
    {
      sirket,
      tur: 'bayrak',
      tarih: flag,
      liman: 'İstanbul',
      kurulus: 'Bayrak İdaresi',
      denetci: 'A. Yılmaz',
      eksiklikler: deficiencies(flag, [[2, 30]]),
    },
    {
      sirket,
      tur: 'ic-denetim',
      tarih: audit,
      liman: 'Aliağa',
      kurulus: 'Şirket DPA',
      denetci: 'M. Demir',
      eksiklikler: deficiencies(audit, [[2, 45]]),
    },
  ];
}
