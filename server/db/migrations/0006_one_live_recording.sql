-- One live recording per candidate. Uploads created at the same moment could leave several: the
-- submitted one (else the newest) stays, and the others are discarded as Record Again would have
-- discarded them. What they left in storage goes with the sweep of expired uploads.
UPDATE "recordings" SET "status" = 'discarded'
WHERE "status" <> 'discarded' AND "id" NOT IN (
  SELECT DISTINCT ON ("candidate_id") "id" FROM "recordings"
  WHERE "status" <> 'discarded'
  ORDER BY "candidate_id", "submitted_at" IS NULL, "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_one_live_per_candidate_idx" ON "recordings" USING btree ("candidate_id") WHERE "recordings"."status" <> 'discarded';
