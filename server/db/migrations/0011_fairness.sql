ALTER TYPE "public"."integrity_event_kind" ADD VALUE 'page_opened';--> statement-breakpoint
ALTER TYPE "public"."integrity_event_kind" ADD VALUE 'page_left';--> statement-breakpoint
ALTER TABLE "candidate_sessions" ADD COLUMN "device" jsonb;--> statement-breakpoint
ALTER TABLE "candidate_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "paste_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "away_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "away_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "video_unavailable_reason" varchar(32);--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "video_unavailable_note" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "interrupted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- What was there before: each candidate's first registration came from the computer their row
-- describes; the summary columns start from the events already recorded.
UPDATE "candidate_sessions" SET "last_seen_at" = "created_at";--> statement-breakpoint
UPDATE "candidate_sessions" AS s SET "device" = c."device"
FROM "candidates" AS c
WHERE c."id" = s."candidate_id"
  AND s."secret_hash" = (
    SELECT f."secret_hash" FROM "candidate_sessions" AS f
    WHERE f."candidate_id" = c."id" ORDER BY f."created_at", f."secret_hash" LIMIT 1
  );--> statement-breakpoint
UPDATE "candidates" AS c SET "paste_count" = e."n"
FROM (
  SELECT "candidate_id", count(*)::int AS "n" FROM "integrity_events"
  WHERE "kind"::text = 'paste' GROUP BY "candidate_id"
) AS e
WHERE e."candidate_id" = c."id";--> statement-breakpoint
UPDATE "candidates" AS c SET "away_count" = a."n", "away_ms" = a."ms"
FROM (
  SELECT "candidate_id", count(*)::int AS "n",
    sum(extract(epoch FROM "next_at" - "occurred_at") * 1000)::bigint AS "ms"
  FROM (
    SELECT "candidate_id", "kind"::text AS "kind", "occurred_at",
      lead("kind"::text) OVER w AS "next_kind", lead("occurred_at") OVER w AS "next_at"
    FROM "integrity_events" WHERE "kind"::text IN ('tab_hidden', 'tab_returned')
    WINDOW w AS (PARTITION BY "candidate_id" ORDER BY "occurred_at", "id")
  ) AS ordered
  WHERE "kind" = 'tab_hidden' AND "next_kind" = 'tab_returned'
  GROUP BY "candidate_id"
) AS a
WHERE a."candidate_id" = c."id";
