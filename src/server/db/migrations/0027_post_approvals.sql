ALTER TABLE "posts" ADD COLUMN "people" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Every post saved before approvals was written by its author (decision 761): the record starts there.
UPDATE "posts" AS p SET "people" = jsonb_build_object(
  'writtenBy', jsonb_build_object(
    'id', u."id",
    'name', coalesce(nullif(trim(concat_ws(' ', u."first_name", u."last_name")), ''), u."email"),
    'at', to_char(p."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
) FROM "users" AS u WHERE u."id" = p."user_id";
