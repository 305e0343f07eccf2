-- Decision 745: a generation keeps the request it was written from and the variations it gave,
-- so that a one-tap rewrite starts from a stored result its owner was given.
ALTER TABLE "generations" ADD COLUMN "request" jsonb;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "results" jsonb;