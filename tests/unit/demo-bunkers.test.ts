import { describe, expect, it } from 'vitest';
import { addMonths } from '../../src/domain/calendar';
import { robCheck, withinRetention, type DeliveryFigures, type Fuel } from '../../src/domain/emissions';
import { toMinor } from '../../src/domain/money';
import { demoBunkerYear } from '../../server/db/demo-bunkers';

// The demo ships' year of weekly reports and BDNs (issue 36): every report's ROB is the last ROB −
// its consumption + the BDNs delivered in between, to the kg; a few BDNs a year, one past its
// retention (the first seeded), and the tanks never run dry.

const TODAY = '2026-11-27';
const SIRKET = '11111111-1111-4111-8111-111111111111';

describe.each([0, 1, 2, 3])('demo ship %i', (index) => {
  const { bdns, reports } = demoBunkerYear(SIRKET, index, TODAY);
  const deliveries: DeliveryFigures[] = bdns.map((bdn) => ({
    tarih: bdn.tarih,
    yakit: bdn.yakit as Fuel,
    miktar: toMinor(bdn.miktarMt as number, 3),
  }));

  it('reports weekly for a year, every ROB agreeing with the last one, the consumption and the BDNs', () => {
    expect(reports).toHaveLength(52);
    for (let n = 1; n < reports.length; n++) {
      const [previous, report] = [reports[n - 1]!, reports[n]!];
      const checks = robCheck(previous, report, deliveries);
      expect(checks.map((check) => check.fark)).toEqual([0, 0]);
      expect(Math.min(report.rob.VLSFO, report.rob.MGO)).toBeGreaterThan(0);
    }
  });

  it('has a few BDNs in the year and its first one past the three-year retention', () => {
    const inYear = bdns.filter((bdn) => bdn.tarih > addMonths(TODAY, -12));
    expect(inYear.length).toBeGreaterThanOrEqual(3);
    expect(withinRetention(bdns[0]!.tarih, TODAY)).toBe(false);
    expect(bdns.slice(1).every((bdn) => withinRetention(bdn.tarih, TODAY))).toBe(true);
  });
});
