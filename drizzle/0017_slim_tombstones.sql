-- Hand-written (issue 32 #12): tombstones written before deletes cleared a record's data keep
-- only what sync needs, like those written since (ServerCollection.tombstone). Versions and
-- cursors stay: devices already have these deletes. The count triggers count live rows only.
UPDATE "cari_hesap" SET "unvan" = '', "unvan_sort" = '', "firma_yetkilisi" = '', "nitelik" = '', "gsm" = '', "sabit_telefon" = '', "e_posta" = '', "ulke" = '', "il" = '', "ilce" = '', "adres" = '', "aciklama" = '', "vergi_dairesi" = '', "vergi_numarasi" = '', "tc_numarasi" = '', "bankalar" = '[]'::jsonb WHERE "deleted_at" IS NOT NULL;--> statement-breakpoint
UPDATE "fatura" SET "kalemler" = '[]'::jsonb, "odeme_plani" = '[]'::jsonb, "aciklama" = '' WHERE "deleted_at" IS NOT NULL;--> statement-breakpoint
UPDATE "nakit_akis" SET "aciklama" = '' WHERE "deleted_at" IS NOT NULL;--> statement-breakpoint
UPDATE "banka_talimat" SET "aciklama" = '' WHERE "deleted_at" IS NOT NULL;
