CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"detailed_description" text DEFAULT '' NOT NULL,
	"hashtags" text DEFAULT '' NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"content_item_ids" uuid[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp (3) with time zone,
	"reminded_for" timestamp (3) with time zone,
	"engagement_prediction" integer,
	"language" text DEFAULT 'english' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_engagement_range" CHECK ("posts"."engagement_prediction" between 0 and 100),
	CONSTRAINT "posts_scheduled_has_time" CHECK ("posts"."status" <> 'scheduled' or "posts"."scheduled_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_user_created_idx" ON "posts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);