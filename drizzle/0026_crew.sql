CREATE TABLE "gorevlendirme" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"personel_id" uuid NOT NULL,
	"rutbe" text NOT NULL,
	"binis_tarihi" date NOT NULL,
	"binis_limani" text DEFAULT '' NOT NULL,
	"planlanan_inis_tarihi" date,
	"inis_tarihi" date,
	"inis_limani" text DEFAULT '' NOT NULL,
	"ucret_miktar" bigint,
	"ucret_doviz_cinsi" text,
	"aciklama" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gorevlendirme_rutbe_check" CHECK ("gorevlendirme"."rutbe" in ('kaptan', 'birinci-zabit', 'ikinci-zabit', 'ucuncu-zabit', 'basmuhendis', 'ikinci-muhendis', 'ucuncu-muhendis', 'elektrik-zabiti', 'lostromo', 'usta-gemici', 'gemici', 'yagci', 'asci', 'kamarot', 'stajyer')),
	CONSTRAINT "gorevlendirme_inis_check" CHECK ("gorevlendirme"."inis_tarihi" is null or "gorevlendirme"."inis_tarihi" >= "gorevlendirme"."binis_tarihi"),
	CONSTRAINT "gorevlendirme_planlanan_inis_check" CHECK ("gorevlendirme"."planlanan_inis_tarihi" is null or "gorevlendirme"."planlanan_inis_tarihi" >= "gorevlendirme"."binis_tarihi"),
	CONSTRAINT "gorevlendirme_ucret_check" CHECK (("gorevlendirme"."ucret_miktar" is null) = ("gorevlendirme"."ucret_doviz_cinsi" is null) and ("gorevlendirme"."ucret_miktar" is null or "gorevlendirme"."ucret_miktar" >= 0)),
	CONSTRAINT "gorevlendirme_doviz_cinsi_check" CHECK ("gorevlendirme"."ucret_doviz_cinsi" is null or "gorevlendirme"."ucret_doviz_cinsi" in ('USD', 'TL', 'EURO', 'GBP'))
);
--> statement-breakpoint
CREATE TABLE "personel" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"ad" text NOT NULL,
	"soyad" text NOT NULL,
	"tc_kimlik_no" text DEFAULT '' NOT NULL,
	"pasaport_no" text DEFAULT '' NOT NULL,
	"uyruk" text DEFAULT '' NOT NULL,
	"dogum_tarihi" date,
	"rutbe" text NOT NULL,
	"gemi_adami_cuzdan_no" text DEFAULT '' NOT NULL,
	"telefon" text DEFAULT '' NOT NULL,
	"e_posta" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personel_rutbe_check" CHECK ("personel"."rutbe" in ('kaptan', 'birinci-zabit', 'ikinci-zabit', 'ucuncu-zabit', 'basmuhendis', 'ikinci-muhendis', 'ucuncu-muhendis', 'elektrik-zabiti', 'lostromo', 'usta-gemici', 'gemici', 'yagci', 'asci', 'kamarot', 'stajyer')),
	CONSTRAINT "personel_kimlik_check" CHECK ("personel"."deleted_at" is not null or "personel"."tc_kimlik_no" <> '' or "personel"."pasaport_no" <> '')
);
--> statement-breakpoint
ALTER TABLE "gorevlendirme" ADD CONSTRAINT "gorevlendirme_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gorevlendirme" ADD CONSTRAINT "gorevlendirme_personel_id_personel_id_fk" FOREIGN KEY ("personel_id") REFERENCES "public"."personel"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personel" ADD CONSTRAINT "personel_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gorevlendirme_cursor_idx" ON "gorevlendirme" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "gorevlendirme_sirket_idx" ON "gorevlendirme" USING btree ("sirket_id","binis_tarihi");--> statement-breakpoint
CREATE INDEX "gorevlendirme_personel_idx" ON "gorevlendirme" USING btree ("personel_id","binis_tarihi");--> statement-breakpoint
CREATE UNIQUE INDEX "personel_cursor_idx" ON "personel" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "personel_sirket_idx" ON "personel" USING btree ("sirket_id");--> statement-breakpoint
ALTER TABLE "sertifika" ADD CONSTRAINT "sertifika_personel_personel_id_fk" FOREIGN KEY ("personel") REFERENCES "public"."personel"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sertifika_personel_idx" ON "sertifika" USING btree ("personel");