CREATE TABLE "poster_cache" (
	"lookup_key" text PRIMARY KEY NOT NULL,
	"poster_path" text,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_blocks" (
	"service" text PRIMARY KEY NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_page_tokens" (
	"query_key" text NOT NULL,
	"page" integer NOT NULL,
	"token" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "video_page_tokens_query_key_page_pk" PRIMARY KEY("query_key","page")
);
--> statement-breakpoint
CREATE TABLE "video_search_cache" (
	"cache_key" text PRIMARY KEY NOT NULL,
	"videos" jsonb NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "poster_cache_fetched_idx" ON "poster_cache" USING btree ("fetched_at");--> statement-breakpoint
CREATE INDEX "video_page_tokens_fetched_idx" ON "video_page_tokens" USING btree ("fetched_at");--> statement-breakpoint
CREATE INDEX "video_search_cache_expiry_idx" ON "video_search_cache" USING btree ("expires_at");