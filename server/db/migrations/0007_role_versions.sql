CREATE TABLE "role_logos" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"mime_type" varchar(32) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_versions" (
	"role_id" varchar(3) NOT NULL,
	"version" integer NOT NULL,
	"title" varchar(160) NOT NULL,
	"company_name" varchar(120) NOT NULL,
	"company_url" text NOT NULL,
	"company_logo_id" varchar(64),
	"company_logo" text NOT NULL,
	"questions" jsonb NOT NULL,
	"guidance" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120) NOT NULL,
	CONSTRAINT "role_versions_role_id_version_pk" PRIMARY KEY("role_id","version")
);
--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "role_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "extra_time" jsonb;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "current_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "role_versions" ADD CONSTRAINT "role_versions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "role_versions" ADD CONSTRAINT "role_versions_company_logo_id_role_logos_id_fk" FOREIGN KEY ("company_logo_id") REFERENCES "public"."role_logos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Each role as it stands becomes its version 1, with the settings every role had until now
-- (20 minutes, a video of up to 3 minutes, unlimited takes, no thinking time); every invite made
-- so far asks that version.
INSERT INTO "role_versions" ("role_id", "version", "title", "company_name", "company_url", "company_logo", "questions", "guidance", "settings", "created_at", "created_by")
SELECT r."id", 1, r."title", c."name", c."url", c."logo", r."questions",
  (SELECT coalesce(jsonb_agg(to_jsonb(''::text)), '[]'::jsonb) FROM jsonb_array_elements(r."questions")),
  '{"answerMinutes":20,"video":{"enabled":true,"maxSeconds":180,"takes":null},"thinkingSeconds":0}'::jsonb,
  r."updated_at", 'catalogue'
FROM "roles" r JOIN "companies" c ON c."slug" = r."company_slug";--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_role_id_role_version_role_versions_role_id_version_fk" FOREIGN KEY ("role_id","role_version") REFERENCES "public"."role_versions"("role_id","version") ON DELETE no action ON UPDATE cascade;