CREATE TABLE "instagram_insights" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"media_id" text NOT NULL,
	"age_bucket" text NOT NULL,
	"fetched_at" timestamp (3) with time zone NOT NULL,
	"source" text NOT NULL,
	"not_enough_viewers" boolean DEFAULT false NOT NULL,
	"reach" integer,
	"views" integer,
	"likes" integer,
	"comments" integer,
	"saved" integer,
	"shares" integer,
	"total_interactions" integer,
	CONSTRAINT "instagram_insights_post_id_age_bucket_pk" PRIMARY KEY("post_id","age_bucket")
);
--> statement-breakpoint
ALTER TABLE "instagram_publications" ADD COLUMN "insights_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instagram_publications" ADD COLUMN "insights_stop_reason" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "results" jsonb;--> statement-breakpoint
ALTER TABLE "instagram_insights" ADD CONSTRAINT "instagram_insights_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_insights" ADD CONSTRAINT "instagram_insights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instagram_insights_user_idx" ON "instagram_insights" USING btree ("user_id","fetched_at");