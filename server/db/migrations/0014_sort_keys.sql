DROP INDEX "candidates_completed_idx";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "score_average" double precision;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "score_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The team's average score and how many scored, kept on the candidate so the workspace sorts by
-- score through an index (docs/capacity.md, the review list) instead of averaging every
-- candidate's scores on each page.
CREATE FUNCTION "candidates_follow_scores"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scored uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."candidate_id" ELSE NEW."candidate_id" END;
BEGIN
  UPDATE "candidates" SET ("score_average", "score_count") = (
    SELECT avg("score")::float8, count(*)::int FROM "review_scores"
    WHERE "review_scores"."candidate_id" = scored)
  WHERE "id" = scored;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "review_scores_keep_candidate_score"
AFTER INSERT OR DELETE OR UPDATE OF "score" ON "review_scores"
FOR EACH ROW EXECUTE FUNCTION "candidates_follow_scores"();--> statement-breakpoint
UPDATE "candidates" SET ("score_average", "score_count") = (
  SELECT "s"."average", "s"."n" FROM (
    SELECT avg("score")::float8 AS "average", count(*)::int AS "n" FROM "review_scores"
    WHERE "review_scores"."candidate_id" = "candidates"."id") AS "s")
WHERE EXISTS (SELECT 1 FROM "review_scores" WHERE "review_scores"."candidate_id" = "candidates"."id");--> statement-breakpoint
CREATE INDEX "candidates_completed_desc_idx" ON "candidates" USING btree ("completed_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "candidates_completed_asc_idx" ON "candidates" USING btree ("completed_at","created_at","id");--> statement-breakpoint
CREATE INDEX "candidates_score_desc_idx" ON "candidates" USING btree ("score_average" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "candidates_score_asc_idx" ON "candidates" USING btree ("score_average","created_at","id");