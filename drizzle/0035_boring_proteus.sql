CREATE TABLE "ekstre" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"hesap" text NOT NULL,
	"doviz_cinsi" text NOT NULL,
	"format" text NOT NULL,
	"ekstre_no" text DEFAULT '' NOT NULL,
	"referans" text DEFAULT '' NOT NULL,
	"dosya_adi" text DEFAULT '' NOT NULL,
	"acilis_tarihi" date,
	"acilis_bakiyesi" bigint,
	"kapanis_tarihi" date,
	"kapanis_bakiyesi" bigint,
	"satir_sayisi" integer,
	"atlanan" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ekstre_doviz_cinsi_check" CHECK ("ekstre"."doviz_cinsi" in ('USD', 'TL', 'EURO', 'GBP')),
	CONSTRAINT "ekstre_format_check" CHECK ("ekstre"."format" in ('mt940', 'camt053', 'tablo')),
	CONSTRAINT "ekstre_satir_sayisi_check" CHECK ("ekstre"."satir_sayisi" between 0 and 10000),
	CONSTRAINT "ekstre_atlanan_check" CHECK ("ekstre"."atlanan" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "ekstre_satiri" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"ekstre_id" uuid NOT NULL,
	"sira" integer NOT NULL,
	"hesap" text NOT NULL,
	"tarih" date NOT NULL,
	"valor" date,
	"tutar" bigint NOT NULL,
	"doviz_cinsi" text NOT NULL,
	"referans" text DEFAULT '' NOT NULL,
	"banka_referansi" text DEFAULT '' NOT NULL,
	"islem_kodu" text DEFAULT '' NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"karsi_taraf" jsonb DEFAULT '{"ad":"","iban":""}'::jsonb NOT NULL,
	"ham" text DEFAULT '' NOT NULL,
	"durum" text NOT NULL,
	"neden" text NOT NULL,
	"adaylar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cari_hesap_tahmini" text DEFAULT '' NOT NULL,
	"nakit_akis" text DEFAULT '' NOT NULL,
	"anahtarlar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ekstre_satiri_sira_check" CHECK ("ekstre_satiri"."sira" between 1 and 10000),
	CONSTRAINT "ekstre_satiri_doviz_cinsi_check" CHECK ("ekstre_satiri"."doviz_cinsi" in ('USD', 'TL', 'EURO', 'GBP')),
	CONSTRAINT "ekstre_satiri_durum_check" CHECK ("ekstre_satiri"."durum" in ('eslesmedi', 'onerildi', 'eslesti')),
	CONSTRAINT "ekstre_satiri_neden_check" CHECK ("ekstre_satiri"."neden" in ('referans', 'iban', 'tolerans', 'bolme', 'yok'))
);
--> statement-breakpoint
ALTER TABLE "ekstre" ADD CONSTRAINT "ekstre_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekstre_satiri" ADD CONSTRAINT "ekstre_satiri_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekstre_satiri" ADD CONSTRAINT "ekstre_satiri_ekstre_id_ekstre_id_fk" FOREIGN KEY ("ekstre_id") REFERENCES "public"."ekstre"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ekstre_cursor_idx" ON "ekstre" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "ekstre_sirket_idx" ON "ekstre" USING btree ("sirket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ekstre_satiri_cursor_idx" ON "ekstre_satiri" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "ekstre_satiri_sirket_idx" ON "ekstre_satiri" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "ekstre_satiri_ekstre_idx" ON "ekstre_satiri" USING btree ("ekstre_id");