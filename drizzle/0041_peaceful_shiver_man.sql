CREATE TABLE "mesaj" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"konu" text DEFAULT '' NOT NULL,
	"metin" text NOT NULL,
	"gonderen" text NOT NULL,
	"yon" text NOT NULL,
	"ekler" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kayit_koleksiyon" text,
	"kayit_id" text,
	"alicilar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tarih" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mesaj_yon_check" CHECK ("mesaj"."yon" in ('gemiden', 'ofisten'))
);
--> statement-breakpoint
CREATE TABLE "mesaj_okuma" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"mesaj_id" uuid NOT NULL,
	"kullanici" text NOT NULL,
	"tarih" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mesaj" ADD CONSTRAINT "mesaj_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mesaj_okuma" ADD CONSTRAINT "mesaj_okuma_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mesaj_okuma" ADD CONSTRAINT "mesaj_okuma_mesaj_id_mesaj_id_fk" FOREIGN KEY ("mesaj_id") REFERENCES "public"."mesaj"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mesaj_cursor_idx" ON "mesaj" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "mesaj_sirket_idx" ON "mesaj" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "mesaj_ekler_idx" ON "mesaj" USING gin ("ekler");--> statement-breakpoint
CREATE UNIQUE INDEX "mesaj_okuma_cursor_idx" ON "mesaj_okuma" USING btree ("cursor");--> statement-breakpoint
CREATE UNIQUE INDEX "mesaj_okuma_unique" ON "mesaj_okuma" USING btree ("mesaj_id","kullanici") WHERE "mesaj_okuma"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "mesaj_okuma_sirket_idx" ON "mesaj_okuma" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "mesaj_okuma_mesaj_idx" ON "mesaj_okuma" USING btree ("mesaj_id");