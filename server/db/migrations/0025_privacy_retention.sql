CREATE TABLE "candidate_deletions" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"reason" varchar(16) NOT NULL,
	"files" jsonb,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"files_removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "hold_reason" varchar(300);--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "held_by" varchar(160);--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "erasure_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "retention" jsonb;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "candidate_id" uuid;--> statement-breakpoint
CREATE INDEX "audit_events_candidate_idx" ON "audit_events" USING btree ("candidate_id");--> statement-breakpoint
-- The entries written before about one candidate (a reprocessed recording) name them in their
-- detail: the column lets a deletion find and blank them (docs/privacy.md).
UPDATE "audit_events" SET "candidate_id" = ("detail"->>'candidateId')::uuid
  WHERE "detail"->>'candidateId' ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
