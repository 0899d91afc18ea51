DROP INDEX "banka_talimat_ref_unique";--> statement-breakpoint
DROP INDEX "fatura_number_unique";--> statement-breakpoint
ALTER TABLE "banka_talimat" ADD COLUMN "ref_key" text;--> statement-breakpoint
ALTER TABLE "fatura" ADD COLUMN "fatura_proforma_no_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "banka_talimat_ref_unique" ON "banka_talimat" USING btree ("sirket_id","ref_key") WHERE "banka_talimat"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "fatura_number_unique" ON "fatura" USING btree ("cari_hesap_id","fatura_tip","tip","fatura_proforma_no_key") WHERE "fatura"."deleted_at" is null and "fatura"."fatura_proforma_no_key" <> '';