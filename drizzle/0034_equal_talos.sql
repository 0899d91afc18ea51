CREATE TABLE "butce" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"yil" integer NOT NULL,
	"butce_kodu_id" uuid NOT NULL,
	"tutar" bigint NOT NULL,
	"doviz_cinsi" text NOT NULL,
	"ek_tutar" bigint,
	"aciklama" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "butce_yil_check" CHECK ("butce"."yil" between 2000 and 2100),
	CONSTRAINT "butce_tutar_check" CHECK ("butce"."tutar" >= 1),
	CONSTRAINT "butce_doviz_cinsi_check" CHECK ("butce"."doviz_cinsi" in ('USD', 'TL', 'EURO', 'GBP')),
	CONSTRAINT "butce_ek_tutar_check" CHECK ("butce"."ek_tutar" >= 0)
);
--> statement-breakpoint
ALTER TABLE "butce" ADD CONSTRAINT "butce_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "butce" ADD CONSTRAINT "butce_butce_kodu_id_butce_kodu_id_fk" FOREIGN KEY ("butce_kodu_id") REFERENCES "public"."butce_kodu"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "butce_cursor_idx" ON "butce" USING btree ("cursor");--> statement-breakpoint
CREATE UNIQUE INDEX "butce_yil_kod_unique" ON "butce" USING btree ("sirket_id","yil","butce_kodu_id") WHERE "butce"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "butce_sirket_idx" ON "butce" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "butce_butce_kodu_idx" ON "butce" USING btree ("butce_kodu_id");