CREATE TABLE "dokuman" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"kategori" text NOT NULL,
	"kod" text DEFAULT '' NOT NULL,
	"kod_key" text,
	"baslik" text NOT NULL,
	"revizyon" integer DEFAULT 0 NOT NULL,
	"revizyon_tarihi" date NOT NULL,
	"durum" text NOT NULL,
	"dosya_id" uuid,
	"dosya" jsonb,
	"metin" text DEFAULT '' NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"gecmis" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dokuman_kategori_check" CHECK ("dokuman"."kategori" in ('plan', 'foto', 'kys-destek', 'kys-yonetmelik', 'kys-politika', 'kys-prosedur', 'kys-gorev', 'kys-plan', 'sirkuler', 'duyuru')),
	CONSTRAINT "dokuman_durum_check" CHECK ("dokuman"."durum" in ('taslak', 'yururlukte', 'iptal')),
	CONSTRAINT "dokuman_revizyon_check" CHECK ("dokuman"."revizyon" between 0 and 9999)
);
--> statement-breakpoint
CREATE TABLE "dokuman_revizyon" (
	"dokuman_id" uuid NOT NULL,
	"revizyon" integer NOT NULL,
	"dosya_id" uuid NOT NULL,
	CONSTRAINT "dokuman_revizyon_dokuman_id_revizyon_pk" PRIMARY KEY("dokuman_id","revizyon")
);
--> statement-breakpoint
CREATE TABLE "okuma_onayi" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"dokuman_id" uuid NOT NULL,
	"revizyon" integer NOT NULL,
	"kullanici_id" uuid NOT NULL,
	"tarih" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dokuman" ADD CONSTRAINT "dokuman_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokuman" ADD CONSTRAINT "dokuman_dosya_id_files_id_fk" FOREIGN KEY ("dosya_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokuman_revizyon" ADD CONSTRAINT "dokuman_revizyon_dokuman_id_dokuman_id_fk" FOREIGN KEY ("dokuman_id") REFERENCES "public"."dokuman"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokuman_revizyon" ADD CONSTRAINT "dokuman_revizyon_dosya_id_files_id_fk" FOREIGN KEY ("dosya_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okuma_onayi" ADD CONSTRAINT "okuma_onayi_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okuma_onayi" ADD CONSTRAINT "okuma_onayi_dokuman_id_dokuman_id_fk" FOREIGN KEY ("dokuman_id") REFERENCES "public"."dokuman"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okuma_onayi" ADD CONSTRAINT "okuma_onayi_kullanici_id_users_id_fk" FOREIGN KEY ("kullanici_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dokuman_cursor_idx" ON "dokuman" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "dokuman_sirket_kategori_idx" ON "dokuman" USING btree ("sirket_id","kategori");--> statement-breakpoint
CREATE INDEX "dokuman_dosya_idx" ON "dokuman" USING btree ("dosya_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dokuman_kod_unique" ON "dokuman" USING btree ("sirket_id","kategori","kod_key") WHERE "dokuman"."deleted_at" is null and "dokuman"."kod_key" is not null;--> statement-breakpoint
CREATE INDEX "dokuman_revizyon_dosya_idx" ON "dokuman_revizyon" USING btree ("dosya_id");--> statement-breakpoint
CREATE UNIQUE INDEX "okuma_onayi_cursor_idx" ON "okuma_onayi" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "okuma_onayi_sirket_idx" ON "okuma_onayi" USING btree ("sirket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "okuma_onayi_unique" ON "okuma_onayi" USING btree ("dokuman_id","revizyon","kullanici_id") WHERE "okuma_onayi"."deleted_at" is null;