CREATE TABLE "nakit_akis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"cari_hesap_id" uuid NOT NULL,
	"fatura_id" uuid,
	"tip" text NOT NULL,
	"tarih" date NOT NULL,
	"miktar" bigint NOT NULL,
	"doviz_cinsi" text NOT NULL,
	"odeme_yontemi" text NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"dekont_file_id" uuid NOT NULL,
	"dekont_file" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nakit_akis_tip_check" CHECK ("nakit_akis"."tip" in ('odeme', 'tahsilat')),
	CONSTRAINT "nakit_akis_odeme_yontemi_check" CHECK ("nakit_akis"."odeme_yontemi" in ('havale', 'nakit', 'kredi-karti', 'cek', 'senet')),
	CONSTRAINT "nakit_akis_doviz_cinsi_check" CHECK ("nakit_akis"."doviz_cinsi" in ('USD', 'TL', 'EURO', 'GBP')),
	CONSTRAINT "nakit_akis_miktar_check" CHECK ("nakit_akis"."miktar" >= 100)
);
--> statement-breakpoint
ALTER TABLE "nakit_akis" ADD CONSTRAINT "nakit_akis_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nakit_akis" ADD CONSTRAINT "nakit_akis_cari_hesap_id_cari_hesap_id_fk" FOREIGN KEY ("cari_hesap_id") REFERENCES "public"."cari_hesap"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nakit_akis" ADD CONSTRAINT "nakit_akis_fatura_id_fatura_id_fk" FOREIGN KEY ("fatura_id") REFERENCES "public"."fatura"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nakit_akis" ADD CONSTRAINT "nakit_akis_dekont_file_id_files_id_fk" FOREIGN KEY ("dekont_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nakit_akis_cursor_idx" ON "nakit_akis" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "nakit_akis_sirket_list_idx" ON "nakit_akis" USING btree ("sirket_id","tip","tarih","id") WHERE "nakit_akis"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "nakit_akis_list_idx" ON "nakit_akis" USING btree ("tip","tarih","id") WHERE "nakit_akis"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "nakit_akis_sirket_idx" ON "nakit_akis" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "nakit_akis_cari_hesap_idx" ON "nakit_akis" USING btree ("cari_hesap_id");--> statement-breakpoint
CREATE INDEX "nakit_akis_fatura_idx" ON "nakit_akis" USING btree ("fatura_id");--> statement-breakpoint
CREATE INDEX "nakit_akis_file_idx" ON "nakit_akis" USING btree ("dekont_file_id");