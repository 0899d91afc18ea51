CREATE TABLE "bdn" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"bdn_no" text NOT NULL,
	"tarih" date NOT NULL,
	"liman" text DEFAULT '' NOT NULL,
	"tedarikci_id" uuid,
	"yakit" text NOT NULL,
	"miktar_mt" bigint NOT NULL,
	"yogunluk15" integer NOT NULL,
	"kukurt_yuzde" integer NOT NULL,
	"parlama_noktasi" integer NOT NULL,
	"viskozite" integer,
	"numune_muhurleri" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dosya_id" uuid,
	"dosya" jsonb,
	"fatura_id" uuid,
	"aciklama" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bdn_yakit_check" CHECK ("bdn"."yakit" in ('HFO', 'VLSFO', 'ULSFO', 'MDO', 'MGO', 'LNG')),
	CONSTRAINT "bdn_miktar_check" CHECK ("bdn"."miktar_mt" >= 1)
);
--> statement-breakpoint
ALTER TABLE "bdn" ADD CONSTRAINT "bdn_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bdn" ADD CONSTRAINT "bdn_tedarikci_id_cari_hesap_id_fk" FOREIGN KEY ("tedarikci_id") REFERENCES "public"."cari_hesap"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bdn" ADD CONSTRAINT "bdn_dosya_id_files_id_fk" FOREIGN KEY ("dosya_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bdn" ADD CONSTRAINT "bdn_fatura_id_fatura_id_fk" FOREIGN KEY ("fatura_id") REFERENCES "public"."fatura"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bdn_cursor_idx" ON "bdn" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "bdn_sirket_list_idx" ON "bdn" USING btree ("sirket_id","tarih","id") WHERE "bdn"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bdn_sirket_idx" ON "bdn" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "bdn_tedarikci_idx" ON "bdn" USING btree ("tedarikci_id");--> statement-breakpoint
CREATE INDEX "bdn_fatura_idx" ON "bdn" USING btree ("fatura_id");--> statement-breakpoint
CREATE INDEX "bdn_dosya_idx" ON "bdn" USING btree ("dosya_id");