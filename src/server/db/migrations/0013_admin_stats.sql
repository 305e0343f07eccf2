CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"value_total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_kind_name_label_pk" PRIMARY KEY("day","kind","name","label")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "payment_orders_created_idx" ON "payment_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "plan_grants_ends_idx" ON "plan_grants" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "content_items_created_idx" ON "content_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "content_items_ready_idx" ON "content_items" USING btree ("user_id","file_type","stored_bytes") WHERE status = 'ready';--> statement-breakpoint
CREATE INDEX "generations_created_idx" ON "generations" USING btree ("created_at","status","language","engine");--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express it): how many distinct Indian days the
-- generations' creation times fall in, so the admin stats' daily grouping is planned as a
-- hash aggregate of a few thousand groups rather than a sort of every row (decision 551).
-- The expression must stay exactly the one in features/admin/stats.queries.ts.
CREATE STATISTICS IF NOT EXISTS "generations_day_bucket_stats" ON (date_bin('1 day'::interval, "created_at", '2000-01-01 00:00:00+05:30'::timestamptz)) FROM "generations";
