-- reviews.score has been unused since each member scores in review_scores. The previous release
-- still names it in every insert into reviews, so the column stays (null, unchecked, unindexed)
-- until the next release drops it (docs/deploying.md, "Upgrading").
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_score_range";--> statement-breakpoint
DROP INDEX "reviews_score_idx";
