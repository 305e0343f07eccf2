CREATE TABLE "publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"destination" text NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'off' NOT NULL,
	"options" jsonb DEFAULT '{"fit":"pad"}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp (3) with time zone,
	"locked_until" timestamp (3) with time zone,
	"error" text,
	"error_code" text,
	"account_ref" text,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"container_id" text,
	"publish_sent_at" timestamp with time zone,
	"remote_id" text,
	"permalink" text,
	"published_at" timestamp with time zone,
	"results_stopped_at" timestamp with time zone,
	"results_stop_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publications_post_destination_key" UNIQUE("post_id","destination")
);
--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publications_due_idx" ON "publications" USING btree ("next_at") WHERE "publications"."state" in ('scheduled', 'publishing');--> statement-breakpoint
CREATE INDEX "publications_remote_idx" ON "publications" USING btree ("destination","remote_id");--> statement-breakpoint
-- Every post that publishes (or published, or tried) automatically gets its Instagram publication,
-- carrying its state, tries, the steps recorded so far (containers, the creation id and when
-- media_publish was sent), the published media and its permalink (decision 800).
INSERT INTO "publications" ("post_id", "destination", "user_id", "state", "options", "attempts", "next_at", "locked_until",
  "error", "error_code", "account_ref", "steps", "container_id", "publish_sent_at", "remote_id", "permalink", "published_at",
  "results_stopped_at", "results_stop_reason", "created_at", "updated_at")
SELECT p."id", 'instagram', coalesce(ip."user_id", p."user_id"),
  CASE
    WHEN p."status" = 'publishing' THEN 'publishing'
    WHEN ip."media_id" IS NOT NULL OR p."permalink" IS NOT NULL OR p."posted_at" IS NOT NULL THEN 'published'
    WHEN p."status" = 'failed' THEN 'failed'
    WHEN p."auto_publish" THEN 'scheduled'
    ELSE 'off'
  END,
  jsonb_build_object('fit', p."publish_fit"), p."publish_attempts", p."publish_next_at", p."publish_locked_until",
  p."publish_error", p."publish_error_code", ip."ig_user_id",
  CASE WHEN ip."post_id" IS NULL THEN '{}'::jsonb
    ELSE jsonb_build_object('children', ip."children", 'parentContainerId', ip."parent_container_id") END,
  ip."creation_id", ip."publish_sent_at", ip."media_id", coalesce(p."permalink", ip."permalink"),
  coalesce(ip."published_at", p."posted_at"), ip."insights_stopped_at", ip."insights_stop_reason",
  p."created_at", greatest(p."updated_at", ip."updated_at")
FROM "posts" p LEFT JOIN "instagram_publications" ip ON ip."post_id" = p."id"
WHERE p."auto_publish" OR p."permalink" IS NOT NULL OR p."posted_at" IS NOT NULL OR p."publish_error" IS NOT NULL
  OR p."status" IN ('publishing', 'failed') OR ip."post_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "instagram_publications" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "instagram_publications" CASCADE;--> statement-breakpoint
DROP INDEX "posts_auto_publish_due_idx";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "auto_publish";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "publish_fit";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "publish_attempts";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "publish_next_at";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "publish_locked_until";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "publish_error";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "publish_error_code";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "permalink";
