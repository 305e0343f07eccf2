import type { FastifyInstance } from "fastify";
import { unauthorized } from "../../errors.ts";

/**
 * The current user. Accounts (sign-up and sign-in) are not built yet, so nobody is signed in
 * and this answers 401, which the web app reads as "signed out".
 */
export function accountsRoutes(app: FastifyInstance) {
  app.get("/api/auth/me", async () => {
    throw unauthorized();
  });
}
