CREATE TABLE "bordro" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"donem" text NOT NULL,
	"gun_esasi" text NOT NULL,
	"durum" text NOT NULL,
	"satirlar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uyarilar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bordro_gun_esasi_check" CHECK ("bordro"."gun_esasi" in ('takvim', '30')),
	CONSTRAINT "bordro_durum_check" CHECK ("bordro"."durum" in ('taslak', 'onaylandi', 'odendi'))
);
--> statement-breakpoint
ALTER TABLE "bordro" ADD CONSTRAINT "bordro_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bordro_cursor_idx" ON "bordro" USING btree ("cursor");--> statement-breakpoint
CREATE UNIQUE INDEX "bordro_donem_unique" ON "bordro" USING btree ("sirket_id","donem") WHERE "bordro"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bordro_sirket_idx" ON "bordro" USING btree ("sirket_id");