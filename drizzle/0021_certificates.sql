CREATE TABLE "sertifika" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"sahip" text NOT NULL,
	"personel" uuid,
	"tur" text NOT NULL,
	"ad" text DEFAULT '' NOT NULL,
	"numara" text DEFAULT '' NOT NULL,
	"veren_kurulus" text DEFAULT '' NOT NULL,
	"duzenleme_tarihi" date NOT NULL,
	"gecerlilik_tarihi" date,
	"sorvey_plani" text NOT NULL,
	"sorveyler" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uyari_gun" integer DEFAULT 90 NOT NULL,
	"dosya_id" uuid,
	"dosya" jsonb,
	"aciklama" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sertifika_sahip_check" CHECK ("sertifika"."sahip" in ('gemi', 'sirket', 'personel')),
	CONSTRAINT "sertifika_sorvey_plani_check" CHECK ("sertifika"."sorvey_plani" in ('yok', 'yillik', 'yillik-ara', 'ara')),
	CONSTRAINT "sertifika_tarih_check" CHECK ("sertifika"."gecerlilik_tarihi" is null or "sertifika"."gecerlilik_tarihi" > "sertifika"."duzenleme_tarihi"),
	CONSTRAINT "sertifika_uyari_gun_check" CHECK ("sertifika"."uyari_gun" between 0 and 3650)
);
--> statement-breakpoint
ALTER TABLE "sertifika" ADD CONSTRAINT "sertifika_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sertifika" ADD CONSTRAINT "sertifika_dosya_id_files_id_fk" FOREIGN KEY ("dosya_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sertifika_cursor_idx" ON "sertifika" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "sertifika_sirket_list_idx" ON "sertifika" USING btree ("sirket_id","sahip","gecerlilik_tarihi","id") WHERE "sertifika"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sertifika_sirket_idx" ON "sertifika" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "sertifika_dosya_idx" ON "sertifika" USING btree ("dosya_id");