import { defineConfig } from "drizzle-kit";

// Used only by `npm run db:generate` to write SQL migrations from the schema; the server
// applies the committed migrations itself at start (src/server/db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./src/server/db/migrations",
});
