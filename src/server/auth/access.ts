import type { FastifyInstance, RouteOptions } from "fastify";
import { ADMIN_ACCESS_DENIED } from "../../contract/admin.ts";
import type { Config } from "../config.ts";
import type { SessionRow, UserRow } from "../db/schema/users.ts";
import type { Deps } from "../deps.ts";
import { forbidden, notFound, unauthorized } from "../errors.ts";
import { currentSession, type SignedIn } from "./sessions.ts";

/**
 * Who may call a route, declared in its options: `app.get(url, { config: { access: "user" } }, handler)`.
 * An API key ("apiKey") and a plan requirement (a sibling `plan` option) join here, checked by
 * the same hook, when they arrive (decision 020).
 */
export const ACCESS_LEVELS = ["anonymous", "user", "admin"] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call this route. Every route declares it; the app refuses to start otherwise. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in account: only on routes declared `user` or `admin` (read elsewhere, it throws). */
    readonly user: UserRow;
    /** The session of `user`. */
    readonly session: SessionRow;
  }
}

/** Admin is a role given by configuration (ADMIN_EMAILS), checked on every request. */
export function isAdminEmail(config: Config, email: string): boolean {
  return config.adminEmails.includes(email.toLowerCase());
}

const signedInOf = new WeakMap<object, SignedIn>();

function signedInFor(request: object): SignedIn {
  const signedIn = signedInOf.get(request);
  if (!signedIn) throw new Error("request.user read on a route not declared `user` or `admin`");
  return signedIn;
}

const isAccess = (value: unknown): value is Access => ACCESS_LEVELS.includes(value as Access);

/**
 * The one access check. Every route states `config.access`; a route without it stops the app
 * at start-up. Before the handler runs (after the body is parsed, so a malformed body still
 * answers 400 first as before), `user` routes answer 401 when signed out and `admin` routes 403
 * with the dashboard's "Access Denied" text for a signed-in non-admin (decision 154).
 */
export function registerAccessGuard(app: FastifyInstance, deps: Deps) {
  app.decorateRequest("user", {
    getter(this: object) {
      return signedInFor(this).user;
    },
  });
  app.decorateRequest("session", {
    getter(this: object) {
      return signedInFor(this).session;
    },
  });

  // Checked once every plugin has added its routes (a plugin's own scope may declare for it).
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    routes.push(route);
  });
  app.addHook("onReady", async () => {
    const undeclared = routes.filter((route) => !isAccess(route.config?.access));
    if (undeclared.length > 0) {
      const list = undeclared.map((route) => `${String(route.method)} ${route.url}`).join(", ");
      throw new Error(`Every route declares config.access (${ACCESS_LEVELS.join(" | ")}); missing on: ${list}`);
    }
  });

  app.addHook("preHandler", async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (access !== "user" && access !== "admin") return;
    const signedIn = await currentSession(deps, request, reply);
    if (!signedIn) throw unauthorized();
    if (access === "admin" && !isAdminEmail(deps.config, signedIn.user.email)) throw forbidden(ADMIN_ACCESS_DENIED);
    signedInOf.set(request, signedIn);
  });
}

/** Declares `access` on every route a plugin adds inside `scope` (for plugins that take no route options). */
export function declareAccess(scope: FastifyInstance, access: Access) {
  scope.addHook("onRoute", (route) => {
    route.config = { ...route.config, access };
  });
}

/**
 * The one ownership check: the row when `actor` owns it, else 404 with `message`, so another
 * user's id answers exactly like an id that does not exist.
 */
export function requireOwned<T extends { userId: string }>(
  actor: { id: string },
  row: T | null | undefined,
  message = "Not found.",
): T {
  if (!row || row.userId !== actor.id) throw notFound(message);
  return row;
}
