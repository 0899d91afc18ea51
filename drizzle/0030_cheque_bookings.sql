-- Cheques and notes booked the Turkish way (MODULES.md §9): receiving a customer's cheque or note is a
-- collection from them the day it is received, issuing one a payment to the supplier at issue, an
-- endorsement a payment to the endorsee. Existing instruments are brought into line, nothing lost
-- and no cash flow doubled:
-- - one that still counts (received: not bounced or returned; issued: not bounced) keeps the cash
--   flow it was linked to (its settlement's, the same collection or payment from the same account)
--   as its receipt's, or gets one dated its receipt (its opening entry, else its issue date);
-- - an endorsement links the payment to the endorsee the old booking recorded (same company,
--   account, amount, currency, method and date, linked to no instrument), or records it.
-- Every instrument changed gets a new version and cursor, so devices pull it.
DO $$
DECLARE
  r record;
  receipt uuid;
  moves jsonb;
  m jsonb;
  found uuid;
  changed boolean;
  counted boolean;
  opening text;
  i integer;
BEGIN
  FOR r IN SELECT * FROM cek_senet WHERE deleted_at IS NULL ORDER BY created_at, id LOOP
    changed := false;
    moves := r.hareketler;
    receipt := r.nakit_akis_id;
    opening := CASE WHEN r.yon = 'alinan' THEN 'portfoyde' ELSE 'verildi' END;
    counted := CASE WHEN r.yon = 'alinan' THEN r.durum NOT IN ('karsiliksiz', 'iade-edildi') ELSE r.durum <> 'karsiliksiz' END;
    IF receipt IS NULL AND counted THEN
      receipt := gen_random_uuid();
      INSERT INTO nakit_akis (id, version, cursor, updated_at, sirket_id, cari_hesap_id, tip, tarih, miktar, doviz_cinsi, odeme_yontemi, aciklama, dekont_file_id, dekont_file)
      VALUES (
        receipt, 1, nextval('sync_cursor_seq'), now(), r.sirket_id, r.cari_hesap_id,
        CASE WHEN r.yon = 'alinan' THEN 'tahsilat' ELSE 'odeme' END,
        CASE WHEN jsonb_array_length(moves) > 0 AND moves->0->>'durum' = opening THEN (moves->0->>'tarih')::date ELSE r.duzenleme_tarihi END,
        r.miktar, r.doviz_cinsi, r.tur, r.seri_no, r.dosya_id, r.dosya
      );
      changed := true;
    END IF;
    IF r.yon = 'alinan' THEN
      FOR i IN 0 .. jsonb_array_length(moves) - 1 LOOP
        m := moves->i;
        IF m->>'durum' = 'ciro-edildi' AND m->>'nakitAkis' IS NULL AND coalesce(m->>'cariHesap', '') <> '' THEN
          SELECT f.id INTO found FROM nakit_akis f
            WHERE f.deleted_at IS NULL AND f.sirket_id = r.sirket_id AND f.cari_hesap_id = (m->>'cariHesap')::uuid
              AND f.tip = 'odeme' AND f.odeme_yontemi = r.tur AND f.miktar = r.miktar AND f.doviz_cinsi = r.doviz_cinsi
              AND f.tarih = (m->>'tarih')::date AND f.id IS DISTINCT FROM receipt
              AND NOT EXISTS (
                SELECT 1 FROM cek_senet c
                WHERE c.nakit_akis_id = f.id OR c.hareketler @> jsonb_build_array(jsonb_build_object('nakitAkis', f.id::text))
              )
            ORDER BY f.created_at, f.id
            LIMIT 1;
          IF found IS NULL THEN
            found := gen_random_uuid();
            INSERT INTO nakit_akis (id, version, cursor, updated_at, sirket_id, cari_hesap_id, tip, tarih, miktar, doviz_cinsi, odeme_yontemi, aciklama, dekont_file_id, dekont_file)
            VALUES (
              found, 1, nextval('sync_cursor_seq'), now(), r.sirket_id, (m->>'cariHesap')::uuid, 'odeme',
              (m->>'tarih')::date, r.miktar, r.doviz_cinsi, r.tur, r.seri_no, r.dosya_id, r.dosya
            );
          END IF;
          moves := jsonb_set(moves, ARRAY[i::text, 'nakitAkis'], to_jsonb(found::text));
          changed := true;
        END IF;
      END LOOP;
    END IF;
    IF changed THEN
      UPDATE cek_senet
        SET nakit_akis_id = receipt, hareketler = moves, version = version + 1, cursor = nextval('sync_cursor_seq'), updated_at = now()
        WHERE id = r.id;
    END IF;
  END LOOP;
END $$;
