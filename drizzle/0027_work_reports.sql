CREATE TABLE "is_raporu" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"tur" text NOT NULL,
	"donem" text NOT NULL,
	"isler" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"arizalar" text DEFAULT '' NOT NULL,
	"dosyalar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "is_raporu_tur_check" CHECK ("is_raporu"."tur" in ('haftalik', 'aylik')),
	CONSTRAINT "is_raporu_donem_check" CHECK (("is_raporu"."tur" = 'haftalik' and "is_raporu"."donem" ~ '^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$') or ("is_raporu"."tur" = 'aylik' and "is_raporu"."donem" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'))
);
--> statement-breakpoint
ALTER TABLE "is_raporu" ADD CONSTRAINT "is_raporu_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "is_raporu_cursor_idx" ON "is_raporu" USING btree ("cursor");--> statement-breakpoint
CREATE UNIQUE INDEX "is_raporu_donem_unique" ON "is_raporu" USING btree ("sirket_id","tur","donem") WHERE "is_raporu"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "is_raporu_sirket_idx" ON "is_raporu" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "is_raporu_dosyalar_idx" ON "is_raporu" USING gin ("dosyalar");