ALTER TABLE "cari_hesap" DROP CONSTRAINT "cari_hesap_sirket_id_sirket_id_fk";
--> statement-breakpoint
ALTER TABLE "cari_hesap" ADD CONSTRAINT "cari_hesap_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;