CREATE TABLE "banka_talimat" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"cari_hesap_id" uuid NOT NULL,
	"fatura_id" uuid,
	"nakit_akis_id" uuid,
	"ref" text NOT NULL,
	"tarih" date NOT NULL,
	"miktar" bigint NOT NULL,
	"doviz_cinsi" text NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"sirket_banka_selection" text NOT NULL,
	"cari_banka_selection" text NOT NULL,
	"sablon" text NOT NULL,
	"talimat_file_id" uuid,
	"talimat_file" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banka_talimat_doviz_cinsi_check" CHECK ("banka_talimat"."doviz_cinsi" in ('USD', 'TL', 'EURO', 'GBP')),
	CONSTRAINT "banka_talimat_sablon_check" CHECK ("banka_talimat"."sablon" in ('yurtici-tl', 'swift-doviz')),
	CONSTRAINT "banka_talimat_miktar_check" CHECK ("banka_talimat"."miktar" >= 100)
);
--> statement-breakpoint
ALTER TABLE "banka_talimat" ADD CONSTRAINT "banka_talimat_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banka_talimat" ADD CONSTRAINT "banka_talimat_cari_hesap_id_cari_hesap_id_fk" FOREIGN KEY ("cari_hesap_id") REFERENCES "public"."cari_hesap"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banka_talimat" ADD CONSTRAINT "banka_talimat_fatura_id_fatura_id_fk" FOREIGN KEY ("fatura_id") REFERENCES "public"."fatura"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banka_talimat" ADD CONSTRAINT "banka_talimat_nakit_akis_id_nakit_akis_id_fk" FOREIGN KEY ("nakit_akis_id") REFERENCES "public"."nakit_akis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banka_talimat" ADD CONSTRAINT "banka_talimat_talimat_file_id_files_id_fk" FOREIGN KEY ("talimat_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banka_talimat_cursor_idx" ON "banka_talimat" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "banka_talimat_sirket_list_idx" ON "banka_talimat" USING btree ("sirket_id","tarih","id") WHERE "banka_talimat"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "banka_talimat_list_idx" ON "banka_talimat" USING btree ("tarih","id") WHERE "banka_talimat"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "banka_talimat_sirket_idx" ON "banka_talimat" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "banka_talimat_cari_hesap_idx" ON "banka_talimat" USING btree ("cari_hesap_id");--> statement-breakpoint
CREATE INDEX "banka_talimat_fatura_idx" ON "banka_talimat" USING btree ("fatura_id");--> statement-breakpoint
CREATE INDEX "banka_talimat_nakit_akis_idx" ON "banka_talimat" USING btree ("nakit_akis_id");--> statement-breakpoint
CREATE INDEX "banka_talimat_file_idx" ON "banka_talimat" USING btree ("talimat_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "banka_talimat_ref_unique" ON "banka_talimat" USING btree ("sirket_id","ref") WHERE "banka_talimat"."deleted_at" is null;