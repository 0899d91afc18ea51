CREATE TABLE "cek_senet" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"cari_hesap_id" uuid NOT NULL,
	"nakit_akis_id" uuid,
	"tur" text NOT NULL,
	"yon" text NOT NULL,
	"borclu" text DEFAULT '' NOT NULL,
	"banka" text DEFAULT '' NOT NULL,
	"sube" text DEFAULT '' NOT NULL,
	"hesap_no" text DEFAULT '' NOT NULL,
	"seri_no" text NOT NULL,
	"duzenleme_tarihi" date NOT NULL,
	"vade_tarihi" date NOT NULL,
	"miktar" bigint NOT NULL,
	"doviz_cinsi" text NOT NULL,
	"durum" text NOT NULL,
	"hareketler" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dosya_id" uuid NOT NULL,
	"dosya" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cek_senet_doviz_cinsi_check" CHECK ("cek_senet"."doviz_cinsi" in ('USD', 'TL', 'EURO', 'GBP')),
	CONSTRAINT "cek_senet_tur_check" CHECK ("cek_senet"."tur" in ('cek', 'senet')),
	CONSTRAINT "cek_senet_yon_check" CHECK ("cek_senet"."yon" in ('alinan', 'verilen')),
	CONSTRAINT "cek_senet_durum_check" CHECK ("cek_senet"."durum" in ('portfoyde', 'ciro-edildi', 'tahsile-verildi', 'teminata-verildi', 'iade-edildi', 'tahsil-edildi', 'karsiliksiz', 'verildi', 'odendi')),
	CONSTRAINT "cek_senet_vade_check" CHECK ("cek_senet"."vade_tarihi" >= "cek_senet"."duzenleme_tarihi"),
	CONSTRAINT "cek_senet_miktar_check" CHECK ("cek_senet"."miktar" >= 1)
);
--> statement-breakpoint
ALTER TABLE "cek_senet" ADD CONSTRAINT "cek_senet_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cek_senet" ADD CONSTRAINT "cek_senet_cari_hesap_id_cari_hesap_id_fk" FOREIGN KEY ("cari_hesap_id") REFERENCES "public"."cari_hesap"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cek_senet" ADD CONSTRAINT "cek_senet_nakit_akis_id_nakit_akis_id_fk" FOREIGN KEY ("nakit_akis_id") REFERENCES "public"."nakit_akis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cek_senet" ADD CONSTRAINT "cek_senet_dosya_id_files_id_fk" FOREIGN KEY ("dosya_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cek_senet_cursor_idx" ON "cek_senet" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "cek_senet_sirket_list_idx" ON "cek_senet" USING btree ("sirket_id","vade_tarihi","id") WHERE "cek_senet"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cek_senet_list_idx" ON "cek_senet" USING btree ("vade_tarihi","id") WHERE "cek_senet"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cek_senet_sirket_idx" ON "cek_senet" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "cek_senet_cari_hesap_idx" ON "cek_senet" USING btree ("cari_hesap_id");--> statement-breakpoint
CREATE INDEX "cek_senet_nakit_akis_idx" ON "cek_senet" USING btree ("nakit_akis_id");--> statement-breakpoint
CREATE INDEX "cek_senet_dosya_idx" ON "cek_senet" USING btree ("dosya_id");