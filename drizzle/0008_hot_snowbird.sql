ALTER TABLE "cari_hesap_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cari_hesap_counts" DROP CONSTRAINT "cari_hesap_counts_cari_tip_sirket_id_pk";--> statement-breakpoint
ALTER TABLE "cari_hesap_counts" ADD CONSTRAINT "cari_hesap_counts_cari_tip_sirket_id_slot_pk" PRIMARY KEY("cari_tip","sirket_id","slot");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers; the statement order above is fixed by
-- hand too: the column before the key). The counters of 0003, spread over 16 slots per company and
-- type: each statement adds its change to a slot picked at random, so concurrent writers of one
-- company rarely wait on the same row's lock until the other commits (they all did with one row).
-- Deletes add a negative change the same way; a slot may go below zero, only the sum counts.
CREATE OR REPLACE FUNCTION "cari_hesap_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "cari_hesap_counts" ("sirket_id", "cari_tip", "slot", "live")
      SELECT "sirket_id", "cari_tip", floor(random() * 16)::smallint, count(*) FROM "new_rows" WHERE "deleted_at" IS NULL GROUP BY 1, 2
      ON CONFLICT ("cari_tip", "sirket_id", "slot") DO UPDATE SET "live" = "cari_hesap_counts"."live" + excluded."live";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "cari_hesap_counts" ("sirket_id", "cari_tip", "slot", "live")
      SELECT "sirket_id", "cari_tip", floor(random() * 16)::smallint, sum("delta") FROM (
        SELECT "sirket_id", "cari_tip", 1 AS "delta" FROM "new_rows" WHERE "deleted_at" IS NULL
        UNION ALL
        SELECT "sirket_id", "cari_tip", -1 FROM "old_rows" WHERE "deleted_at" IS NULL
      ) AS "changes" GROUP BY 1, 2 HAVING sum("delta") <> 0
      ON CONFLICT ("cari_tip", "sirket_id", "slot") DO UPDATE SET "live" = "cari_hesap_counts"."live" + excluded."live";
  ELSE
    INSERT INTO "cari_hesap_counts" ("sirket_id", "cari_tip", "slot", "live")
      SELECT "sirket_id", "cari_tip", floor(random() * 16)::smallint, -count(*) FROM "old_rows" WHERE "deleted_at" IS NULL GROUP BY 1, 2
      ON CONFLICT ("cari_tip", "sirket_id", "slot") DO UPDATE SET "live" = "cari_hesap_counts"."live" + excluded."live";
  END IF;
  RETURN NULL;
END
$$;
