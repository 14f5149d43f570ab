ALTER TABLE "candidates" ADD COLUMN "completed_event_at" timestamp with time zone;--> statement-breakpoint
-- Completions before this release were announced by it (or, mid-processing, are when processing
-- ends): none is caught up again as new.
UPDATE "candidates" SET "completed_event_at" = "completed_at" WHERE "completed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "candidates_completed_unannounced_idx" ON "candidates" USING btree ("completed_at") WHERE "candidates"."completed_at" is not null and "candidates"."completed_event_at" is null;
