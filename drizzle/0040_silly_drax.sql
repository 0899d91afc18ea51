CREATE TABLE "carter" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"tip" text NOT NULL,
	"cari_hesap_id" uuid NOT NULL,
	"cp_tarihi" date,
	"doviz_cinsi" text NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"dosya" jsonb,
	"dosya_id" uuid,
	"cp_formu" text NOT NULL,
	"gunluk_kira" bigint,
	"teslim" jsonb DEFAULT '{"zaman":null,"liman":""}'::jsonb NOT NULL,
	"iade" jsonb DEFAULT '{"zaman":null,"liman":""}'::jsonb NOT NULL,
	"tahmini_iade" timestamp with time zone,
	"fatura_periyodu_gun" integer DEFAULT 15 NOT NULL,
	"adres_komisyonu_yuzde" integer,
	"brokerajlar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cve_tutar" bigint,
	"cve_esas_gun" integer,
	"ilohc" bigint,
	"yakit_fiyatlari" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"yakit_teslim" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"yakit_iade" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"off_hire" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"armator_masraflari" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"yuk" jsonb DEFAULT '{"tanim":"","miktarMt":null}'::jsonb NOT NULL,
	"navlun_esas" text,
	"navlun_oran" integer,
	"navlun_komisyon_yuzde" integer,
	"demurrage_gunluk" bigint,
	"despatch_gunluk" bigint,
	"despatch_esasi" text NOT NULL,
	"laytime_tipi" text NOT NULL,
	"bir_kez_demurrage" boolean DEFAULT false NOT NULL,
	"zaman_asimi_gun" integer DEFAULT 90 NOT NULL,
	"limanlar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carter_tip_check" CHECK ("carter"."tip" in ('time', 'spot')),
	CONSTRAINT "carter_doviz_cinsi_check" CHECK ("carter"."doviz_cinsi" in ('USD', 'TL', 'EURO', 'GBP')),
	CONSTRAINT "carter_cp_formu_check" CHECK ("carter"."cp_formu" in ('NYPE2015', 'NYPE93', 'BALTIME', 'DIGER')),
	CONSTRAINT "carter_gunluk_kira_check" CHECK ("carter"."gunluk_kira" >= 0),
	CONSTRAINT "carter_fatura_periyodu_gun_check" CHECK ("carter"."fatura_periyodu_gun" between 1 and 366),
	CONSTRAINT "carter_adres_komisyonu_yuzde_check" CHECK ("carter"."adres_komisyonu_yuzde" between 0 and 100000),
	CONSTRAINT "carter_cve_tutar_check" CHECK ("carter"."cve_tutar" is null or "carter"."cve_tutar" >= 0),
	CONSTRAINT "carter_cve_esas_gun_check" CHECK ("carter"."cve_esas_gun" is null or "carter"."cve_esas_gun" between 1 and 366),
	CONSTRAINT "carter_ilohc_check" CHECK ("carter"."ilohc" >= 0),
	CONSTRAINT "carter_navlun_esas_check" CHECK ("carter"."navlun_esas" is null or "carter"."navlun_esas" in ('mt', 'goturu')),
	CONSTRAINT "carter_navlun_oran_check" CHECK ("carter"."navlun_oran" is null or "carter"."navlun_oran" >= 0),
	CONSTRAINT "carter_navlun_komisyon_yuzde_check" CHECK ("carter"."navlun_komisyon_yuzde" is null or "carter"."navlun_komisyon_yuzde" between 0 and 100000),
	CONSTRAINT "carter_demurrage_gunluk_check" CHECK ("carter"."demurrage_gunluk" >= 0),
	CONSTRAINT "carter_despatch_gunluk_check" CHECK ("carter"."despatch_gunluk" >= 0),
	CONSTRAINT "carter_despatch_esasi_check" CHECK ("carter"."despatch_esasi" in ('ATS', 'WTS')),
	CONSTRAINT "carter_laytime_tipi_check" CHECK ("carter"."laytime_tipi" in ('ayri', 'tersinir')),
	CONSTRAINT "carter_zaman_asimi_gun_check" CHECK ("carter"."zaman_asimi_gun" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "sozlesme" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"tur" text NOT NULL,
	"karsi_taraf_id" uuid,
	"numara" text DEFAULT '' NOT NULL,
	"imza_tarihi" date,
	"baslangic" date NOT NULL,
	"bitis" date,
	"otomatik_yenileme" boolean DEFAULT false NOT NULL,
	"feshi_ihbar_gun" integer,
	"ucret_tutar" bigint,
	"ucret_doviz_cinsi" text,
	"ucret_periyot" text,
	"uyari_gun" integer DEFAULT 60 NOT NULL,
	"bagli_sertifika_id" uuid,
	"dosya" jsonb,
	"dosya_id" uuid,
	"aciklama" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sozlesme_tur_check" CHECK ("sozlesme"."tur" in ('cp-time', 'cp-voyage', 'coa', 'shipman', 'crewman', 'hm', 'pi', 'loh', 'kredi', 'diger')),
	CONSTRAINT "sozlesme_feshi_ihbar_gun_check" CHECK ("sozlesme"."feshi_ihbar_gun" between 0 and 3650),
	CONSTRAINT "sozlesme_ucret_tutar_check" CHECK ("sozlesme"."ucret_tutar" is null or "sozlesme"."ucret_tutar" >= 0),
	CONSTRAINT "sozlesme_ucret_doviz_cinsi_check" CHECK ("sozlesme"."ucret_doviz_cinsi" is null or "sozlesme"."ucret_doviz_cinsi" in ('USD', 'TL', 'EURO', 'GBP')),
	CONSTRAINT "sozlesme_uyari_gun_check" CHECK ("sozlesme"."uyari_gun" between 0 and 3650)
);
--> statement-breakpoint
CREATE TABLE "yuk_evraki" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"carter_id" uuid,
	"sefer_no" text DEFAULT '' NOT NULL,
	"tur" text NOT NULL,
	"numara" text DEFAULT '' NOT NULL,
	"tarih" date,
	"liman" text DEFAULT '' NOT NULL,
	"dosya" jsonb,
	"dosya_id" uuid,
	"aciklama" text DEFAULT '' NOT NULL,
	"yukleyici" text DEFAULT '' NOT NULL,
	"alici_tip" text,
	"alici_ad" text,
	"bildirim" text DEFAULT '' NOT NULL,
	"yukleme_limani" text DEFAULT '' NOT NULL,
	"tahliye_limani" text DEFAULT '' NOT NULL,
	"yuk_tanimi" text DEFAULT '' NOT NULL,
	"brut_agirlik_mt" integer,
	"navlun" text NOT NULL,
	"yukleme_tarihi" date,
	"orijinal_sayisi" integer,
	"kayitlar" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yuk_evraki_tur_check" CHECK ("yuk_evraki"."tur" in ('konsimento', 'mate-receipt', 'nor', 'sof', 'manifesto', 'istif-plani', 'draft-survey', 'protesto', 'loi', 'diger')),
	CONSTRAINT "yuk_evraki_alici_tip_check" CHECK ("yuk_evraki"."alici_tip" is null or "yuk_evraki"."alici_tip" in ('isimli', 'emre', 'banka-emrine')),
	CONSTRAINT "yuk_evraki_brut_agirlik_mt_check" CHECK ("yuk_evraki"."brut_agirlik_mt" >= 0),
	CONSTRAINT "yuk_evraki_navlun_check" CHECK ("yuk_evraki"."navlun" in ('', 'pesin', 'varista', 'cp-uyarinca')),
	CONSTRAINT "yuk_evraki_orijinal_sayisi_check" CHECK ("yuk_evraki"."orijinal_sayisi" between 0 and 99)
);
--> statement-breakpoint
ALTER TABLE "carter" ADD CONSTRAINT "carter_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carter" ADD CONSTRAINT "carter_cari_hesap_id_cari_hesap_id_fk" FOREIGN KEY ("cari_hesap_id") REFERENCES "public"."cari_hesap"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carter" ADD CONSTRAINT "carter_dosya_id_files_id_fk" FOREIGN KEY ("dosya_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sozlesme" ADD CONSTRAINT "sozlesme_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sozlesme" ADD CONSTRAINT "sozlesme_karsi_taraf_id_cari_hesap_id_fk" FOREIGN KEY ("karsi_taraf_id") REFERENCES "public"."cari_hesap"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sozlesme" ADD CONSTRAINT "sozlesme_bagli_sertifika_id_sertifika_id_fk" FOREIGN KEY ("bagli_sertifika_id") REFERENCES "public"."sertifika"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sozlesme" ADD CONSTRAINT "sozlesme_dosya_id_files_id_fk" FOREIGN KEY ("dosya_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yuk_evraki" ADD CONSTRAINT "yuk_evraki_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yuk_evraki" ADD CONSTRAINT "yuk_evraki_carter_id_carter_id_fk" FOREIGN KEY ("carter_id") REFERENCES "public"."carter"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yuk_evraki" ADD CONSTRAINT "yuk_evraki_dosya_id_files_id_fk" FOREIGN KEY ("dosya_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carter_cursor_idx" ON "carter" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "carter_sirket_idx" ON "carter" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "carter_cari_hesap_idx" ON "carter" USING btree ("cari_hesap_id");--> statement-breakpoint
CREATE INDEX "carter_dosya_idx" ON "carter" USING btree ("dosya_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sozlesme_cursor_idx" ON "sozlesme" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "sozlesme_sirket_idx" ON "sozlesme" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "sozlesme_karsi_taraf_idx" ON "sozlesme" USING btree ("karsi_taraf_id");--> statement-breakpoint
CREATE INDEX "sozlesme_bagli_sertifika_idx" ON "sozlesme" USING btree ("bagli_sertifika_id");--> statement-breakpoint
CREATE INDEX "sozlesme_dosya_idx" ON "sozlesme" USING btree ("dosya_id");--> statement-breakpoint
CREATE UNIQUE INDEX "yuk_evraki_cursor_idx" ON "yuk_evraki" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "yuk_evraki_sirket_idx" ON "yuk_evraki" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "yuk_evraki_carter_idx" ON "yuk_evraki" USING btree ("carter_id");--> statement-breakpoint
CREATE INDEX "yuk_evraki_dosya_idx" ON "yuk_evraki" USING btree ("dosya_id");