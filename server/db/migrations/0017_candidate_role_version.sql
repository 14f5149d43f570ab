ALTER TABLE "candidates" ADD COLUMN "role_version" integer;--> statement-breakpoint
-- The version of the invite's role, kept beside the role (0015) by the same trigger: the CSV export
-- reads the questions' count of each version its candidates were asked (docs/capacity.md).
CREATE OR REPLACE FUNCTION "candidates_take_invite_role"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "role_id", "role_version" INTO NEW."role_id", NEW."role_version"
  FROM "invites" WHERE "code" = NEW."invite_code";
  RETURN NEW;
END;
$$;--> statement-breakpoint
UPDATE "candidates" SET "role_version" = "invites"."role_version"
FROM "invites" WHERE "invites"."code" = "candidates"."invite_code";
--> statement-breakpoint
CREATE INDEX "candidates_role_version_idx" ON "candidates" USING btree ("role_id","role_version");
