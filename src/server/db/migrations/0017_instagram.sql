CREATE TABLE "instagram_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"ig_user_id" text NOT NULL,
	"username" text NOT NULL,
	"name" text,
	"account_type" text,
	"profile_picture_url" text,
	"token_ciphertext" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"token_refreshed_at" timestamp with time zone NOT NULL,
	"needs_reconnect_at" timestamp with time zone,
	"reconnect_reason" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_oauth_states" (
	"nonce" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_binding" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_publications" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"ig_user_id" text NOT NULL,
	"children" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parent_container_id" text,
	"creation_id" text,
	"publish_sent_at" timestamp with time zone,
	"media_id" text,
	"permalink" text,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_sandbox_media" (
	"id" text PRIMARY KEY NOT NULL,
	"ig_user_id" text NOT NULL,
	"media_type" text NOT NULL,
	"status" text NOT NULL,
	"status_detail" text,
	"is_carousel_item" boolean DEFAULT false NOT NULL,
	"caption" text,
	"alt_text" text,
	"image_key" text,
	"children" text[],
	"media_id" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "auto_publish" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_fit" text DEFAULT 'pad' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_next_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_locked_until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_error" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_error_code" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "permalink" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "posted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD CONSTRAINT "instagram_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_oauth_states" ADD CONSTRAINT "instagram_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_publications" ADD CONSTRAINT "instagram_publications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_publications" ADD CONSTRAINT "instagram_publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instagram_sandbox_media_user_idx" ON "instagram_sandbox_media" USING btree ("ig_user_id","published_at");--> statement-breakpoint
CREATE INDEX "posts_auto_publish_due_idx" ON "posts" USING btree ("scheduled_at") WHERE "posts"."auto_publish" and "posts"."status" in ('scheduled', 'publishing');