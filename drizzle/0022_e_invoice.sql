ALTER TABLE "fatura" ADD COLUMN "e_fatura_uuid" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fatura" ADD COLUMN "toplam_tevkifat_tutar" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sirket" ADD COLUMN "vergi_dairesi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sirket" ADD COLUMN "vergi_numarasi" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fatura_e_fatura_uuid_unique" ON "fatura" USING btree ("sirket_id","e_fatura_uuid") WHERE "fatura"."deleted_at" is null and "fatura"."e_fatura_uuid" <> '';