ALTER TABLE "brand_training_items" ADD COLUMN "source_post_id" uuid;--> statement-breakpoint
ALTER TABLE "brand_training_items" ADD COLUMN "engagement_basis" text;--> statement-breakpoint
ALTER TABLE "brand_training_items" ADD CONSTRAINT "brand_training_items_source_post_id_posts_id_fk" FOREIGN KEY ("source_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_training_items_source_post_idx" ON "brand_training_items" USING btree ("user_id","source_post_id");