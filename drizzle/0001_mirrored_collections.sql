CREATE SEQUENCE "public"."sync_cursor_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "butce_kodu" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"kod" text NOT NULL,
	"adi" text NOT NULL,
	"tip" text NOT NULL,
	"durum" text NOT NULL,
	CONSTRAINT "butce_kodu_tip_check" CHECK ("butce_kodu"."tip" in ('gider', 'gelir')),
	CONSTRAINT "butce_kodu_durum_check" CHECK ("butce_kodu"."durum" in ('aktif', 'pasif'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"response" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "butce_kodu_cursor_idx" ON "butce_kodu" USING btree ("cursor");--> statement-breakpoint
CREATE UNIQUE INDEX "butce_kodu_tip_kod_unique" ON "butce_kodu" USING btree ("tip","kod") WHERE "butce_kodu"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");