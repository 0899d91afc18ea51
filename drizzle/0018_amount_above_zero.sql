ALTER TABLE "banka_talimat" DROP CONSTRAINT "banka_talimat_miktar_check";--> statement-breakpoint
ALTER TABLE "nakit_akis" DROP CONSTRAINT "nakit_akis_miktar_check";--> statement-breakpoint
ALTER TABLE "banka_talimat" ADD CONSTRAINT "banka_talimat_miktar_check" CHECK ("banka_talimat"."miktar" >= 1);--> statement-breakpoint
ALTER TABLE "nakit_akis" ADD CONSTRAINT "nakit_akis_miktar_check" CHECK ("nakit_akis"."miktar" >= 1);