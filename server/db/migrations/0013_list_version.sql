CREATE TABLE "candidate_list_version" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "candidate_list_version_one_row" CHECK ("candidate_list_version"."only")
);
--> statement-breakpoint
INSERT INTO "candidate_list_version" DEFAULT VALUES;--> statement-breakpoint
-- The workspace counts each filter's candidates once and keeps the total while this number stands
-- (docs/capacity.md, the review list): every write that can change which candidates a filter
-- matches raises it, in the writer's transaction, so a reader sees the number and the rows change
-- together. Writes that change no filter (answers, notes, times) leave it alone.
CREATE FUNCTION "candidate_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "candidate_list_version" SET "version" = "version" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Rows added or removed, once per statement: an upsert that only updated adds no row (its
-- transition table is empty), and a bulk insert raises the number once.
CREATE FUNCTION "candidate_list_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "changed_rows") THEN
    UPDATE "candidate_list_version" SET "version" = "version" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "candidates_join_list" AFTER INSERT ON "candidates"
REFERENCING NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_list_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "candidates_leave_list" AFTER DELETE ON "candidates"
REFERENCING OLD TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_list_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "candidates_emptied" AFTER TRUNCATE ON "candidates"
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_list_changed"();--> statement-breakpoint
CREATE TRIGGER "candidates_change_for_list_filters"
AFTER UPDATE ON "candidates" FOR EACH ROW
WHEN (OLD."video_status" IS DISTINCT FROM NEW."video_status"
  OR OLD."video_unavailable_reason" IS DISTINCT FROM NEW."video_unavailable_reason"
  OR OLD."over_time" IS DISTINCT FROM NEW."over_time"
  OR OLD."name" IS DISTINCT FROM NEW."name"
  OR OLD."email" IS DISTINCT FROM NEW."email"
  OR OLD."invite_code" IS DISTINCT FROM NEW."invite_code")
EXECUTE FUNCTION "candidate_list_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_added" AFTER INSERT ON "reviews"
REFERENCING NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_list_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_removed" AFTER DELETE ON "reviews"
REFERENCING OLD TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_list_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_emptied" AFTER TRUNCATE ON "reviews"
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_list_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_change_status"
AFTER UPDATE ON "reviews" FOR EACH ROW
WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."candidate_id" IS DISTINCT FROM NEW."candidate_id")
EXECUTE FUNCTION "candidate_list_changed"();--> statement-breakpoint
CREATE TRIGGER "review_scores_added" AFTER INSERT ON "review_scores"
REFERENCING NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_list_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "review_scores_removed" AFTER DELETE ON "review_scores"
REFERENCING OLD TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_list_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "review_scores_emptied" AFTER TRUNCATE ON "review_scores"
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_list_changed"();
