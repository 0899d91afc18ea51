CREATE TABLE "cari_hesap_counts" (
	"sirket_id" uuid NOT NULL,
	"cari_tip" text NOT NULL,
	"live" integer NOT NULL,
	CONSTRAINT "cari_hesap_counts_cari_tip_sirket_id_pk" PRIMARY KEY("cari_tip","sirket_id")
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers): keeps cari_hesap_counts equal to
-- the live (not deleted) accounts per company and type, in the writing transaction. Statement
-- triggers with transition tables, so a bulk insert adds one row per group, not one per account;
-- an edit that keeps company, type and liveness writes nothing (HAVING).
CREATE FUNCTION "cari_hesap_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "cari_hesap_counts" ("sirket_id", "cari_tip", "live")
      SELECT "sirket_id", "cari_tip", count(*) FROM "new_rows" WHERE "deleted_at" IS NULL GROUP BY 1, 2
      ON CONFLICT ("cari_tip", "sirket_id") DO UPDATE SET "live" = "cari_hesap_counts"."live" + excluded."live";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "cari_hesap_counts" ("sirket_id", "cari_tip", "live")
      SELECT "sirket_id", "cari_tip", sum("delta") FROM (
        SELECT "sirket_id", "cari_tip", 1 AS "delta" FROM "new_rows" WHERE "deleted_at" IS NULL
        UNION ALL
        SELECT "sirket_id", "cari_tip", -1 FROM "old_rows" WHERE "deleted_at" IS NULL
      ) AS "changes" GROUP BY 1, 2 HAVING sum("delta") <> 0
      ON CONFLICT ("cari_tip", "sirket_id") DO UPDATE SET "live" = "cari_hesap_counts"."live" + excluded."live";
  ELSE
    UPDATE "cari_hesap_counts" AS "c" SET "live" = "c"."live" - "gone"."n"
      FROM (SELECT "sirket_id", "cari_tip", count(*) AS "n" FROM "old_rows" WHERE "deleted_at" IS NULL GROUP BY 1, 2) AS "gone"
      WHERE "c"."sirket_id" = "gone"."sirket_id" AND "c"."cari_tip" = "gone"."cari_tip";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cari_hesap_counts_insert" AFTER INSERT ON "cari_hesap" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "cari_hesap_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "cari_hesap_counts_update" AFTER UPDATE ON "cari_hesap" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "cari_hesap_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "cari_hesap_counts_delete" AFTER DELETE ON "cari_hesap" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "cari_hesap_counts_apply"();--> statement-breakpoint
INSERT INTO "cari_hesap_counts" ("sirket_id", "cari_tip", "live")
  SELECT "sirket_id", "cari_tip", count(*) FROM "cari_hesap" WHERE "deleted_at" IS NULL GROUP BY 1, 2;
