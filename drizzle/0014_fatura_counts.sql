CREATE TABLE "fatura_counts" (
	"sirket_id" uuid NOT NULL,
	"tip" text NOT NULL,
	"doviz_cinsi" text NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"live" integer NOT NULL,
	CONSTRAINT "fatura_counts_sirket_id_tip_doviz_cinsi_slot_pk" PRIMARY KEY("sirket_id","tip","doviz_cinsi","slot")
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers): keeps fatura_counts equal to the
-- live (not deleted) bills per company, direction and currency, in the writing transaction, as
-- 0003 and 0008 do for cari_hesap_counts. Statement triggers with transition tables, so a bulk
-- insert adds one row per group, not one per bill; each statement adds its change to a slot picked
-- at random (concurrent writers of one company rarely wait on one row); an edit that keeps company,
-- direction, currency and liveness writes nothing (HAVING). A slot may go below zero; only the sum
-- counts.
CREATE FUNCTION "fatura_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "fatura_counts" ("sirket_id", "tip", "doviz_cinsi", "slot", "live")
      SELECT "sirket_id", "tip", "doviz_cinsi", floor(random() * 16)::smallint, count(*) FROM "new_rows" WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3
      ON CONFLICT ("sirket_id", "tip", "doviz_cinsi", "slot") DO UPDATE SET "live" = "fatura_counts"."live" + excluded."live";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "fatura_counts" ("sirket_id", "tip", "doviz_cinsi", "slot", "live")
      SELECT "sirket_id", "tip", "doviz_cinsi", floor(random() * 16)::smallint, sum("delta") FROM (
        SELECT "sirket_id", "tip", "doviz_cinsi", 1 AS "delta" FROM "new_rows" WHERE "deleted_at" IS NULL
        UNION ALL
        SELECT "sirket_id", "tip", "doviz_cinsi", -1 FROM "old_rows" WHERE "deleted_at" IS NULL
      ) AS "changes" GROUP BY 1, 2, 3 HAVING sum("delta") <> 0
      ON CONFLICT ("sirket_id", "tip", "doviz_cinsi", "slot") DO UPDATE SET "live" = "fatura_counts"."live" + excluded."live";
  ELSE
    INSERT INTO "fatura_counts" ("sirket_id", "tip", "doviz_cinsi", "slot", "live")
      SELECT "sirket_id", "tip", "doviz_cinsi", floor(random() * 16)::smallint, -count(*) FROM "old_rows" WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3
      ON CONFLICT ("sirket_id", "tip", "doviz_cinsi", "slot") DO UPDATE SET "live" = "fatura_counts"."live" + excluded."live";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "fatura_counts_insert" AFTER INSERT ON "fatura" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fatura_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "fatura_counts_update" AFTER UPDATE ON "fatura" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fatura_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "fatura_counts_delete" AFTER DELETE ON "fatura" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fatura_counts_apply"();--> statement-breakpoint
INSERT INTO "fatura_counts" ("sirket_id", "tip", "doviz_cinsi", "live")
  SELECT "sirket_id", "tip", "doviz_cinsi", count(*) FROM "fatura" WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3;
