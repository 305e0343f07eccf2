CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"file_type" text NOT NULL,
	"mime_type" text NOT NULL,
	"declared_size" bigint NOT NULL,
	"stored_bytes" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"object_key" text NOT NULL,
	"preview_key" text,
	"thumbnail_key" text,
	"width" integer,
	"height" integer,
	"duration_seconds" real,
	"alt_text" text,
	"analyzed" boolean DEFAULT false NOT NULL,
	"analysis" jsonb,
	"upload_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_user_created_idx" ON "content_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "content_items_object_key_idx" ON "content_items" USING btree ("object_key");--> statement-breakpoint
CREATE INDEX "content_items_pending_idx" ON "content_items" USING btree ("upload_expires_at") WHERE status = 'pending';