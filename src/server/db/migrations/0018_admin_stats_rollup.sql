CREATE TABLE "generation_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"engine" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "generation_counts_day_status_language_engine_pk" PRIMARY KEY("day","status","language","engine")
);
--> statement-breakpoint
DROP INDEX "generations_user_created_idx";--> statement-breakpoint
DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "generations_user_created_idx" ON "generations" USING btree ("user_id","created_at","status");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at") WHERE deleted_at IS NULL;--> statement-breakpoint
-- Written by hand from here (drizzle-kit cannot express these; decision 551).
-- generation_counts follows every finished generation: one row per IST day, status, language
-- and engine. A trigger keeps it, so nothing in the app can forget to.
CREATE FUNCTION "generation_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('succeeded', 'failed') THEN
    UPDATE generation_counts SET n = n - 1
    WHERE day = (OLD.created_at AT TIME ZONE 'Asia/Kolkata')::date AND status = OLD.status
      AND language = OLD.language AND engine = coalesce(OLD.engine, 'unknown');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('succeeded', 'failed') THEN
    INSERT INTO generation_counts (day, status, language, engine, n)
    VALUES ((NEW.created_at AT TIME ZONE 'Asia/Kolkata')::date, NEW.status, NEW.language, coalesce(NEW.engine, 'unknown'), 1)
    ON CONFLICT (day, status, language, engine) DO UPDATE SET n = generation_counts.n + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "generations_counts" AFTER INSERT OR DELETE OR UPDATE OF "status", "engine", "language", "created_at" ON "generations" FOR EACH ROW EXECUTE FUNCTION "generation_counts_track"();--> statement-breakpoint
INSERT INTO "generation_counts" ("day", "status", "language", "engine", "n")
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, status, language, coalesce(engine, 'unknown'), count(*)
FROM "generations" WHERE status IN ('succeeded', 'failed') GROUP BY 1, 2, 3, 4;
