CREATE TYPE "public"."assessment_step" AS ENUM('overview', 'questions', 'video', 'complete');--> statement-breakpoint
CREATE TYPE "public"."integrity_event_kind" AS ENUM('paste', 'tab_hidden', 'blocked_key', 'context_menu');--> statement-breakpoint
CREATE TYPE "public"."recording_status" AS ENUM('uploading', 'uploaded', 'processed', 'failed', 'discarded');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('new', 'shortlisted', 'rejected');--> statement-breakpoint
CREATE TABLE "answers" (
	"candidate_id" uuid NOT NULL,
	"question_index" integer NOT NULL,
	"question" text NOT NULL,
	"html" text NOT NULL,
	"sequence" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answers_candidate_id_question_index_pk" PRIMARY KEY("candidate_id","question_index")
);
--> statement-breakpoint
CREATE TABLE "candidate_sessions" (
	"secret_hash" varchar(64) PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invite_code" varchar(22) NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(320) NOT NULL,
	"social" text NOT NULL,
	"company" varchar(120) NOT NULL,
	"experience" varchar(8),
	"gender" varchar(32),
	"deployment_id" varchar(64),
	"device" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"step" "assessment_step" DEFAULT 'overview' NOT NULL,
	"question_index" integer DEFAULT 0 NOT NULL,
	"video_completed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"over_time" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"slug" varchar(64) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"url" text NOT NULL,
	"logo" text NOT NULL,
	"color" varchar(16) NOT NULL,
	"tagline" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"rating" integer,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" is null or "feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "integrity_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integrity_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"candidate_id" uuid NOT NULL,
	"kind" "integrity_event_kind" NOT NULL,
	"detail" varchar(200),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"code" varchar(22) PRIMARY KEY NOT NULL,
	"role_id" varchar(3) NOT NULL,
	"label" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"upload_id" varchar(128) NOT NULL,
	"status" "recording_status" DEFAULT 'uploading' NOT NULL,
	"mime_type" varchar(100),
	"container" varchar(16),
	"size_bytes" bigint,
	"duration_ms" integer,
	"storage_key" text,
	"poster_key" text,
	"recorded_ms" integer,
	"end_to_complete_ms" integer,
	"processing_attempts" integer DEFAULT 0 NOT NULL,
	"processing_error" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"status" "review_status" DEFAULT 'new' NOT NULL,
	"score" integer,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_score_range" CHECK ("reviews"."score" is null or "reviews"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" varchar(3) PRIMARY KEY NOT NULL,
	"company_slug" varchar(64) NOT NULL,
	"title" varchar(160) NOT NULL,
	"max_minutes" varchar(16) DEFAULT '20mins' NOT NULL,
	"questions" jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_sessions" ADD CONSTRAINT "candidate_sessions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_invite_code_invites_code_fk" FOREIGN KEY ("invite_code") REFERENCES "public"."invites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_events" ADD CONSTRAINT "integrity_events_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_company_slug_companies_slug_fk" FOREIGN KEY ("company_slug") REFERENCES "public"."companies"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "candidate_sessions_candidate_idx" ON "candidate_sessions" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_invite_idx" ON "candidates" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "candidates_email_idx" ON "candidates" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "integrity_events_candidate_idx" ON "integrity_events" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "invites_role_idx" ON "invites" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_upload_idx" ON "recordings" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "recordings_candidate_idx" ON "recordings" USING btree ("candidate_id");