CREATE TABLE "fatura" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"cari_hesap_id" uuid NOT NULL,
	"tip" text NOT NULL,
	"fatura_tip" text NOT NULL,
	"fatura_proforma_no" text DEFAULT '' NOT NULL,
	"tarih" date NOT NULL,
	"doviz_cinsi" text NOT NULL,
	"kalemler" jsonb NOT NULL,
	"odeme_plani" jsonb NOT NULL,
	"taksit_sayisi" integer NOT NULL,
	"odeme_tip" text NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"fatura_file_id" uuid NOT NULL,
	"fatura_file" jsonb NOT NULL,
	"ara_toplam" bigint NOT NULL,
	"toplam_iskonto_tutar" bigint NOT NULL,
	"indirimli_tutar" bigint NOT NULL,
	"toplam_kdv_tutar" bigint NOT NULL,
	"odenecek_tutar" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fatura_tip_check" CHECK ("fatura"."tip" in ('gelen', 'giden')),
	CONSTRAINT "fatura_fatura_tip_check" CHECK ("fatura"."fatura_tip" in ('fatura', 'proforma')),
	CONSTRAINT "fatura_odeme_tip_check" CHECK ("fatura"."odeme_tip" in ('pesin', 'taksit')),
	CONSTRAINT "fatura_doviz_cinsi_check" CHECK ("fatura"."doviz_cinsi" in ('USD', 'TL', 'EURO', 'GBP')),
	CONSTRAINT "fatura_taksit_sayisi_check" CHECK ("fatura"."taksit_sayisi" >= 1)
);
--> statement-breakpoint
ALTER TABLE "fatura" ADD CONSTRAINT "fatura_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fatura" ADD CONSTRAINT "fatura_cari_hesap_id_cari_hesap_id_fk" FOREIGN KEY ("cari_hesap_id") REFERENCES "public"."cari_hesap"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fatura" ADD CONSTRAINT "fatura_fatura_file_id_files_id_fk" FOREIGN KEY ("fatura_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fatura_cursor_idx" ON "fatura" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "fatura_sirket_list_idx" ON "fatura" USING btree ("sirket_id","tip","tarih","id") WHERE "fatura"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fatura_list_idx" ON "fatura" USING btree ("tip","tarih","id") WHERE "fatura"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fatura_sirket_idx" ON "fatura" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "fatura_cari_hesap_idx" ON "fatura" USING btree ("cari_hesap_id");--> statement-breakpoint
CREATE INDEX "fatura_file_idx" ON "fatura" USING btree ("fatura_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fatura_number_unique" ON "fatura" USING btree ("cari_hesap_id","fatura_tip","tip","fatura_proforma_no") WHERE "fatura"."deleted_at" is null and "fatura"."fatura_proforma_no" <> '';