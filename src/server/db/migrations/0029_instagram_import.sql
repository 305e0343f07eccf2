CREATE TABLE "instagram_imported_media" (
	"workspace_id" uuid NOT NULL,
	"media_id" text NOT NULL,
	"ig_user_id" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"media_type" text,
	"permalink" text,
	"posted_at" timestamp with time zone,
	"source" text NOT NULL,
	"fetched_at" timestamp (3) with time zone,
	"not_enough_viewers" boolean DEFAULT false NOT NULL,
	"reach" integer,
	"views" integer,
	"likes" integer,
	"comments" integer,
	"saved" integer,
	"shares" integer,
	"total_interactions" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instagram_imported_media_workspace_id_media_id_pk" PRIMARY KEY("workspace_id","media_id")
);
--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "insights_denied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "import_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "import_finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "import_outcome" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "content_field" text;--> statement-breakpoint
ALTER TABLE "instagram_imported_media" ADD CONSTRAINT "instagram_imported_media_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instagram_imported_media_posted_idx" ON "instagram_imported_media" USING btree ("workspace_id","posted_at");