CREATE TABLE "audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"action" text NOT NULL,
	"collection" text NOT NULL,
	"record_id" text NOT NULL,
	"sirket_id" uuid,
	"changes" jsonb NOT NULL,
	CONSTRAINT "audit_action_check" CHECK ("audit"."action" in ('create', 'update', 'delete'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "aktif" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dil" text DEFAULT 'tr' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "son_giris" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_record_idx" ON "audit" USING btree ("collection","record_id","id");--> statement-breakpoint
CREATE INDEX "audit_user_idx" ON "audit" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "audit_at_idx" ON "audit" USING btree ("at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dil_check" CHECK ("users"."dil" in ('tr', 'en'));