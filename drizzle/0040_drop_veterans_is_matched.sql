DROP INDEX "veterans_unmatched_idx";--> statement-breakpoint
ALTER TABLE "veterans" DROP COLUMN "is_matched";