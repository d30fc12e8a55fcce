ALTER TABLE "vibes" ADD COLUMN "creator_username" text;--> statement-breakpoint
UPDATE "vibes" SET "creator_username" = "users"."moodtape_username" FROM "users" WHERE "users"."id" = "vibes"."user_id";--> statement-breakpoint
ALTER TABLE "vibes" ALTER COLUMN "creator_username" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vibes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', creator_username), 'B') || setweight(to_tsvector('simple', prompt), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "vibes_public_search_idx" ON "vibes" USING gin ("search_vector") WHERE "vibes"."is_public";
