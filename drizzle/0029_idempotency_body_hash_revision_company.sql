ALTER TABLE "idempotency_keys" ADD COLUMN "body_hash" text;--> statement-breakpoint
-- The company each revision was written in (MODULES.md §2). Rows kept before this take their
-- document's company: the only company known for them.
ALTER TABLE "dokuman_revizyon" ADD COLUMN "sirket_id" uuid;--> statement-breakpoint
UPDATE "dokuman_revizyon" SET "sirket_id" = "dokuman"."sirket_id" FROM "dokuman" WHERE "dokuman"."id" = "dokuman_revizyon"."dokuman_id";--> statement-breakpoint
ALTER TABLE "dokuman_revizyon" ALTER COLUMN "sirket_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "dokuman_revizyon" ADD CONSTRAINT "dokuman_revizyon_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;
