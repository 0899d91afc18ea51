import { sql } from 'drizzle-orm';
import { seedAccounts } from './accounts-seed';
import { openBenchDb, type BenchDatabase } from './lib/server';

export const BILL_ACCOUNTS = 1000;
export const LINES_PER_BILL = 4;

/**
 * `count` bills with four lines each, written straight into the database as the mirrored write
 * path leaves them (version 1, a cursor from `sync_cursor_seq`), over `accounts` accounts (1,000
 * unless told) in four companies (bench/accounts-seed.ts), dated over a year, half incoming, in
 * three currencies. The figures are consistent (each line 1 × 100.0000 at 20 % KDV = 120.00; a
 * bill 480.00 in one plan row), as the domain engine computes them. One stored file record serves
 * every bill. Returns the company ids.
 */
export async function seedBills(database: BenchDatabase, count: number, { accounts = BILL_ACCOUNTS } = {}): Promise<string[]> {
  const companies = await seedAccounts(database, accounts, 4);
  const handle = await openBenchDb(database);
  try {
    await handle.db.execute(sql`
      insert into files (id, uploader_id, name, type, size, storage_key)
      select '00000000-0000-4000-8000-00000000f11e', id, 'fatura.pdf', 'application/pdf', 1024, 'bench/fatura.pdf'
      from users order by created_at limit 1`);
    await handle.db.execute(sql`
      with accounts as (
        select id, sirket_id, cari_tip, (row_number() over (order by id)) - 1 as n from cari_hesap
      )
      insert into fatura (id, version, cursor, updated_at, deleted_at, sirket_id, cari_hesap_id, tip, fatura_tip,
        fatura_proforma_no, tarih, doviz_cinsi, kalemler, odeme_plani, taksit_sayisi, odeme_tip, aciklama,
        fatura_file_id, fatura_file, ara_toplam, toplam_iskonto_tutar, indirimli_tutar, toplam_kdv_tutar, odenecek_tutar)
      select gen_random_uuid(), 1, nextval('sync_cursor_seq'), now(), null, a.sirket_id, a.id,
        case a.cari_tip when 'tedarikci' then 'gelen' else 'giden' end,
        case when g % 20 = 0 then 'proforma' else 'fatura' end,
        'BF-' || g, date '2026-01-01' + (g % 365),
        (array['TL', 'USD', 'EURO'])[1 + g % 3],
        (select jsonb_agg(jsonb_build_object('id', gen_random_uuid(), 'butceKodu', '00000000-0000-4000-8000-0000000b0dce',
           'adi', 'Bench kalem ' || l, 'aciklama', '', 'miktar', 1000, 'birim', 'adet', 'birimFiyat', 1000000,
           'iskonto', 0, 'kdv', 20000, 'kdvTutari', 2000, 'tutar', 12000))
         from generate_series(1, ${LINES_PER_BILL}::int) as l),
        jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'tarih', (date '2026-01-01' + (g % 365) + 30)::text, 'miktar', 48000)),
        1, 'pesin', '', '00000000-0000-4000-8000-00000000f11e',
        '{"_id":"00000000-0000-4000-8000-00000000f11e","name":"fatura.pdf","type":"application/pdf","size":1024,"path":"/api/file/00000000-0000-4000-8000-00000000f11e"}'::jsonb,
        40000, 0, 40000, 8000, 48000
      from generate_series(1, ${count}::int) as g
      join accounts a on a.n = g % ${accounts}::int
      order by g`);
    await handle.db.execute(sql`vacuum analyze fatura`);
    return companies;
  } finally {
    await handle.close();
  }
}
