DROP INDEX "invoices_series_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_description" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "credit_days" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "credit_grant_id" uuid;--> statement-breakpoint
ALTER TABLE "plan_grants" ADD COLUMN "credited_to_order_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_state_code" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_credit_grant_id_plan_grants_id_fk" FOREIGN KEY ("credit_grant_id") REFERENCES "public"."plan_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_grants" ADD CONSTRAINT "plan_grants_credited_to_order_id_payment_orders_id_fk" FOREIGN KEY ("credited_to_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_idx" ON "invoices" USING btree ("kind","sandbox","financial_year","sequence");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_credit_not_negative" CHECK ("payment_orders"."credit_paise" >= 0);