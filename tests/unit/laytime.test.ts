import { describe, expect, it } from 'vitest';
import {
  allowanceMinutes,
  laytime,
  laytimeErrors,
  type LaytimePort,
  type LaytimePortResult,
  type VoyageCharter,
} from '../../src/domain/laytime';

// docs/areas/operations.md §2: every figure hand-worked below. Rates in cents a day, hours and
// percentages in thousandths (24 h = 24,000; 50 % = 50,000); times are the port's local wall clock.
// 2026-05-01 is a Friday, 2026-05-03 a Sunday.

const port = (over: Partial<LaytimePort>): LaytimePort => ({
  tur: 'yukleme',
  liman: 'İzmir',
  utcFarkDakika: 180,
  izinSaat: 24_000,
  calisma: 'SHINC',
  olaylar: [],
  kesintiler: [],
  ...over,
});
const sof = (...events: [LaytimePort['olaylar'][number]['olay'], string][]) => events.map(([olay, zaman]) => ({ olay, zaman }));
const voyage = (limanlar: LaytimePort[], over: Partial<VoyageCharter> = {}): VoyageCharter => ({
  demurrageGunluk: 1_200_000,
  limanlar,
  ...over,
});

/** The invariant per port: elapsed (commencement to completion) = counted + excepted + demurrage. */
const elapsedHours = (row: LaytimePortResult) => row.sayilanSaat + row.haricSaat + row.demurrageSaat;

/** MODULES' worked check: 24 h SHINC, NOR 08:00 + 6 h, loading 14:00 → 20:00 the next day. */
const worked = port({
  olaylar: sof(
    ['VARIS', '2026-05-04T06:00'],
    ['NOR_VERILDI', '2026-05-04T08:00'],
    ['BASLADI', '2026-05-04T14:00'],
    ['BITTI', '2026-05-05T20:00'],
    ['KALKIS', '2026-05-05T23:00'],
  ),
  kesintiler: [{ baslangic: '2026-05-05T08:00', bitis: '2026-05-05T10:00', sebep: 'YAGMUR', sayilanYuzde: 0 }],
});

describe('laytime', () => {
  it("MODULES' worked check: runs out at 16:00 on the second day; counted 24 h, excepted 2 h, demurrage 4 h = 2,000.00", () => {
    // Commences 14:00 (NOR 08:00 + 6 h, = BASLADI). 14:00 → 24:00 = 10 h; 00:00 → 08:00 = 8 h (18);
    // rain 08:00–10:00 excepted; 10:00 → 16:00 = 6 h (24): laytime runs out at 16:00. Demurrage
    // 16:00 → 20:00 = 4 h: 240 min × 1,200,000 / 1440 = 200,000 → 2,000.00.
    const result = laytime(voyage([worked]));
    const [row] = result.limanlar;
    expect(row).toMatchObject({
      izinSaat: 24,
      sayilanSaat: 24,
      haricSaat: 2,
      demurrageSaat: 4,
      despatchSaat: 0,
      demurrage: 2_000,
      despatch: 0,
      laytimeBitis: '2026-05-05T16:00',
    });
    expect(elapsedHours(row!)).toBe(30);
    expect(row!.gunler).toEqual([
      { tarih: '2026-05-04', sayilanSaat: 10, haricSaat: 0, demurrageSaat: 0 },
      { tarih: '2026-05-05', sayilanSaat: 14, haricSaat: 2, demurrageSaat: 4 },
    ]);
    expect(result.ayri).toMatchObject({ demurrage: 2_000, despatch: 0, net: -2_000 });
    expect(result.tersinir).toMatchObject({ demurrage: 2_000, despatch: 0, net: -2_000 });
  });

  it('rain after laytime ran out counts once on demurrage; excepted without birKezDemurrage or when the deduction says so', () => {
    const rainAfter = { baslangic: '2026-05-05T17:00', bitis: '2026-05-05T19:00', sebep: 'YAGMUR' as const, sayilanYuzde: 0 };
    const withRain = port({ ...worked, kesintiler: [...worked.kesintiler!, rainAfter] });
    // Once on demurrage: 16:00 → 20:00 all demurrage, 4 h = 2,000.00; the 2 h of rain before still excepted.
    expect(laytime(voyage([withRain])).limanlar[0]).toMatchObject({ haricSaat: 2, demurrageSaat: 4, demurrage: 2_000 });
    // Not once on demurrage: 17:00–19:00 excepted, demurrage 2 h = 1,000.00.
    expect(laytime(voyage([withRain], { birKezDemurrage: false })).limanlar[0]).toMatchObject({
      haricSaat: 4,
      demurrageSaat: 2,
      demurrage: 1_000,
    });
    // The deduction itself says it falls on demurrage too.
    const saysSo = port({ ...worked, kesintiler: [...worked.kesintiler!, { ...rainAfter, demurragedaDaDus: true }] });
    expect(laytime(voyage([saysSo])).limanlar[0]).toMatchObject({ haricSaat: 4, demurrageSaat: 2, demurrage: 1_000 });
  });

  it('a deduction counting 50 % excepts half its time', () => {
    // Rain 08:00–10:00 at 50 %: 1 h counted, 1 h excepted; laytime runs out at 15:00, demurrage 5 h
    // = 300 min × 1,200,000 / 1440 = 250,000 → 2,500.00.
    const half = port({ ...worked, kesintiler: [{ ...worked.kesintiler![0]!, sayilanYuzde: 50_000 }] });
    expect(laytime(voyage([half])).limanlar[0]).toMatchObject({
      sayilanSaat: 24,
      haricSaat: 1,
      demurrageSaat: 5,
      demurrage: 2_500,
      laytimeBitis: '2026-05-05T15:00',
    });
  });

  it('SHEX excepts Sundays and the port’s holidays 00:00–24:00; SHINC counts them', () => {
    // 48 h; NOR Thu 04-30 08:00 + 6 h: commences 14:00; completed Tue 05-05 12:00. Holiday 05-01 (Fri).
    // SHEX: Thu 14:00–24:00 10 h; Fri holiday; Sat 24 h (34); Sun excepted; Mon 00:00–14:00 14 h (48):
    // runs out Mon 14:00. Excepted 48 h; demurrage Mon 14:00 → Tue 12:00 = 22 h = 1,320 min ×
    // 1,200,000 / 1440 = 1,100,000 → 11,000.00. Elapsed 4 d 22 h = 118 h = 48 + 48 + 22.
    const shex = port({
      izinSaat: 48_000,
      calisma: 'SHEX',
      tatiller: ['2026-05-01'],
      olaylar: sof(['NOR_VERILDI', '2026-04-30T08:00'], ['BASLADI', '2026-04-30T16:00'], ['BITTI', '2026-05-05T12:00']),
    });
    const row = laytime(voyage([shex])).limanlar[0]!;
    expect(row).toMatchObject({ sayilanSaat: 48, haricSaat: 48, demurrageSaat: 22, demurrage: 11_000, laytimeBitis: '2026-05-04T14:00' });
    expect(elapsedHours(row)).toBe(118);
    // SHINC: runs out Sat 14:00; demurrage Sat 14:00 → Tue 12:00 = 70 h → 70/24 × 12,000 = 35,000.00.
    expect(laytime(voyage([{ ...shex, calisma: 'SHINC' }])).limanlar[0]).toMatchObject({
      sayilanSaat: 48,
      haricSaat: 0,
      demurrageSaat: 70,
      demurrage: 35_000,
      laytimeBitis: '2026-05-02T14:00',
    });
  });

  it('SHEX once on demurrage: a Sunday after laytime ran out is demurrage; without birKezDemurrage it is excepted', () => {
    // 24 h SHEX from Fri 05-01 00:00 (BASLADI) to Mon 05-04 12:00: runs out Sat 00:00; Sat 24 h +
    // Sun 24 h + Mon 12 h = 60 h on demurrage (30,000.00). Not once on demurrage: Sunday excepted,
    // 36 h (18,000.00).
    const weekend = port({
      izinSaat: 24_000,
      calisma: 'SHEX',
      olaylar: sof(['BASLADI', '2026-05-01T00:00'], ['BITTI', '2026-05-04T12:00']),
    });
    expect(laytime(voyage([weekend])).limanlar[0]).toMatchObject({
      demurrageSaat: 60,
      haricSaat: 0,
      demurrage: 30_000,
      laytimeBitis: '2026-05-02T00:00',
    });
    expect(laytime(voyage([weekend], { birKezDemurrage: false })).limanlar[0]).toMatchObject({
      demurrageSaat: 36,
      haricSaat: 24,
      demurrage: 18_000,
    });
  });

  it('NOR + turn time against an earlier commencement: the sooner wins; waiting for a berth counts', () => {
    // Commenced 10:00, before NOR 08:00 + 6 h = 14:00: laytime from 10:00; 24 h run out next day
    // 10:00; demurrage 10:00 → 20:00 = 10 h = 5,000.00.
    const early = port({
      olaylar: sof(
        ['NOR_VERILDI', '2026-05-04T08:00'],
        ['YANASTI', '2026-05-04T09:00'],
        ['BASLADI', '2026-05-04T10:00'],
        ['BITTI', '2026-05-05T20:00'],
      ),
    });
    expect(laytime(voyage([early])).limanlar[0]).toMatchObject({
      sayilanSaat: 24,
      demurrageSaat: 10,
      demurrage: 5_000,
      laytimeBitis: '2026-05-05T10:00',
    });
    // Berthed and commenced 18:00, after NOR + 6 h = 14:00: the 4 h waiting count; the same 14:00 start.
    const late = port({
      olaylar: sof(
        ['NOR_VERILDI', '2026-05-04T08:00'],
        ['YANASTI', '2026-05-04T17:00'],
        ['BASLADI', '2026-05-04T18:00'],
        ['BITTI', '2026-05-05T20:00'],
      ),
    });
    expect(laytime(voyage([late])).limanlar[0]).toMatchObject({
      sayilanSaat: 24,
      demurrageSaat: 6,
      demurrage: 3_000,
      laytimeBitis: '2026-05-05T14:00',
    });
    // A turn time of 2 h: commences 10:00 as well.
    const shortTurn = port({
      donusSaat: 2_000,
      olaylar: sof(['NOR_VERILDI', '2026-05-04T08:00'], ['BASLADI', '2026-05-04T18:00'], ['BITTI', '2026-05-05T20:00']),
    });
    expect(laytime(voyage([shortTurn])).limanlar[0]).toMatchObject({ demurrageSaat: 10, laytimeBitis: '2026-05-05T10:00' });
  });

  it('time saved: WTS the working time left, ATS every hour to where laytime would have run out', () => {
    // 72 h SHEX; commences Thu 04-30 14:00; completed Sat 05-02 14:00: counted 10 + 24 (Fri) + 14 = 48 h,
    // 24 h left. WTS: 24 h at the default half rate 6,000.00/day = 6,000.00. ATS from Sat 14:00:
    // Sat 10 h (14 left), Sunday excepted but saved, Mon 00:00–14:00: 48 h saved = 12,000.00.
    const saved = port({
      izinSaat: 72_000,
      calisma: 'SHEX',
      olaylar: sof(['NOR_VERILDI', '2026-04-30T08:00'], ['BASLADI', '2026-04-30T14:00'], ['BITTI', '2026-05-02T14:00']),
    });
    expect(laytime(voyage([saved], { despatchEsasi: 'WTS' })).limanlar[0]).toMatchObject({
      sayilanSaat: 48,
      despatchSaat: 24,
      despatch: 6_000,
      demurrage: 0,
      laytimeBitis: null,
    });
    const ats = laytime(voyage([saved], { despatchEsasi: 'ATS' }));
    expect(ats.limanlar[0]).toMatchObject({ despatchSaat: 48, despatch: 12_000 });
    expect(ats.ayri).toMatchObject({ demurrage: 0, despatch: 12_000, net: 12_000 });
    // A despatch rate of its own: 48 h at 5,000.00/day = 10,000.00.
    expect(laytime(voyage([saved], { despatchEsasi: 'ATS', despatchGunluk: 500_000 })).limanlar[0]).toMatchObject({ despatch: 10_000 });
  });

  it('reversible against separate: both answered, the charter’s choice in limanlar', () => {
    // Loading 24 h allowed, 20 h used (BASLADI 05-04 00:00 → BITTI 20:00): 4 h saved.
    // Discharging 24 h allowed, 30 h used (05-10 00:00 → 05-11 06:00): 6 h on demurrage.
    // Separate: despatch 4 h × 6,000.00/24 = 1,000.00; demurrage 6 h × 12,000.00/24 = 3,000.00; net −2,000.00.
    // Reversible: 48 h allowed, 50 h used: runs out at discharge after 28 h there (05-11 04:00);
    // demurrage 2 h = 1,000.00, no despatch; net −1,000.00.
    const load = port({ liman: 'İzmir', olaylar: sof(['BASLADI', '2026-05-04T00:00'], ['BITTI', '2026-05-04T20:00']) });
    const discharge = port({
      tur: 'tahliye',
      liman: 'Constanța',
      utcFarkDakika: 180,
      olaylar: sof(['BASLADI', '2026-05-10T00:00'], ['BITTI', '2026-05-11T06:00']),
    });
    const result = laytime(voyage([load, discharge], { laytimeTipi: 'tersinir' }));
    expect(result.ayri).toMatchObject({ demurrage: 3_000, despatch: 1_000, net: -2_000 });
    expect(result.tersinir).toMatchObject({ demurrage: 1_000, despatch: 0, net: -1_000 });
    expect(result.tersinir.limanlar.map((r) => [r.liman, r.sayilanSaat, r.demurrageSaat, r.laytimeBitis])).toEqual([
      ['İzmir', 20, 0, null],
      ['Constanța', 28, 2, '2026-05-11T04:00'],
    ]);
    expect(result.limanlar).toBe(result.tersinir.limanlar);
    expect(laytime(voyage([load, discharge])).limanlar).toEqual(result.ayri.limanlar);
  });

  it('ports in different UTC offsets: each counted on its own clock; the time bar from the last completion in UTC', () => {
    // Houston (UTC−5) completes 05-09 20:00 local = 05-10 01:00 UTC; İzmir (UTC+3) completes 05-10 01:00
    // local = 05-09 22:00 UTC. The last completion is Houston's, on its local date 05-09: + 90 days = 08-07
    // (by local wall clocks İzmir's 05-10 would have won: 08-08).
    const houston = port({
      tur: 'yukleme',
      liman: 'Houston',
      utcFarkDakika: -300,
      olaylar: sof(['BASLADI', '2026-05-09T00:00'], ['BITTI', '2026-05-09T20:00']),
    });
    const izmir = port({
      tur: 'tahliye',
      liman: 'İzmir',
      utcFarkDakika: 180,
      olaylar: sof(['BASLADI', '2026-05-09T05:00'], ['BITTI', '2026-05-10T01:00']),
    });
    expect(laytime(voyage([izmir, houston])).zamanAsimi).toBe('2026-08-07');
    expect(laytime(voyage([izmir, houston], { zamanAsimiGun: 45 })).zamanAsimi).toBe('2026-06-23');
    // SHEX on the port's own clock: Houston's Sunday is 05-10 00:00–24:00 local (05:00–05:00 UTC).
    const houstonShex = port({ ...houston, calisma: 'SHEX', olaylar: sof(['BASLADI', '2026-05-09T12:00'], ['BITTI', '2026-05-11T04:00']) });
    // Sat 12:00–24:00 12 h; Sunday excepted (24 h); Mon 00:00–04:00 4 h: 16 h counted, 8 h saved (WTS).
    expect(laytime(voyage([houstonShex])).limanlar[0]).toMatchObject({ sayilanSaat: 16, haricSaat: 24, despatchSaat: 8, despatch: 2_000 });
  });

  it('an allowance from the loading rate: tonnes ÷ rate × 24 h, rounded up to the minute', () => {
    // 10,000 mt at 7,000 mt/day: 10,000 / 7,000 × 1440 = 2,057.14 → 2,058 min = 34.3 h.
    expect(allowanceMinutes({ oranMtGun: 7_000_000 }, 10_000_000)).toBe(2_058n);
    const rated = port({
      izinSaat: null,
      oranMtGun: 7_000_000,
      olaylar: sof(['BASLADI', '2026-05-04T00:00'], ['BITTI', '2026-05-05T10:18']),
    });
    // 34 h 18 min used exactly: no demurrage, no despatch, laytime runs out at completion.
    expect(laytime(voyage([rated], { yuk: { miktarMt: 10_000_000 } })).limanlar[0]).toMatchObject({
      izinSaat: 34.3,
      sayilanSaat: 34.3,
      demurrage: 0,
      despatch: 0,
      laytimeBitis: '2026-05-05T10:18',
    });
  });
});

describe('laytimeErrors', () => {
  it('a valid voyage has none; laytime refuses an invalid one', () => {
    expect(laytimeErrors(voyage([worked]))).toEqual([]);
    expect(() => laytime(voyage([worked], { demurrageGunluk: -1 }))).toThrow(RangeError);
  });

  it('SOF events out of order or twice, and a port without completion', () => {
    const backwards = port({ olaylar: sof(['BASLADI', '2026-05-05T14:00'], ['BITTI', '2026-05-05T10:00']) });
    expect(laytimeErrors(voyage([backwards]))).toEqual([{ path: 'limanlar.0.olaylar.1.zaman', message: 'sofOutOfOrder' }]);
    const twice = port({ olaylar: sof(['BASLADI', '2026-05-05T14:00'], ['BASLADI', '2026-05-05T15:00'], ['BITTI', '2026-05-06T10:00']) });
    expect(laytimeErrors(voyage([twice]))).toEqual([{ path: 'limanlar.0.olaylar.1.olay', message: 'duplicateSofEvent' }]);
    expect(laytimeErrors(voyage([port({ olaylar: sof(['BASLADI', '2026-05-05T14:00']) })]))).toEqual([
      { path: 'limanlar.0.olaylar', message: 'required' },
    ]);
    expect(laytimeErrors(voyage([port({ olaylar: sof(['BASLADI', '2026-05-05T24:00'], ['BITTI', '2026-05-06T10:00']) })]))).toContainEqual({
      path: 'limanlar.0.olaylar.0.zaman',
      message: 'invalidDate',
    });
  });

  it('a deduction outside the port’s time, or ending before it starts, or counting more than 100 %', () => {
    const outside = port({
      ...worked,
      kesintiler: [{ baslangic: '2026-05-04T02:00', bitis: '2026-05-04T07:00', sebep: 'YAGMUR', sayilanYuzde: 0 }],
    });
    expect(laytimeErrors(voyage([outside]))).toEqual([{ path: 'limanlar.0.kesintiler.0.baslangic', message: 'deductionOutsidePort' }]);
    const after = port({
      ...worked,
      kesintiler: [{ baslangic: '2026-05-05T22:00', bitis: '2026-05-06T01:00', sebep: 'YAGMUR', sayilanYuzde: 0 }],
    });
    expect(laytimeErrors(voyage([after]))).toEqual([{ path: 'limanlar.0.kesintiler.0.bitis', message: 'deductionOutsidePort' }]);
    const reversed = port({ ...worked, kesintiler: [{ baslangic: '2026-05-05T10:00', bitis: '2026-05-05T08:00', sayilanYuzde: 0 }] });
    expect(laytimeErrors(voyage([reversed]))).toEqual([{ path: 'limanlar.0.kesintiler.0.bitis', message: 'endBeforeStart' }]);
    const tooMuch = port({ ...worked, kesintiler: [{ baslangic: '2026-05-05T08:00', bitis: '2026-05-05T10:00', sayilanYuzde: 100_001 }] });
    expect(laytimeErrors(voyage([tooMuch]))).toEqual([{ path: 'limanlar.0.kesintiler.0.sayilanYuzde', message: 'outOfRange' }]);
  });

  it('a negative or absurd rate, an offset beyond UTC±14, no allowance, no port', () => {
    expect(laytimeErrors(voyage([worked], { demurrageGunluk: -5 }))).toEqual([{ path: 'demurrageGunluk', message: 'negativeRate' }]);
    expect(laytimeErrors(voyage([worked], { despatchGunluk: 10_000_000_001 }))).toEqual([
      { path: 'despatchGunluk', message: 'absurdRate' },
    ]);
    expect(laytimeErrors(voyage([port({ ...worked, utcFarkDakika: 900 })]))).toEqual([
      { path: 'limanlar.0.utcFarkDakika', message: 'outOfRange' },
    ]);
    expect(laytimeErrors(voyage([port({ ...worked, izinSaat: null })]))).toEqual([{ path: 'limanlar.0.izinSaat', message: 'required' }]);
    expect(laytimeErrors(voyage([]))).toEqual([{ path: 'limanlar', message: 'atLeastOne' }]);
  });
});
