CREATE TABLE "tus_upload_pieces" (
	"upload_id" varchar(64) NOT NULL,
	"start" bigint NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "tus_upload_pieces_upload_id_start_pk" PRIMARY KEY("upload_id","start")
);
--> statement-breakpoint
CREATE TABLE "tus_uploads" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"size" bigint,
	"offset" bigint DEFAULT 0 NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tus_upload_pieces" ADD CONSTRAINT "tus_upload_pieces_upload_id_tus_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."tus_uploads"("id") ON DELETE cascade ON UPDATE no action;