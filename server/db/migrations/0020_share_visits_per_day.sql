ALTER TABLE "share_visits" ADD COLUMN "visit_day" date;--> statement-breakpoint
ALTER TABLE "share_visits" ADD COLUMN "visits" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "share_visits_share_day_idx" ON "share_visits" USING btree ("share_id","visit_day");