CREATE TABLE "brand_training_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"engagement" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_training_items_content_type" CHECK ("brand_training_items"."content_type" in ('example_post', 'brand_guideline', 'voice_sample')),
	CONSTRAINT "brand_training_items_engagement" CHECK ("brand_training_items"."engagement" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voice_styles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"style_name" text NOT NULL,
	"description" text,
	"brand_voice" text NOT NULL,
	"tone_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"sample_captions" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_training_items" ADD CONSTRAINT "brand_training_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_styles" ADD CONSTRAINT "voice_styles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_training_items_user_created_idx" ON "brand_training_items" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "voice_styles_user_created_idx" ON "voice_styles" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "voice_styles_one_default_per_user" ON "voice_styles" USING btree ("user_id") WHERE "voice_styles"."is_default";