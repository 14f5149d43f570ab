DROP INDEX "candidates_created_idx";--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "has_text" boolean GENERATED ALWAYS AS (regexp_replace(regexp_replace(html, '<[^>]*>', '', 'g'), '&nbsp;|&#160;|[[:space:]' || chr(160) || chr(65279) || ']', '', 'g') <> '') STORED;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || email)) STORED;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "video_status" "recording_status";--> statement-breakpoint
CREATE INDEX "recordings_candidate_latest_idx" ON "recordings" USING btree ("candidate_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "recordings"."status" <> 'discarded';--> statement-breakpoint
CREATE INDEX "candidates_created_idx" ON "candidates" USING btree ("created_at","id");--> statement-breakpoint
-- candidates.video_status follows the candidate's latest recording that Record Again kept, so the
-- review workspace filters and counts by video state without a lookup per candidate.
CREATE FUNCTION "candidates_follow_latest_recording"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "candidates" SET "video_status" = (
    SELECT "status" FROM "recordings"
    WHERE "recordings"."candidate_id" = "candidates"."id" AND "status" <> 'discarded'
    ORDER BY "created_at" DESC, "id" DESC
    LIMIT 1)
  WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."candidate_id" ELSE NEW."candidate_id" END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "recordings_keep_candidate_video_status"
AFTER INSERT OR DELETE OR UPDATE OF "status", "candidate_id", "created_at" ON "recordings"
FOR EACH ROW EXECUTE FUNCTION "candidates_follow_latest_recording"();--> statement-breakpoint
UPDATE "candidates" SET "video_status" = (
  SELECT "status" FROM "recordings"
  WHERE "recordings"."candidate_id" = "candidates"."id" AND "status" <> 'discarded'
  ORDER BY "created_at" DESC, "id" DESC
  LIMIT 1);
