ALTER TABLE "gorevlendirme" DROP CONSTRAINT "gorevlendirme_ucret_check";--> statement-breakpoint
ALTER TABLE "gorevlendirme" DROP CONSTRAINT "gorevlendirme_doviz_cinsi_check";--> statement-breakpoint
ALTER TABLE "gorevlendirme" ADD COLUMN "ucret_kalemleri" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gorevlendirme" ADD COLUMN "fazla_mesai_saat_ucreti" bigint;--> statement-breakpoint
ALTER TABLE "personel" ADD COLUMN "lehdarlar" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gorevlendirme" ADD CONSTRAINT "gorevlendirme_fazla_mesai_check" CHECK ("gorevlendirme"."fazla_mesai_saat_ucreti" is null or "gorevlendirme"."fazla_mesai_saat_ucreti" >= 0);--> statement-breakpoint
-- Data step (issue 50): today's monthly wage becomes the basic part (`temel`) of the wage's parts, nothing lost; 0038 then drops the old columns.
UPDATE "gorevlendirme" SET "ucret_kalemleri" = jsonb_build_array(jsonb_build_object('tur', 'temel', 'tutar', "ucret_miktar", 'dovizCinsi', "ucret_doviz_cinsi")) WHERE "ucret_miktar" IS NOT NULL AND "ucret_doviz_cinsi" IS NOT NULL;
