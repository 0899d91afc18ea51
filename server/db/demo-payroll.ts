import { addMonths } from '../../src/domain/calendar';
import type { SheetState } from '../../src/domain/payroll-catalogues';
import { computeSheet } from '../collections/payroll';
import type { Db } from './client';
import { insertMirroredMany } from './repositories/mirrored-repository';
import { bordro } from './schema';

// The demo wage sheets (docs/areas/payroll.md): each ship's last three whole months, worked out from
// the demo crew's assignments as the server works a sheet out (`computeSheet`): three months ago
// paid, two approved, last month a draft; some overtime and deductions typed in.

type Line = NonNullable<Awaited<ReturnType<typeof computeSheet>>['satirlar']>[number];

const STATES: readonly SheetState[] = ['odendi', 'onaylandi', 'taslak'];

/** Hours (thousandths) and deductions (minor units) the office typed on the demo line `i`. */
function typed(line: Line, i: number): Line {
  const kesintiler: Line['kesintiler'] = [];
  if (i % 3 === 0) kesintiler.push({ tur: 'avans', tutar: 10_000 + (i % 5) * 2_500 });
  if (i % 4 === 1) kesintiler.push({ tur: 'kantin', tutar: 3_550 });
  if (i % 5 === 2) kesintiler.push({ tur: 'aile-havalesi', tutar: 30_000 });
  return { ...line, fazlaMesai: { saat: (i % 4) * 5_000, tutar: null }, fazlaMesaiSaat: (i % 4) * 5_000, kesintiler } as Line;
}

/** Each ship's sheets of the last three whole months before `today`'s (after the demo crew is written). */
export async function seedDemoPayroll(tx: Db, ships: readonly string[], today: string): Promise<void> {
  const rows: Record<string, unknown>[] = [];
  for (const sirket of ships) {
    for (const [index, durum] of STATES.entries()) {
      const donem = addMonths(`${today.slice(0, 7)}-01`, index - STATES.length).slice(0, 7);
      const first = await computeSheet(tx, { sirket, donem, gunEsasi: 'takvim', satirlar: [] });
      if (first.errors.length > 0 || !first.satirlar) continue;
      const worked = await computeSheet(tx, { sirket, donem, gunEsasi: 'takvim', satirlar: first.satirlar.map(typed) });
      if (worked.errors.length > 0 || !worked.satirlar) continue;
      rows.push({ sirket, donem, gunEsasi: 'takvim', durum, satirlar: worked.satirlar, uyarilar: worked.uyarilar ?? [], aciklama: '' });
    }
  }
  await insertMirroredMany(tx, bordro, rows);
}
