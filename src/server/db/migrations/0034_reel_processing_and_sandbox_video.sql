ALTER TABLE "instagram_sandbox_media" ADD COLUMN "video_key" text;--> statement-breakpoint
ALTER TABLE "instagram_sandbox_media" ADD COLUMN "thumb_offset_ms" integer;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "processing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "status_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "last_status" text;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "last_checked_at" timestamp with time zone;