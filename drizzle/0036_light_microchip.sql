CREATE TABLE "olay" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"tarih" date NOT NULL,
	"tur" text NOT NULL,
	"personel_id" uuid,
	"kayip_gun" integer,
	"tanim" text NOT NULL,
	"dosya" jsonb,
	"dosya_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "olay_tur_check" CHECK ("olay"."tur" in ('olum', 'kalici-sakatlik', 'is-gunu-kaybi', 'kisitli-is', 'tibbi-tedavi', 'ramak-kala', 'kirlilik', 'yangin', 'carpma', 'karaya-oturma', 'diger')),
	CONSTRAINT "olay_kayip_gun_check" CHECK ("olay"."kayip_gun" between 0 and 3650)
);
--> statement-breakpoint
CREATE TABLE "uygunsuzluk" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"kaynak_denetim" text,
	"kaynak_eksiklik" text,
	"tarih" date NOT NULL,
	"siddet" text NOT NULL,
	"tanim" text NOT NULL,
	"durum" text NOT NULL,
	"kok_neden" text DEFAULT '' NOT NULL,
	"duzeltici_faaliyet" text DEFAULT '' NOT NULL,
	"sorumlu" text DEFAULT '' NOT NULL,
	"hedef_tarih" date,
	"uygulama_tarihi" date,
	"kanit" jsonb,
	"kanit_id" uuid,
	"dogrulayan" text DEFAULT '' NOT NULL,
	"etkin" boolean DEFAULT false NOT NULL,
	"kapanis_tarihi" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uygunsuzluk_siddet_check" CHECK ("uygunsuzluk"."siddet" in ('gozlem', 'minor', 'major')),
	CONSTRAINT "uygunsuzluk_durum_check" CHECK ("uygunsuzluk"."durum" in ('acik', 'planlandi', 'uygulandi', 'dogrulandi', 'kapandi'))
);
--> statement-breakpoint
ALTER TABLE "gorevlendirme" ADD COLUMN "ayrilma_nedeni" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "olay" ADD CONSTRAINT "olay_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olay" ADD CONSTRAINT "olay_personel_id_personel_id_fk" FOREIGN KEY ("personel_id") REFERENCES "public"."personel"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olay" ADD CONSTRAINT "olay_dosya_id_files_id_fk" FOREIGN KEY ("dosya_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uygunsuzluk" ADD CONSTRAINT "uygunsuzluk_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uygunsuzluk" ADD CONSTRAINT "uygunsuzluk_kanit_id_files_id_fk" FOREIGN KEY ("kanit_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "olay_cursor_idx" ON "olay" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "olay_sirket_idx" ON "olay" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "olay_personel_idx" ON "olay" USING btree ("personel_id");--> statement-breakpoint
CREATE INDEX "olay_dosya_idx" ON "olay" USING btree ("dosya_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uygunsuzluk_cursor_idx" ON "uygunsuzluk" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "uygunsuzluk_sirket_idx" ON "uygunsuzluk" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "uygunsuzluk_kanit_idx" ON "uygunsuzluk" USING btree ("kanit_id");--> statement-breakpoint
ALTER TABLE "gorevlendirme" ADD CONSTRAINT "gorevlendirme_ayrilma_nedeni_check" CHECK ("gorevlendirme"."ayrilma_nedeni" in ('', 'kontrat-sonu', 'kacinilmaz', 'yararli', 'istifa', 'isten-cikarma', 'diger'));