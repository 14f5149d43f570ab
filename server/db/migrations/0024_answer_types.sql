CREATE TABLE "answer_files" (
	"candidate_id" uuid NOT NULL,
	"question_index" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_files_candidate_id_question_index_pk" PRIMARY KEY("candidate_id","question_index")
);
--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "choices" jsonb;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "unmatched" boolean;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "skipped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "question_index" integer;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "media" varchar(8) DEFAULT 'video' NOT NULL;--> statement-breakpoint
ALTER TABLE "role_versions" ADD COLUMN "question_forms" jsonb;--> statement-breakpoint
ALTER TABLE "answer_files" ADD CONSTRAINT "answer_files_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_unmatched_idx" ON "answers" USING btree ("candidate_id") WHERE "answers"."unmatched";--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_one_live_per_answer_idx" ON "recordings" USING btree ("candidate_id",coalesce("question_index", -1)) WHERE "recordings"."status" <> 'discarded';--> statement-breakpoint
DROP INDEX "recordings_one_live_per_candidate_idx";--> statement-breakpoint
-- candidates.video_status follows the role's video introduction only (question_index null):
-- a recorded answer to a question is not the introduction the workspace's video filter means.
CREATE OR REPLACE FUNCTION "candidates_follow_latest_recording"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "candidates" SET "video_status" = (
    SELECT "status" FROM "recordings"
    WHERE "recordings"."candidate_id" = "candidates"."id" AND "status" <> 'discarded'
      AND "recordings"."question_index" IS NULL
    ORDER BY "created_at" DESC, "id" DESC
    LIMIT 1)
  WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."candidate_id" ELSE NEW."candidate_id" END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "recordings_keep_candidate_video_status" ON "recordings";--> statement-breakpoint
CREATE TRIGGER "recordings_keep_candidate_video_status"
AFTER INSERT OR DELETE OR UPDATE OF "status", "candidate_id", "created_at", "question_index" ON "recordings"
FOR EACH ROW EXECUTE FUNCTION "candidates_follow_latest_recording"();
