ALTER TABLE "generations" ADD COLUMN "engagement_estimates" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "engagement_basis" text;--> statement-breakpoint
-- Decision 207: a saved figure keeps a basis only where one can be shown. A post whose caption
-- is exactly one an AI model generated for the same user carried that model's own guess; every
-- other older figure (the offline writer's former "90", or a caption edited since) keeps no
-- basis and is neither shown nor averaged.
UPDATE "posts" AS p
SET "engagement_basis" = 'The AI model''s own guess (' || g."engine" || ') from the photos and the caption; not a measurement of your audience.'
FROM "generations" AS g
WHERE p."engagement_prediction" IS NOT NULL
  AND p."engagement_basis" IS NULL
  AND g."user_id" = p."user_id"
  AND g."status" = 'succeeded'
  AND g."engine" IN ('gemini', 'openai', 'openai-compatible')
  AND g."caption" = p."caption";
