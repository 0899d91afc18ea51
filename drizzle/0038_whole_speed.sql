ALTER TABLE "gorevlendirme" DROP COLUMN "ucret_miktar";--> statement-breakpoint
ALTER TABLE "gorevlendirme" DROP COLUMN "ucret_doviz_cinsi";