CREATE TABLE "sync_removals" (
	"cursor" bigint PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"record_id" uuid NOT NULL,
	"sirket_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
