-- has_text was a generated column: its two regular expressions cost about half a millisecond of
-- the database thread per save of a formatted answer on PGlite (docs/capacity.md). The server now
-- writes it with the answer, and the plain text the CSV export needs beside it.
ALTER TABLE "answers" ALTER COLUMN "has_text" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ALTER COLUMN "has_text" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "plain_text" text;
