CREATE TABLE "kur" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"tarih" date NOT NULL,
	"doviz_cinsi" text NOT NULL,
	"doviz_alis" integer NOT NULL,
	"doviz_satis" integer NOT NULL,
	"efektif_alis" integer NOT NULL,
	"efektif_satis" integer NOT NULL,
	"kaynak" text NOT NULL,
	"bulten" text DEFAULT '' NOT NULL,
	CONSTRAINT "kur_doviz_cinsi_check" CHECK ("kur"."doviz_cinsi" in ('USD', 'EURO', 'GBP')),
	CONSTRAINT "kur_kaynak_check" CHECK ("kur"."kaynak" in ('tcmb', 'elle')),
	CONSTRAINT "kur_rates_check" CHECK ("kur"."doviz_alis" > 0 and "kur"."doviz_satis" > 0 and "kur"."efektif_alis" > 0 and "kur"."efektif_satis" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kur_cursor_idx" ON "kur" USING btree ("cursor");--> statement-breakpoint
CREATE UNIQUE INDEX "kur_tarih_doviz_unique" ON "kur" USING btree ("tarih","doviz_cinsi") WHERE "kur"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "kur_doviz_tarih_idx" ON "kur" USING btree ("doviz_cinsi","tarih") WHERE "kur"."deleted_at" is null;