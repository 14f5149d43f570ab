CREATE TABLE IF NOT EXISTS "app_instances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"release" varchar(120) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
