ALTER TABLE "sirket" ADD COLUMN "vergi_dairesi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sirket" ADD COLUMN "vergi_numarasi" text DEFAULT '' NOT NULL;