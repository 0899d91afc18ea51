CREATE TABLE "cari_hesap" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"cari_tip" text NOT NULL,
	"unvan" text NOT NULL,
	"unvan_sort" text NOT NULL,
	"firma_yetkilisi" text DEFAULT '' NOT NULL,
	"nitelik" text DEFAULT '' NOT NULL,
	"gsm" text DEFAULT '' NOT NULL,
	"sabit_telefon" text DEFAULT '' NOT NULL,
	"e_posta" text DEFAULT '' NOT NULL,
	"ulke" text DEFAULT '' NOT NULL,
	"il" text DEFAULT '' NOT NULL,
	"ilce" text DEFAULT '' NOT NULL,
	"adres" text DEFAULT '' NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"vergi_dairesi" text DEFAULT '' NOT NULL,
	"vergi_numarasi" text DEFAULT '' NOT NULL,
	"tc_numarasi" text DEFAULT '' NOT NULL,
	"bankalar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cari_hesap_cari_tip_check" CHECK ("cari_hesap"."cari_tip" in ('tedarikci', 'musteri'))
);
--> statement-breakpoint
ALTER TABLE "cari_hesap" ADD CONSTRAINT "cari_hesap_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cari_hesap_cursor_idx" ON "cari_hesap" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "cari_hesap_sirket_list_idx" ON "cari_hesap" USING btree ("sirket_id","cari_tip","unvan_sort" collate "C","id") WHERE "cari_hesap"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cari_hesap_list_idx" ON "cari_hesap" USING btree ("cari_tip","unvan_sort" collate "C","id") WHERE "cari_hesap"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cari_hesap_sirket_idx" ON "cari_hesap" USING btree ("sirket_id");