import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { ADMIN_ACCESS_DENIED } from "#contract/admin.ts";
import { API_SCOPES, type ApiScope } from "#contract/api-keys.ts";
import type { RouteAccess, RouteDeclaration } from "#contract/route-declaration.ts";
import { roleAtLeast, type TeamRole } from "#contract/workspaces.ts";
import type { Config } from "../config.ts";
import type { ApiKeyRow } from "../db/schema/index.ts";
import type { SessionRow, UserRow } from "../db/schema/users.ts";
import type { Deps } from "../deps.ts";
import { type ErrorMessage, forbidden, notFound, paymentRequired, tooManyRequests, unauthorized } from "../errors.ts";
import type { Message } from "../i18n.ts";
import { requireActiveAccount } from "./account-state.ts";
import { authenticateApiKey, bearerToken, keyHasScope, recordApiKeyUse } from "./api-keys.ts";
import { currentSession, type SignedIn } from "./sessions.ts";
import { findMembership } from "./workspace.queries.ts";
import { type Member, memberOf } from "./workspace.ts";

/**
 * Who may call a route, from its declaration (src/contract/route-table.ts, decision 748),
 * which `serveRoute` (src/server/route.ts) puts in the route's config.
 * `{ apiKey: scope }` is a Business plan API key with that scope, sent as a bearer token
 * (decisions 020, 600).
 */
export const ACCESS_LEVELS = ["public", "user", "admin"] as const;
export type ApiKeyAccess = { apiKey: ApiScope };
export type Access = RouteAccess;

/** True for routes a key calls: they never read a cookie, so they need no same-origin check. */
export const isApiKeyAccess = (access: unknown): access is ApiKeyAccess =>
  typeof access === "object" &&
  access !== null &&
  API_SCOPES.includes((access as { apiKey?: unknown }).apiKey as ApiScope) &&
  Object.keys(access).length === 1;

export interface AccessGuardOptions {
  /**
   * Whether a key's owner may use the API at `now` (a running Business pass). Given by the
   * app, which may ask the billing feature (shared code does not import features).
   */
  apiKeyPlanAllows?: (user: UserRow, now: Date) => Promise<boolean>;
}

/** The plan a key's owner acts under on /api/v1. */
const API_ACTS_AS = "business" as const;

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The signed-in account, or the owner of the request's API key: only on routes declared
     * `user`, `admin` or `{ apiKey }` (read elsewhere, it throws).
     */
    readonly user: UserRow;
    /** The session of `user` (not on key routes). */
    readonly session: SessionRow;
    /** The API key of the request: only on routes declared `{ apiKey }`. */
    readonly apiKey: ApiKeyRow;
    /**
     * The caller as a member of the workspace it acts in (issue 29): only on routes that
     * declare a `role`, after the guard checked that role (read elsewhere, it throws).
     */
    readonly member: Member;
  }
}

/** Admin is a role given by configuration (ADMIN_EMAILS), checked on every request. */
export function isAdminEmail(config: Config, email: string): boolean {
  return config.adminEmails.includes(email.toLowerCase());
}

const signedInOf = new WeakMap<object, SignedIn>();
const keyCallerOf = new WeakMap<object, { key: ApiKeyRow; user: UserRow }>();
const memberOfRequest = new WeakMap<object, Member>();

/** A route as the guard saw it registered: method, URL, who may call it and its declaration. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  declaration: RouteDeclaration | undefined;
}

/** The declaration of a registered route (undefined for a route added without one). */
const declarationOf = (config: { declaration?: RouteDeclaration } | undefined) => config?.declaration;

const routesOf = new WeakMap<FastifyInstance, RouteOptions[]>();

/**
 * Every route the app registered, with its declared access (HEAD routes Fastify adds for GETs
 * are left out): the authorization tests enumerate the admin routes from here, not from a
 * hand-written list (decision 550).
 */
export function declaredRoutes(app: FastifyInstance): DeclaredRoute[] {
  // Read when asked: a plugin scope's own hook may declare a route's access after it was added.
  return (routesOf.get(app) ?? []).flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== "HEAD")
      .map((method) => {
        const declaration = declarationOf(route.config);
        return { method, url: route.url, access: declaration?.access, declaration };
      }),
  );
}

function signedInFor(request: object): SignedIn {
  const signedIn = signedInOf.get(request);
  if (!signedIn) throw new Error("request.session read on a route not declared `user` or `admin`");
  return signedIn;
}

function userFor(request: object): UserRow {
  const user = signedInOf.get(request)?.user ?? keyCallerOf.get(request)?.user;
  if (!user) throw new Error("request.user read on a route not declared `user`, `admin` or `{ apiKey }`");
  return user;
}

/** The signed-in account or API key owner of a request, when it has one (never throws). */
export const callerOf = (request: object): UserRow | undefined =>
  signedInOf.get(request)?.user ?? keyCallerOf.get(request)?.user;

function memberFor(request: object): Member {
  const member = memberOfRequest.get(request);
  if (!member) throw new Error("request.member read on a route that declares no `role`");
  return member;
}

function apiKeyFor(request: object): ApiKeyRow {
  const caller = keyCallerOf.get(request);
  if (!caller) throw new Error("request.apiKey read on a route not declared `{ apiKey }`");
  return caller.key;
}

const isAccess = (value: unknown): value is Access =>
  ACCESS_LEVELS.includes(value as (typeof ACCESS_LEVELS)[number]) || isApiKeyAccess(value);

const MINUTE_MS = 60_000;

/**
 * The one access check. Every route is registered from its declaration (`serveRoute`, or
 * `declarePluginRoutes` for a plugin's own routes); a route without one stops the app at
 * start-up, so no route can forget its guard. Before the handler runs (after the body is parsed, so a malformed body still
 * answers 400 first as before), `user` routes answer 401 when signed out, a disabled account
 * 403 `account_disabled` — for a session and for an API key alike, asked of account-state.ts
 * (decisions 550, 720) — and `admin` routes 403 with the dashboard's "Access Denied" text for
 * a signed-in non-admin (decision 154).
 */
export function registerAccessGuard(app: FastifyInstance, deps: Deps, options: AccessGuardOptions = {}) {
  app.decorateRequest("user", {
    getter(this: object) {
      return userFor(this);
    },
  });
  app.decorateRequest("apiKey", {
    getter(this: object) {
      return apiKeyFor(this);
    },
  });
  app.decorateRequest("member", {
    getter(this: object) {
      return memberFor(this);
    },
  });
  app.decorateRequest("session", {
    getter(this: object) {
      return signedInFor(this).session;
    },
  });

  // Checked once every plugin has added its routes (a plugin's own scope may declare for it).
  const routes: RouteOptions[] = [];
  routesOf.set(app, routes);
  app.addHook("onRoute", (route) => {
    routes.push(route);
  });
  app.addHook("onReady", async () => {
    const misdeclared = routes.filter((route) => {
      const declaration = declarationOf(route.config);
      return declaration?.role && declaration.access !== "user" && !isApiKeyAccess(declaration.access);
    });
    if (misdeclared.length > 0) {
      const list = misdeclared.map((route) => `${String(route.method)} ${route.url}`).join(", ");
      throw new Error(`A workspace role is declared only with \`user\` or \`{ apiKey }\` access; not so on: ${list}`);
    }
    const undeclared = routes.filter((route) => !isAccess(declarationOf(route.config)?.access));
    if (undeclared.length > 0) {
      const list = undeclared.map((route) => `${String(route.method)} ${route.url}`).join(", ");
      throw new Error(
        `Every route is registered from its declaration, with access ${ACCESS_LEVELS.join(" | ")} | { apiKey: ${API_SCOPES.join(" | ")} } (src/server/route.ts); missing on: ${list}`,
      );
    }
  });

  app.addHook("preHandler", async (request, reply) => {
    const access = declarationOf(request.routeOptions.config)?.access;
    const role = declarationOf(request.routeOptions.config)?.role;
    if (isApiKeyAccess(access)) {
      const caller = await checkApiKey(deps, options, request, reply, access.apiKey);
      keyCallerOf.set(request, caller);
      if (role) memberOfRequest.set(request, requireRole(caller.member, role));
      return;
    }
    if (access !== "user" && access !== "admin") return;
    const signedIn = await currentSession(deps, request, reply);
    if (!signedIn) throw unauthorized();
    requireActiveAccount(signedIn.user);
    if (access === "admin" && !isAdminEmail(deps.config, signedIn.user.email)) throw forbidden(ADMIN_ACCESS_DENIED);
    signedInOf.set(request, signedIn);
    if (role) memberOfRequest.set(request, requireRole(memberOf(signedIn.user, signedIn.workspace), role));
  });
}

/**
 * A key route: the bearer key (never a cookie) → its owner's account may act (not disabled)
 * → the key's per-minute limit → its scope → its owner's running Business pass. The owner then
 * acts under the Business plan's limits.
 */
async function checkApiKey(
  deps: Deps,
  options: AccessGuardOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: ApiScope,
): Promise<{ key: ApiKeyRow; user: UserRow; member: Member }> {
  const db = deps.database.db;
  const { key, user } = await authenticateApiKey(db, bearerToken(request));
  requireActiveAccount(user);
  // A key acts in the workspace it was made in, with its maker's role there now: a maker who
  // left the team, or whose team is gone, has a key that no longer works (issue 29).
  const membership = await findMembership(db, key.workspaceId, key.userId);
  if (!membership) throw forbidden(KEY_MAKER_LEFT, "workspace_access_ended");
  requireActiveAccount(membership.owner);
  const rule = { limit: deps.config.api.requestsPerMinute, windowMs: MINUTE_MS };
  const decision = await deps.rateLimiter.hit(`api-key:${key.id}`, rule);
  reply.header("x-ratelimit-limit", String(rule.limit));
  reply.header("x-ratelimit-remaining", String(decision.remaining));
  if (!decision.allowed) {
    throw tooManyRequests(
      { key: "errors.access.keyRateLimit", values: { limit: rule.limit } },
      Math.max(1, decision.retryAfterMs / 1000),
    );
  }
  if (!keyHasScope(key, scope)) {
    throw forbidden({ key: "errors.access.missingScope", values: { scope } }, "insufficient_scope");
  }
  const now = new Date();
  if (options.apiKeyPlanAllows && !(await options.apiKeyPlanAllows(membership.owner, now))) {
    throw paymentRequired({ key: "errors.access.apiNeedsBusiness" }, "business_plan_required");
  }
  await recordApiKeyUse(db, key.id);
  const acting = { ...user, subscriptionStatus: API_ACTS_AS };
  return {
    key,
    user: acting,
    member: memberOf(acting, { ...membership.workspace, plan: API_ACTS_AS, lapsed: false }),
  };
}

export const KEY_MAKER_LEFT: Message = { key: "errors.access.keyMakerLeft" };

/** What the caller's role in the active workspace may not do, in words. */
export const roleRefusal = (role: TeamRole, needed: TeamRole): Message => ({
  key: "errors.access.roleRefusal",
  values: { role, needed },
});

export const TEAM_PASS_ENDED: Message = { key: "errors.access.teamPassEnded" };

/**
 * The member when their role is at least `needed`, else 403 `role_not_allowed`; in a team
 * whose pass ended, only reading (and the owner's member management) is let through (402).
 */
function requireRole(member: Member, needed: TeamRole): Member {
  if (!roleAtLeast(member.role, needed)) throw forbidden(roleRefusal(member.role, needed), "role_not_allowed");
  if (member.workspace.lapsed && needed !== "viewer" && needed !== "owner") {
    throw paymentRequired(TEAM_PASS_ENDED, "team_pass_ended");
  }
  return member;
}

/**
 * The one ownership check: the row when `actor` owns it, else 404 with `message`, so another
 * user's id answers exactly like an id that does not exist.
 */
export function requireOwned<T extends { userId: string }>(
  actor: { id: string },
  row: T | null | undefined,
  message: ErrorMessage = { key: "errors.notFound" },
): T {
  if (!row || row.userId !== actor.id) throw notFound(message);
  return row;
}

/**
 * The one workspace check (issue 29): the row when it belongs to the member's active
 * workspace, else 404 with `message`, so another workspace's id answers exactly like an id
 * that does not exist.
 */
export function requireInWorkspace<T extends { workspaceId: string }>(
  member: { workspaceId: string },
  row: T | null | undefined,
  message: ErrorMessage = { key: "errors.notFound" },
): T {
  if (!row || row.workspaceId !== member.workspaceId) throw notFound(message);
  return row;
}
