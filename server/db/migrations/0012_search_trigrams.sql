-- Trigrams for the workspace's text search: pg_trgm is a trusted extension (PostgreSQL 13+), so
-- the database's owner may create it; PGlite loads it in its thread (pglite-thread.worker.mjs).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "candidates_search_trgm_idx" ON "candidates" USING gin ("search_text" gin_trgm_ops);
