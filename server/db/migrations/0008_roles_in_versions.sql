ALTER TABLE "roles" DROP CONSTRAINT "roles_company_slug_companies_slug_fk";
--> statement-breakpoint
DROP TABLE "companies";--> statement-breakpoint
ALTER TABLE "roles" DROP COLUMN "company_slug";--> statement-breakpoint
ALTER TABLE "roles" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "roles" DROP COLUMN "max_minutes";--> statement-breakpoint
ALTER TABLE "roles" DROP COLUMN "questions";--> statement-breakpoint
-- Version 1 was right for the invites made before versions; every new invite names its own.
ALTER TABLE "invites" ALTER COLUMN "role_version" DROP DEFAULT;
