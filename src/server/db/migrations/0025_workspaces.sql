CREATE TABLE "team_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_personal_is_owner" CHECK ("workspaces"."kind" <> 'personal' OR "workspaces"."id" = "workspaces"."owner_id")
);
--> statement-breakpoint
ALTER TABLE "team_activity" ADD CONSTRAINT "team_activity_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_activity" ADD CONSTRAINT "team_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_activity_workspace_idx" ON "team_activity" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_token_idx" ON "team_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "team_invitations_workspace_idx" ON "team_invitations" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workspaces_owner_idx" ON "workspaces" USING btree ("owner_id");--> statement-breakpoint
-- Every existing account gets its personal workspace, with the account's own id (decision 760).
INSERT INTO "workspaces" ("id", "kind", "owner_id", "created_at") SELECT "id", 'personal', "id", "created_at" FROM "users";--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at") SELECT "id", "id", 'owner', "created_at" FROM "users";--> statement-breakpoint
CREATE FUNCTION "create_personal_workspace"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "workspaces" ("id", "kind", "owner_id", "created_at") VALUES (NEW."id", 'personal', NEW."id", NEW."created_at");
  INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at") VALUES (NEW."id", NEW."id", 'owner', NEW."created_at");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_personal_workspace" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "create_personal_workspace"();--> statement-breakpoint
-- A row inserted without a workspace goes to its author's personal workspace.
CREATE FUNCTION "fill_workspace_from_author"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."workspace_id" IS NULL THEN
    NEW."workspace_id" := NEW."user_id";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
UPDATE "api_keys" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "api_keys_fill_workspace" BEFORE INSERT ON "api_keys" FOR EACH ROW EXECUTE FUNCTION "fill_workspace_from_author"();--> statement-breakpoint
ALTER TABLE "brand_training_items" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
UPDATE "brand_training_items" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "brand_training_items" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_training_items" ADD CONSTRAINT "brand_training_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "brand_training_items_fill_workspace" BEFORE INSERT ON "brand_training_items" FOR EACH ROW EXECUTE FUNCTION "fill_workspace_from_author"();--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
UPDATE "content_items" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "content_items" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "content_items_fill_workspace" BEFORE INSERT ON "content_items" FOR EACH ROW EXECUTE FUNCTION "fill_workspace_from_author"();--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
UPDATE "generations" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "generations" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "generations_fill_workspace" BEFORE INSERT ON "generations" FOR EACH ROW EXECUTE FUNCTION "fill_workspace_from_author"();--> statement-breakpoint
ALTER TABLE "instagram_insights" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
UPDATE "instagram_insights" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "instagram_insights" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "instagram_insights" ADD CONSTRAINT "instagram_insights_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "instagram_insights_fill_workspace" BEFORE INSERT ON "instagram_insights" FOR EACH ROW EXECUTE FUNCTION "fill_workspace_from_author"();--> statement-breakpoint
ALTER TABLE "instagram_oauth_states" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
UPDATE "instagram_oauth_states" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "instagram_oauth_states" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "instagram_oauth_states" ADD CONSTRAINT "instagram_oauth_states_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "instagram_oauth_states_fill_workspace" BEFORE INSERT ON "instagram_oauth_states" FOR EACH ROW EXECUTE FUNCTION "fill_workspace_from_author"();--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
UPDATE "posts" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "posts_fill_workspace" BEFORE INSERT ON "posts" FOR EACH ROW EXECUTE FUNCTION "fill_workspace_from_author"();--> statement-breakpoint
ALTER TABLE "voice_styles" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
UPDATE "voice_styles" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "voice_styles" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "voice_styles" ADD CONSTRAINT "voice_styles_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "voice_styles_fill_workspace" BEFORE INSERT ON "voice_styles" FOR EACH ROW EXECUTE FUNCTION "fill_workspace_from_author"();--> statement-breakpoint
-- One Instagram connection per workspace instead of per account.
ALTER TABLE "instagram_accounts" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
UPDATE "instagram_accounts" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "instagram_accounts" DROP CONSTRAINT "instagram_accounts_pkey";--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD PRIMARY KEY ("workspace_id");--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD CONSTRAINT "instagram_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "active_workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_active_workspace_id_workspaces_id_fk" FOREIGN KEY ("active_workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX "voice_styles_one_default_per_user";--> statement-breakpoint
DROP INDEX "brand_training_items_source_post_idx";--> statement-breakpoint
CREATE INDEX "api_keys_workspace_idx" ON "api_keys" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "brand_training_items_workspace_created_idx" ON "brand_training_items" USING btree ("workspace_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_workspace_created_idx" ON "content_items" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "content_items_workspace_ready_idx" ON "content_items" USING btree ("workspace_id","file_type","stored_bytes") WHERE status = 'ready';--> statement-breakpoint
CREATE INDEX "generations_workspace_day_idx" ON "generations" USING btree ("workspace_id","ist_day");--> statement-breakpoint
CREATE INDEX "instagram_insights_workspace_idx" ON "instagram_insights" USING btree ("workspace_id","fetched_at");--> statement-breakpoint
CREATE INDEX "posts_workspace_created_idx" ON "posts" USING btree ("workspace_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "voice_styles_workspace_created_idx" ON "voice_styles" USING btree ("workspace_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "voice_styles_one_default_per_workspace" ON "voice_styles" USING btree ("workspace_id") WHERE "voice_styles"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "brand_training_items_source_post_idx" ON "brand_training_items" USING btree ("workspace_id","source_post_id");