ALTER TABLE "recordings" ADD COLUMN "waiting_for_storage_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "processing_refused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The workspace's "Waiting for storage" filter reads the recording's wait, which changes no
-- candidate column: its counts are kept while the list version stands (0013), so a wait that
-- begins or ends raises it too.
CREATE TRIGGER "recordings_change_storage_wait"
AFTER UPDATE OF "waiting_for_storage_since" ON "recordings" FOR EACH ROW
WHEN ((OLD."waiting_for_storage_since" IS NULL) <> (NEW."waiting_for_storage_since" IS NULL))
EXECUTE FUNCTION "candidate_list_changed"();
