CREATE TABLE "daily_usage" (
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"resource" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_usage_user_id_day_resource_pk" PRIMARY KEY("user_id","day","resource")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vibe_savers" (
	"vibe_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vibe_savers_vibe_id_user_id_pk" PRIMARY KEY("vibe_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "daily_usage" ADD CONSTRAINT "daily_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vibe_savers" ADD CONSTRAINT "vibe_savers_vibe_id_vibes_id_fk" FOREIGN KEY ("vibe_id") REFERENCES "public"."vibes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vibe_savers" ADD CONSTRAINT "vibe_savers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_resets_idx" ON "rate_limit_hits" USING btree ("resets_at");--> statement-breakpoint
-- Saves made before savers were recorded: every copy still kept counts its saver once, and a
-- vibe's count becomes the number of distinct people who saved it.
INSERT INTO "vibe_savers" ("vibe_id", "user_id")
SELECT DISTINCT copy."relay_vibe_id", copy."user_id"
FROM "vibes" copy JOIN "vibes" relay ON relay."id" = copy."relay_vibe_id"
WHERE copy."user_id" <> relay."user_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "vibes" SET "save_count" = (SELECT count(*) FROM "vibe_savers" s WHERE s."vibe_id" = "vibes"."id");
