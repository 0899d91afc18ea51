CREATE TABLE "kredi" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"banka_id" uuid,
	"sozlesme" text DEFAULT '' NOT NULL,
	"tutar" bigint NOT NULL,
	"doviz_cinsi" text NOT NULL,
	"kullanim_tarihi" date NOT NULL,
	"faiz" jsonb DEFAULT '{"tur":null,"sabitYuzde":null,"marjYuzde":null,"tabanYuzde":null,"gunSayimi":null}'::jsonb NOT NULL,
	"fixingler" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"taksitler" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"taksit_plani_adet" integer,
	"taksit_plani_periyot_ay" integer,
	"taksit_plani_balon" bigint,
	"teminat_orani_yuzde" integer,
	"degerlemeler" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ipotek_derece" integer,
	"ipotek_tutar" bigint,
	"ipotek_tescil_tarihi" date,
	"erken_odemeler" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"dosya" jsonb,
	"dosya_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kredi_tutar_check" CHECK ("kredi"."tutar" >= 1),
	CONSTRAINT "kredi_doviz_cinsi_check" CHECK ("kredi"."doviz_cinsi" in ('USD', 'TL', 'EURO', 'GBP')),
	CONSTRAINT "kredi_taksit_plani_adet_check" CHECK ("kredi"."taksit_plani_adet" is null or "kredi"."taksit_plani_adet" between 1 and 600),
	CONSTRAINT "kredi_taksit_plani_periyot_ay_check" CHECK ("kredi"."taksit_plani_periyot_ay" is null or "kredi"."taksit_plani_periyot_ay" between 1 and 120),
	CONSTRAINT "kredi_taksit_plani_balon_check" CHECK ("kredi"."taksit_plani_balon" is null or "kredi"."taksit_plani_balon" >= 0),
	CONSTRAINT "kredi_teminat_orani_yuzde_check" CHECK ("kredi"."teminat_orani_yuzde" between 0 and 1000000),
	CONSTRAINT "kredi_ipotek_derece_check" CHECK ("kredi"."ipotek_derece" is null or "kredi"."ipotek_derece" between 1 and 9),
	CONSTRAINT "kredi_ipotek_tutar_check" CHECK ("kredi"."ipotek_tutar" is null or "kredi"."ipotek_tutar" >= 1)
);
--> statement-breakpoint
ALTER TABLE "kredi" ADD CONSTRAINT "kredi_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kredi" ADD CONSTRAINT "kredi_banka_id_cari_hesap_id_fk" FOREIGN KEY ("banka_id") REFERENCES "public"."cari_hesap"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kredi" ADD CONSTRAINT "kredi_dosya_id_files_id_fk" FOREIGN KEY ("dosya_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kredi_cursor_idx" ON "kredi" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "kredi_sirket_idx" ON "kredi" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "kredi_banka_idx" ON "kredi" USING btree ("banka_id");--> statement-breakpoint
CREATE INDEX "kredi_dosya_idx" ON "kredi" USING btree ("dosya_id");