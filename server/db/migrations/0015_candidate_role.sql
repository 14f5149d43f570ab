ALTER TABLE "candidates" ADD COLUMN "role_id" varchar(3);--> statement-breakpoint
-- The role of the candidate's invite, kept on the candidate (neither changes once written), so
-- the workspace's role filter is an index in the list's order (docs/capacity.md, the review list).
CREATE FUNCTION "candidates_take_invite_role"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."role_id" := (SELECT "role_id" FROM "invites" WHERE "code" = NEW."invite_code");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "candidates_keep_invite_role"
BEFORE INSERT OR UPDATE OF "invite_code" ON "candidates"
FOR EACH ROW EXECUTE FUNCTION "candidates_take_invite_role"();--> statement-breakpoint
UPDATE "candidates" SET "role_id" = "invites"."role_id"
FROM "invites" WHERE "invites"."code" = "candidates"."invite_code";--> statement-breakpoint
CREATE INDEX "candidates_role_created_idx" ON "candidates" USING btree ("role_id","created_at","id");
