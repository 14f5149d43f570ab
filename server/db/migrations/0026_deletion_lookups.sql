ALTER TABLE "webhook_deliveries" ADD COLUMN "candidate_id" uuid;--> statement-breakpoint
-- The deliveries queued before name their candidate in the body alone: the column lets a
-- deletion find them without reading every body (docs/privacy.md).
UPDATE "webhook_deliveries" SET "candidate_id" = ("payload"::jsonb->'data'->>'id')::uuid
  WHERE ("event" LIKE 'candidate.%' OR "event" = 'review.updated')
    AND "payload"::jsonb->'data'->>'id' ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';--> statement-breakpoint
CREATE INDEX "audit_events_code_idx" ON "audit_events" USING btree (("detail"->>'code')) WHERE ("audit_events"."detail"->>'code') is not null;--> statement-breakpoint
CREATE INDEX "audit_events_bulk_idx" ON "audit_events" USING btree ("created_at") WHERE "audit_events"."action" = 'invites.bulk';--> statement-breakpoint
CREATE INDEX "audit_events_share_idx" ON "audit_events" USING btree (("detail"->>'shareId')) WHERE ("audit_events"."detail"->>'shareId') is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_candidate_idx" ON "mail_outbox" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_candidate_idx" ON "webhook_deliveries" USING btree ("candidate_id");