CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"target_email" text,
	"reason" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_grants" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_grants" ADD COLUMN "source" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "retention_warned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_user_id","id");--> statement-breakpoint
CREATE INDEX "content_items_unwarned_idx" ON "content_items" USING btree ("last_used_at") WHERE status = 'ready' AND retention_warned_at IS NULL;--> statement-breakpoint
CREATE INDEX "content_items_warned_idx" ON "content_items" USING btree ("retention_warned_at") WHERE retention_warned_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_prefix_idx" ON "users" USING btree (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_prefix_idx" ON "users" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_newest_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "plan_grants" ADD CONSTRAINT "plan_grants_source_order" CHECK (("plan_grants"."source" = 'payment') = ("plan_grants"."order_id" IS NOT NULL));--> statement-breakpoint
-- The audit log is append-only (decision 572): a row is stamped with the time of writing and
-- never changed; only rows older than the kept period (7 years) may be deleted.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.created_at := now();
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND OLD.created_at < now() - interval '7 years' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE INSERT OR UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_change_append_only"();
