-- The crew list's FAL Form 5 fields (docs/areas/crew.md): a person's place of birth, and the history's
-- 'export' entries (the crew list given out whole, recorded on each person listed and on the ship).
ALTER TABLE "audit" DROP CONSTRAINT "audit_action_check";--> statement-breakpoint
ALTER TABLE "personel" ADD COLUMN "dogum_yeri" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit" ADD CONSTRAINT "audit_action_check" CHECK ("audit"."action" in ('create', 'update', 'delete', 'export'));
