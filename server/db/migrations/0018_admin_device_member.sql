ALTER TABLE "admin_devices" ADD COLUMN "member_id" uuid;--> statement-breakpoint
CREATE INDEX "admin_devices_member_idx" ON "admin_devices" USING btree ("member_id","last_used_at");--> statement-breakpoint
-- A removed member's join links and share links end with them (docs/team.md); those left open by
-- removals before this release are ended now.
UPDATE "member_invites" SET "revoked_at" = now() WHERE "revoked_at" IS NULL AND "used_at" IS NULL AND "created_by" IN (SELECT "id" FROM "members" WHERE "removed_at" IS NOT NULL);--> statement-breakpoint
UPDATE "share_links" SET "revoked_at" = now() WHERE "revoked_at" IS NULL AND "created_by" IN (SELECT "id" FROM "members" WHERE "removed_at" IS NOT NULL);
