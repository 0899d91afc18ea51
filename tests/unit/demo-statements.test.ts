import { describe, expect, it } from 'vitest';
import { parseStatementFile } from '../../src/domain/statements/parse';
import { statementBalanceError } from '../../src/domain/statements/statement';
import { demoMt940 } from '../../server/db/demo-statements';

// The demo's month of statements (server/db/demo-statements.ts): four weekly MT940 statements that
// the parser reads and whose balances add up, each opening the one before's closing.

describe('the demo statements', () => {
  it('are four weeks of MT940 that read, add up and chain their balances', () => {
    const text = demoMt940('TR290006400000112345678901', 'USD', '2026-12-07', [
      { tarih: '2026-11-09', tutar: 1_000_000, aciklama: 'OUTSIDE THE MONTH' },
      { tarih: '2026-11-11', tutar: 150_000, aciklama: 'HAVALE GELEN FT-2026-000412' },
      { tarih: '2026-11-20', tutar: -1250, aciklama: 'EFT MASRAFI' },
      { tarih: '2026-12-07', tutar: -99_999, aciklama: 'EFT GIDEN BT-2026-0031' },
    ]);
    const parsed = parseStatementFile(new TextEncoder().encode(text));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.ekstreler).toHaveLength(4);
    expect(parsed.ekstreler.map((statement) => statementBalanceError(statement))).toEqual([null, null, null, null]);
    expect(parsed.ekstreler.flatMap((statement) => statement.satirlar.map((line) => [line.tarih, line.tutar]))).toEqual([
      ['2026-11-11', 150_000],
      ['2026-11-20', -1250],
      ['2026-12-07', -99_999],
    ]);
    for (const [index, statement] of parsed.ekstreler.entries()) {
      if (index > 0) expect(statement.acilisBakiyesi?.tutar).toBe(parsed.ekstreler[index - 1]!.kapanisBakiyesi?.tutar);
    }
    expect(parsed.ekstreler.at(-1)!.kapanisBakiyesi?.tutar).toBe(25_000_000 + 150_000 - 1250 - 99_999);
  });
});
