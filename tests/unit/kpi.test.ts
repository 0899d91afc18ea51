import { describe, expect, it } from 'vitest';
import { CERTIFICATE_TYPES } from '../../src/domain/certificate-catalogue';
import { OFFICER_RANKS } from '../../src/domain/crew';
import { INCIDENT_TYPES, SIGN_OFF_REASONS } from '../../src/domain/incidents';
import type { Inspection } from '../../src/domain/inspections';
import {
  KPI_CODES,
  budgetPerformance,
  certificatesOverdueOrMissing,
  co2Efficiency,
  crewRelievedLate,
  flawlessPsc,
  kpiPeriodErrors,
  kpiReport,
  kpiTrend,
  kpis,
  lostTimeInjuryFrequency,
  officerRetention,
  openNonConformities,
  pscDeficiencyRatio,
  pscDetentions,
  quartersOf,
  rating,
  type KpiAssignment,
  type KpiData,
  type KpiResult,
} from '../../src/domain/kpi';
import type { NonConformity } from '../../src/domain/non-conformity';

// docs/areas/inspections.md, "KPI": BIMCO's own worked examples, rebuilt from records by hand.

const year2025 = { baslangic: '2025-01-01', bitis: '2025-12-31' };
const byCode = (results: KpiResult[], kod: string) => results.find((result) => result.kod === kod)!;

const psc = (over: Partial<Inspection>): Inspection => ({
  sirket: 'ship-a',
  tur: 'PSC',
  rejim: 'paris',
  tarih: '2025-03-01',
  eksiklikler: [],
  ...over,
});
const deficiencies = (n: number) => Array.from({ length: n }, (_, i) => ({ kod: `0${i}`, aksiyonKodu: '17' as const }));

// Two PSC inspections in 2025: one with 6 deficiencies (and an observation, code 99) that detained
// the ship, one with only an observation. A flag inspection's deficiencies and a 2024 PSC inspection
// do not count.
const inspections: Inspection[] = [
  psc({
    tarih: '2025-03-01',
    eksiklikler: [...deficiencies(6), { aksiyonKodu: '99' }],
    tutulma: { var: true, serbestBirakma: '2025-03-04' },
  }),
  psc({ tarih: '2025-09-01', rejim: 'tokyo', eksiklikler: [{ aksiyonKodu: '99' }] }),
  psc({ tarih: '2025-05-01', tur: 'bayrak', eksiklikler: deficiencies(4) }),
  psc({ tarih: '2024-11-01', eksiklikler: deficiencies(9), tutulma: { var: true } }),
];

describe('catalogues', () => {
  it('spell the values as the contract does', () => {
    expect(INCIDENT_TYPES).toEqual([
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
    ]);
    expect(SIGN_OFF_REASONS).toEqual(['kontrat-sonu', 'kacinilmaz', 'yararli', 'istifa', 'isten-cikarma', 'diger']);
    expect(KPI_CODES.slice(0, 7)).toEqual(['KPI026', 'KPI014', 'KPI027', 'KPI017', 'KPI022', 'KPI002', 'KPI005']);
  });
});

describe('the rating', () => {
  it('is 100 × (value − minReq) ÷ (target − minReq), rounded to a whole number', () => {
    // BIMCO's KPI022 example: 100 × (93.2 − 70) ÷ (95 − 70) = 92.8 → 93.
    expect(rating(93.2, 70, 95)).toBe(93);
    // Lower is better too: 100 × (3 − 8) ÷ (0 − 8) = 62.5 → 63 (half away from zero).
    expect(rating(3, 8, 0)).toBe(63);
    expect(rating(8, 8, 0)).toBe(0);
    expect(rating(0, 8, 0)).toBe(100);
  });

  it('is clipped at both ends', () => {
    // BIMCO's KPI017 example: 100 × (11.41 − 2.5) ÷ (0.5 − 2.5) = −445.5 → 0.
    expect(rating(11.41, 2.5, 0.5)).toBe(0);
    expect(rating(0.1, 2.5, 0.5)).toBe(100); // 120 → 100
    // BIMCO's KPI005 example: 100 × (6.3 − 84) ÷ (36 − 84) = 161.9 → 100.
    expect(rating(6.3, 84, 36)).toBe(100);
    expect(rating(60, 70, 95)).toBe(0); // −40 → 0
    expect(rating(99, 70, 95)).toBe(100); // 116 → 100
  });
});

describe('PSC figures', () => {
  const data: KpiData = { denetimler: inspections };

  it('KPI026 deficiency ratio: 6 deficiencies (code 99 left out) ÷ 2 PSC inspections = 3', () => {
    expect(pscDeficiencyRatio(data, year2025, 'ship-a')).toEqual({
      kod: 'KPI026',
      deger: 3,
      puan: 63,
      girdiler: { denetim: 2, eksiklik: 6 },
    });
  });

  it('KPI014 flawless PSC: 1 inspection without a deficiency ÷ 2 = 0.5', () => {
    // 100 × (0.5 − 0.33) ÷ (1 − 0.33) = 25.4 → 25.
    expect(flawlessPsc(data, year2025, 'ship-a')).toEqual({ kod: 'KPI014', deger: 0.5, puan: 25, girdiler: { denetim: 2, eksiksiz: 1 } });
  });

  it('KPI027 detentions: 1', () => {
    expect(pscDetentions(data, year2025, 'ship-a')).toEqual({ kod: 'KPI027', deger: 1, puan: 0, girdiler: { denetim: 2, tutulma: 1 } });
  });

  it('no PSC inspection is no data, never 0', () => {
    const none = { baslangic: '2026-01-01', bitis: '2026-12-31' };
    for (const figure of [pscDeficiencyRatio, flawlessPsc, pscDetentions]) {
      expect(figure(data, none, 'ship-a')).toMatchObject({ deger: null, puan: null });
    }
  });
});

describe('KPI017 lost time injury frequency', () => {
  // Ten crew aboard all of 2025 (BIMCO: "crew of ten for one year"): 10 × 365 days × 24 = 87,600
  // exposure hours; one lost workday case: 1 ÷ 87,600 × 10⁶ = 11.415525… (BIMCO prints 11.41).
  const crew: KpiAssignment[] = Array.from({ length: 10 }, (_, i) => ({
    _id: `a${i}`,
    personel: `p${i}`,
    sirket: 'ship-a',
    rutbe: 'gemici',
    binisTarihi: '2024-12-01',
    planlananInisTarihi: '2026-06-01',
  }));
  const data: KpiData = {
    gorevlendirmeler: crew,
    olaylar: [
      { sirket: 'ship-a', tarih: '2025-06-10', tur: 'is-gunu-kaybi', kayipGun: 4 },
      { sirket: 'ship-a', tarih: '2025-07-01', tur: 'tibbi-tedavi' },
      { sirket: 'ship-a', tarih: '2025-07-02', tur: 'ramak-kala' },
      { sirket: 'ship-a', tarih: '2024-12-20', tur: 'olum' },
      { sirket: 'ship-b', tarih: '2025-02-01', tur: 'kalici-sakatlik' },
    ],
  };

  it('is 11.41 with the rating clipped to 0', () => {
    const result = lostTimeInjuryFrequency(data, year2025, 'ship-a');
    expect(result).toEqual({ kod: 'KPI017', deger: 11.415525, puan: 0, girdiler: { lti: 1, gunSayisi: 3650, maruziyetSaati: 87_600 } });
    expect(Math.trunc(result.deger! * 100) / 100).toBe(11.41);
  });

  it('without crew days it is no data', () => {
    expect(lostTimeInjuryFrequency({ olaylar: data.olaylar }, year2025, 'ship-a').deger).toBeNull();
  });
});

describe('KPI022 officer retention', () => {
  // 250 officers aboard all of 2025 (250 × 365 officer days ÷ 365 days = 250 on average); 23 of them
  // leave on 31 December: 5 unavoidably, 1 promoted ashore, 17 resign or are dismissed; 10 more sign
  // off at their contract's end (not a termination). 100 − (23 − 5 − 1) ÷ 250 × 100 = 93.2.
  const reasons = [
    ...Array<string>(5).fill('kacinilmaz'),
    'yararli',
    ...Array<string>(12).fill('istifa'),
    ...Array<string>(5).fill('isten-cikarma'),
    ...Array<string>(10).fill('kontrat-sonu'),
  ];
  const officers: KpiAssignment[] = Array.from({ length: 250 }, (_, i) => ({
    _id: `o${i}`,
    personel: `p${i}`,
    sirket: 'ship-a',
    rutbe: OFFICER_RANKS[i % OFFICER_RANKS.length]!,
    binisTarihi: '2025-01-01',
    planlananInisTarihi: '2025-12-31',
    inisTarihi: reasons[i] ? '2025-12-31' : null,
    ayrilmaNedeni: (reasons[i] ?? null) as KpiAssignment['ayrilmaNedeni'],
  }));
  // A rating who resigns is not an officer.
  const seaman: KpiAssignment = {
    _id: 'r1',
    personel: 'r1',
    sirket: 'ship-a',
    rutbe: 'gemici',
    binisTarihi: '2025-01-01',
    inisTarihi: '2025-06-01',
    ayrilmaNedeni: 'istifa',
  };

  it('is 93.2 %, rated 93', () => {
    expect(officerRetention({ gorevlendirmeler: [...officers, seaman] }, year2025, 'ship-a')).toEqual({
      kod: 'KPI022',
      deger: 93.2,
      puan: 93,
      girdiler: { ayrilma: 23, kacinilmaz: 5, yararli: 1, zabitGunu: 91_250, donemGunu: 365, ortalamaZabit: 250 },
    });
  });

  it('without officers aboard it is no data', () => {
    expect(officerRetention({ gorevlendirmeler: [seaman] }, year2025, 'ship-a').deger).toBeNull();
  });
});

describe('KPI002 budget performance', () => {
  // BIMCO: budget 1.2M US$, actual running costs 1.5M, additional authorised expenses 0.25M:
  // |1.2 − (1.5 − 0.25)| ÷ 1.2 × 100 = 0.05 ÷ 1.2 × 100 = 4.1666…% → 4.17. In cents:
  // budget 80,000,000 + 40,000,000 = 120,000,000; AAE 25,000,000; actual (KDV apart)
  // 100,000,000 + 50,000,000 = 150,000,000. Rated 100 × (4.166667 − 10) ÷ (0 − 10) = 58.3 → 58.
  const data: KpiData = {
    butceler: [
      { sirket: 'ship-a', yil: 2025, butceKodu: 'crew', tutar: 80_000_000, dovizCinsi: 'USD', ekTutar: 25_000_000 },
      { sirket: 'ship-a', yil: 2025, butceKodu: 'stores', tutar: 40_000_000, dovizCinsi: 'USD' },
      { sirket: 'ship-a', yil: 2024, butceKodu: 'crew', tutar: 70_000_000, dovizCinsi: 'USD' },
      { sirket: 'ship-b', yil: 2025, butceKodu: 'crew', tutar: 90_000_000, dovizCinsi: 'USD' },
    ],
    faturalar: [
      {
        sirket: 'ship-a',
        tip: 'gelen',
        tarih: '2025-04-10',
        dovizCinsi: 'USD',
        kalemler: [
          { butceKodu: 'crew', tutar: 120_000_000, kdvTutari: 20_000_000 },
          { butceKodu: 'unbudgeted', tutar: 9_000_000, kdvTutari: 0 },
        ],
      },
      {
        sirket: 'ship-a',
        tip: 'gelen',
        tarih: '2025-11-30',
        dovizCinsi: 'USD',
        kalemler: [{ butceKodu: 'stores', tutar: 50_000_000, kdvTutari: 0 }],
      },
      // Income, last year's and another ship's bills are not this budget's.
      {
        sirket: 'ship-a',
        tip: 'giden',
        tarih: '2025-05-01',
        dovizCinsi: 'USD',
        kalemler: [{ butceKodu: 'crew', tutar: 7_000_000, kdvTutari: 0 }],
      },
      {
        sirket: 'ship-a',
        tip: 'gelen',
        tarih: '2024-12-31',
        dovizCinsi: 'USD',
        kalemler: [{ butceKodu: 'crew', tutar: 7_000_000, kdvTutari: 0 }],
      },
      {
        sirket: 'ship-b',
        tip: 'gelen',
        tarih: '2025-05-01',
        dovizCinsi: 'USD',
        kalemler: [{ butceKodu: 'crew', tutar: 7_000_000, kdvTutari: 0 }],
      },
    ],
  };

  it('is 4.17 %', () => {
    const result = budgetPerformance(data, year2025, 'ship-a');
    expect(result).toEqual({
      kod: 'KPI002',
      deger: 4.166667,
      puan: 58,
      girdiler: { dovizCinsi: 'USD', butce: 120_000_000, gerceklesen: 150_000_000, ekOnay: 25_000_000, disarida: 0 },
    });
    expect(result.deger).toBeCloseTo(4.17, 2);
  });

  it('covers the year a quarter falls in (a budget is a year’s)', () => {
    expect(budgetPerformance(data, { baslangic: '2025-04-01', bitis: '2025-06-30' }, 'ship-a').deger).toBe(4.166667);
  });

  it('counts a bill in another currency through the converter, else leaves it out and says so', () => {
    const tl: KpiData = {
      ...data,
      faturalar: [
        ...data.faturalar!,
        {
          sirket: 'ship-a',
          tip: 'gelen',
          tarih: '2025-06-01',
          dovizCinsi: 'TL',
          kalemler: [{ butceKodu: 'crew', tutar: 400_000, kdvTutari: 0 }],
        },
      ],
    };
    expect(budgetPerformance(tl, year2025, 'ship-a').girdiler).toMatchObject({ gerceklesen: 150_000_000, disarida: 1 });
    // 4,000.00 TL at 40 TL per US$ = 100.00 US$ = 10,000 cents.
    const converted = budgetPerformance(
      { ...tl, cevir: (amount, from, to) => (from === 'TL' && to === 'USD' ? amount / 40n : null) },
      year2025,
      'ship-a',
    );
    expect(converted.girdiler).toMatchObject({ gerceklesen: 150_010_000, disarida: 0 });
  });

  it('without a budget it is no data', () => {
    expect(budgetPerformance({ faturalar: data.faturalar }, year2025, 'ship-a')).toMatchObject({ deger: null, puan: null });
  });

  it('is in the currency most budget lines are in, whatever order the records come in', () => {
    // A EUR line first (the server's rows and the device's store need not agree on order): still US$.
    const euro = { sirket: 'ship-a', yil: 2025, butceKodu: 'spares', tutar: 5_000_000, dovizCinsi: 'EURO' as const };
    const cevir: KpiData['cevir'] = (amount, from, to) => (from === 'EURO' && to === 'USD' ? (amount * 11n) / 10n : null);
    const first = budgetPerformance({ ...data, butceler: [euro, ...data.butceler!], cevir }, year2025, 'ship-a');
    const last = budgetPerformance({ ...data, butceler: [...data.butceler!].reverse().concat(euro), cevir }, year2025, 'ship-a');
    // 1,200,000.00 + 50,000.00 € × 1.1 = 1,255,000.00 US$ budgeted.
    expect(first.girdiler).toMatchObject({ dovizCinsi: 'USD', butce: 125_500_000 });
    expect(last).toEqual(first);
  });
});

describe('KPI005 CO₂ efficiency', () => {
  // BIMCO: 130,500 t CO₂ over 20,710,647,000 tonne-miles × 10⁶ = 6.3 g per tonne-mile. Rebuilt: four
  // legs of 250,000.0 nm with 20,710.647 t of cargo = 4 × 5,177,661,750 = 20,710,647,000 tonne-miles;
  // 41,907.514 t of HFO × 3.114 = 130,499.999 t CO₂ (to the kg). 130,499,999 kg × 10⁷ ÷
  // (20,710,647 kg × 2,500,000 tenths × 4) = 6.301107 g per tonne-mile; rated 100 (clipped).
  const leg = (zaman: string, hfo: number) => ({
    sirket: 'ship-a',
    zaman,
    mesafeNm: 2_500_000,
    tuketim: { HFO: hfo },
    yuk: { miktarMt: 20_710_647 },
  });
  const data: KpiData = {
    raporlar: [
      leg('2025-02-01T12:00:00.000Z', 10_000_000),
      leg('2025-05-01T12:00:00.000Z', 10_000_000),
      leg('2025-08-01T12:00:00.000Z', 10_000_000),
      leg('2025-11-01T12:00:00.000Z', 11_907_514),
      leg('2026-01-01T00:00:00.000Z', 99_000_000),
      { sirket: 'ship-a', zaman: '2025-12-01T00:00:00.000Z', mesafeNm: 0, tuketim: {}, yuk: null },
    ],
  };

  it('is 6.3 g per tonne-mile', () => {
    const result = co2Efficiency(data, year2025, 'ship-a');
    expect(result).toEqual({
      kod: 'KPI005',
      deger: 6.301107,
      puan: 100,
      girdiler: { rapor: 5, co2Kg: 130_499_999, tasimaIsiTonMil: 20_710_647_000 },
    });
    expect(result.deger).toBeCloseTo(6.3, 1);
  });

  it('without transport work it is no data', () => {
    const ballast = {
      raporlar: [{ sirket: 'ship-a', zaman: '2025-02-01T00:00:00.000Z', mesafeNm: 1000, tuketim: { MGO: 5000 }, yuk: { miktarMt: null } }],
    };
    expect(co2Efficiency(ballast, year2025, 'ship-a').deger).toBeNull();
  });
});

describe("the portal's registers", () => {
  it('crew relieved late: signed off after the planned date', () => {
    const tour = (id: string, planned: string, off: string | null): KpiAssignment => ({
      _id: id,
      personel: id,
      sirket: 'ship-a',
      rutbe: 'gemici',
      binisTarihi: '2025-01-01',
      planlananInisTarihi: planned,
      inisTarihi: off,
    });
    const data = {
      gorevlendirmeler: [tour('a', '2025-06-01', '2025-06-15'), tour('b', '2025-06-01', '2025-06-01'), tour('c', '2025-06-01', null)],
    };
    expect(crewRelievedLate(data, year2025, 'ship-a')).toEqual({
      kod: 'GEC-DEGISIM',
      deger: 1,
      puan: null,
      girdiler: { inis: 2, geciken: 1 },
    });
    expect(crewRelievedLate(data, { baslangic: '2026-01-01', bitis: '2026-03-31' }, 'ship-a').deger).toBeNull();
  });

  it('non-conformities open and overdue at the period’s end (none open is 0, a real figure)', () => {
    const nc = (over: Partial<NonConformity>): NonConformity => ({
      sirket: 'ship-a',
      tarih: '2025-03-01',
      siddet: 'minor',
      durum: 'planlandi',
      hedefTarih: '2026-02-01',
      ...over,
    });
    const data = {
      uygunsuzluklar: [
        nc({ siddet: 'major', hedefTarih: '2025-06-01' }),
        nc({}),
        nc({ durum: 'kapandi', kapanisTarihi: '2026-01-10', hedefTarih: '2025-12-01' }), // closed after the year: open then, and overdue
        nc({ durum: 'kapandi', kapanisTarihi: '2025-04-01' }),
        nc({ tarih: '2026-01-05' }), // raised after the period
      ],
    };
    const [open, overdue] = openNonConformities(data, year2025, 'ship-a');
    expect(open).toEqual({ kod: 'ACIK-UYGUNSUZLUK', deger: 3, puan: null, girdiler: { acik: 3, major: 1 } });
    expect(overdue).toEqual({ kod: 'GECIKEN-UYGUNSUZLUK', deger: 2, puan: null, girdiler: { geciken: 2, acik: 3 } });
    expect(openNonConformities({}, year2025, 'ship-a')[0].deger).toBe(0);
  });

  it("certificates overdue or missing, as the tracker shows them at the period's end", () => {
    const required = CERTIFICATE_TYPES.filter((type) => type.holder === 'gemi' && type.required).length;
    const data: KpiData = {
      sirketler: [{ _id: 'ship-a', tip: 'Armatör' }],
      sertifikalar: [
        { _id: 'c1', sirket: 'ship-a', sahip: 'gemi', tur: 'SICIL', duzenlemeTarihi: '2020-01-01', sorveyPlani: 'yok', sorveyler: [] },
        {
          _id: 'c2',
          sirket: 'ship-a',
          sahip: 'gemi',
          tur: 'HM',
          duzenlemeTarihi: '2024-06-01',
          gecerlilikTarihi: '2025-06-01',
          sorveyPlani: 'yok',
          sorveyler: [],
        },
      ],
    };
    expect(certificatesOverdueOrMissing(data, year2025, 'ship-a')).toEqual({
      kod: 'SERTIFIKA',
      deger: required - 1,
      puan: null,
      girdiler: { gecikmis: 1, eksik: required - 2 },
    });
    expect(certificatesOverdueOrMissing({}, year2025, 'ship-a').deger).toBeNull();
  });
});

describe('no data is never 0', () => {
  it('every BIMCO figure of a ship with no records is null', () => {
    const results = kpis({}, year2025, 'ship-a');
    expect(results.map((result) => result.kod)).toEqual([...KPI_CODES]);
    for (const result of results.filter((r) => r.kod.startsWith('KPI') || r.kod === 'GEC-DEGISIM' || r.kod === 'SERTIFIKA')) {
      expect(result, result.kod).toMatchObject({ deger: null, puan: null });
    }
  });
});

describe('fleet and trend', () => {
  it("the fleet's figure is the formula over the fleet's inputs, not the mean of the ships'", () => {
    const data: KpiData = {
      denetimler: [
        ...inspections,
        psc({ sirket: 'ship-b', tarih: '2025-04-01' }),
        psc({ sirket: 'ship-x', eksiklikler: deficiencies(20) }),
      ],
    };
    const report = kpiReport(data, year2025, ['ship-a', 'ship-b']);
    expect(report.gemiler.map((ship) => [ship.sirket, byCode(ship.kpiler, 'KPI026').deger])).toEqual([
      ['ship-a', 3],
      ['ship-b', 0],
    ]);
    // (6 + 0) ÷ (2 + 1) = 2, not (3 + 0) ÷ 2 = 1.5; ship-x is not in the fleet asked for.
    expect(byCode(report.filo.kpiler, 'KPI026')).toMatchObject({ deger: 2, girdiler: { denetim: 3, eksiklik: 6 } });
  });

  it('quarters cut to the period', () => {
    expect(quartersOf({ baslangic: '2026-02-15', bitis: '2026-11-10' })).toEqual([
      { donem: '2026-Q1', baslangic: '2026-02-15', bitis: '2026-03-31' },
      { donem: '2026-Q2', baslangic: '2026-04-01', bitis: '2026-06-30' },
      { donem: '2026-Q3', baslangic: '2026-07-01', bitis: '2026-09-30' },
      { donem: '2026-Q4', baslangic: '2026-10-01', bitis: '2026-11-10' },
    ]);
    expect(quartersOf({ baslangic: '2024-12-31', bitis: '2025-01-01' }).map((quarter) => quarter.donem)).toEqual(['2024-Q4', '2025-Q1']);
    expect(quartersOf({ baslangic: '2024-01-01', bitis: '2024-03-31' })).toEqual([
      { donem: '2024-Q1', baslangic: '2024-01-01', bitis: '2024-03-31' },
    ]);
  });

  it('the trend computes each quarter on its own', () => {
    const trend = kpiTrend({ denetimler: inspections }, year2025, 'ship-a');
    expect(trend.map((quarter) => [quarter.donem, byCode(quarter.kpiler, 'KPI026').deger])).toEqual([
      ['2025-Q1', 6],
      ['2025-Q2', null],
      ['2025-Q3', 0],
      ['2025-Q4', null],
    ]);
  });
});

describe('kpiPeriodErrors', () => {
  it('refuses a period ending before it starts and dates that are not dates, by path', () => {
    expect(kpiPeriodErrors({ baslangic: '2025-01-01', bitis: '2025-12-31' })).toEqual([]);
    expect(kpiPeriodErrors({ baslangic: '2025-01-01', bitis: '2025-01-01' })).toEqual([]);
    expect(kpiPeriodErrors({ baslangic: '2025-06-01', bitis: '2025-05-31' })).toEqual([{ path: 'bitis', message: 'endBeforeStart' }]);
    expect(kpiPeriodErrors({ baslangic: '2025-02-30', bitis: undefined })).toEqual([
      { path: 'baslangic', message: 'invalidDate' },
      { path: 'bitis', message: 'required' },
    ]);
  });
});
