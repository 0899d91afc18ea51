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
CREATE TABLE "gemi_raporu" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"zaman" timestamp with time zone NOT NULL,
	"durum" text NOT NULL,
	"enlem" integer,
	"boylam" integer,
	"son_liman" text DEFAULT '' NOT NULL,
	"sonraki_liman" text DEFAULT '' NOT NULL,
	"eta" timestamp with time zone,
	"mesafe_nm" integer DEFAULT 0 NOT NULL,
	"seyir_saati" integer DEFAULT 0 NOT NULL,
	"tuketim" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rob" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"yuk" jsonb DEFAULT '{"cins":"","miktarMt":null}'::jsonb NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gemi_raporu_durum_check" CHECK ("gemi_raporu"."durum" in ('seyir', 'limanda', 'demirde', 'tersanede')),
	CONSTRAINT "gemi_raporu_mesafe_check" CHECK ("gemi_raporu"."mesafe_nm" >= 0 and "gemi_raporu"."seyir_saati" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bdn" ADD CONSTRAINT "bdn_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bdn" ADD CONSTRAINT "bdn_tedarikci_id_cari_hesap_id_fk" FOREIGN KEY ("tedarikci_id") REFERENCES "public"."cari_hesap"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bdn" ADD CONSTRAINT "bdn_dosya_id_files_id_fk" FOREIGN KEY ("dosya_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bdn" ADD CONSTRAINT "bdn_fatura_id_fatura_id_fk" FOREIGN KEY ("fatura_id") REFERENCES "public"."fatura"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gemi_raporu" ADD CONSTRAINT "gemi_raporu_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bdn_cursor_idx" ON "bdn" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "bdn_sirket_list_idx" ON "bdn" USING btree ("sirket_id","tarih","id") WHERE "bdn"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bdn_sirket_idx" ON "bdn" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "bdn_tedarikci_idx" ON "bdn" USING btree ("tedarikci_id");--> statement-breakpoint
CREATE INDEX "bdn_fatura_idx" ON "bdn" USING btree ("fatura_id");--> statement-breakpoint
CREATE INDEX "bdn_dosya_idx" ON "bdn" USING btree ("dosya_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gemi_raporu_cursor_idx" ON "gemi_raporu" USING btree ("cursor");--> statement-breakpoint
CREATE UNIQUE INDEX "gemi_raporu_zaman_unique" ON "gemi_raporu" USING btree ("sirket_id","zaman") WHERE "gemi_raporu"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gemi_raporu_sirket_idx" ON "gemi_raporu" USING btree ("sirket_id");