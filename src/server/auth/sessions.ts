import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { SessionRow, UserRow } from "../db/schema/users.ts";
import type { Deps } from "../deps.ts";
import { deleteSession, extendSession, findLiveSession, insertSession } from "./sessions.queries.ts";
import type { ActiveWorkspace } from "./workspace.ts";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session is extended at most once a day, so most requests only read. */
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;

/** A random token for a cookie or link; only its SHA-256 (the id) is stored. */
export function newToken(): { token: string; id: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, id: hashToken(token) };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Cookies are Secure over https and always in production. */
export const isSecureCookie = (config: Config) => config.isHttps || config.isProduction;
const isSecure = isSecureCookie;

/** `__Host-` makes the browser refuse the cookie unless it is Secure, host-only and Path=/. */
export const sessionCookieName = (config: Config) => (isSecure(config) ? "__Host-session" : "session");

const cookieOptions = (config: Config) =>
  ({ path: "/", httpOnly: true, sameSite: "lax", secure: isSecure(config) }) as const;

function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  reply.setCookie(sessionCookieName(config), token, {
    ...cookieOptions(config),
    expires: expiresAt,
    maxAge: Math.floor((expiresAt.getTime() - Date.now()) / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(sessionCookieName(config), cookieOptions(config));
}

export interface SignedIn {
  user: UserRow;
  session: SessionRow;
  workspace: ActiveWorkspace;
}

const signedInByRequest = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();

/** Starts a new session (always a new id, so a planted cookie is never promoted) and sets the cookie. */
export async function startSession(deps: Deps, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const previous = request.cookies[sessionCookieName(deps.config)];
  if (previous) await deleteSession(deps.database.db, hashToken(previous));
  const { token, id } = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await insertSession(deps.database.db, {
    id,
    userId,
    expiresAt,
    userAgent: request.headers["user-agent"]?.slice(0, 300) ?? null,
  });
  setSessionCookie(reply, deps.config, token, expiresAt);
  signedInByRequest.delete(request);
}

/** The live session and its user: from the session cache when fresh (decision 012), else one query. */
async function lookUpSession(deps: Deps, sessionId: string): Promise<SignedIn | undefined> {
  const cache = deps.sessionCache;
  const cached = cache.get(sessionId);
  if (cached) return cached;
  const started = cache.begin();
  const found = await findLiveSession(deps.database.db, sessionId);
  if (found) cache.set(sessionId, found, started);
  return found;
}

async function loadSignedIn(deps: Deps, request: FastifyRequest, reply: FastifyReply): Promise<SignedIn | null> {
  const token = request.cookies[sessionCookieName(deps.config)];
  if (!token) return null;
  const found = token.length > 100 ? undefined : await lookUpSession(deps, hashToken(token));
  if (!found) {
    // A dead cookie (expired, ended elsewhere, forged) goes, so the next page knows the
    // visitor is signed out without asking (decision 103).
    clearSessionCookie(reply, deps.config);
    return null;
  }
  // Sliding expiry: an active user stays signed in; 30 idle days end the session.
  if (found.session.expiresAt.getTime() - Date.now() < SESSION_TTL_MS - EXTEND_AFTER_MS) {
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await extendSession(deps.database.db, found.session.id, found.user.id, expiresAt);
    setSessionCookie(reply, deps.config, token, expiresAt);
  }
  return found;
}

/**
 * The signed-in user and session of this request, or null; looked up once per request.
 * Only the access guard (access.ts) and pages that merely adapt to a visitor call this;
 * a route declares its access in its declaration instead (decisions 020, 748).
 */
export function currentSession(deps: Deps, request: FastifyRequest, reply: FastifyReply): Promise<SignedIn | null> {
  let found = signedInByRequest.get(request);
  if (!found) {
    found = loadSignedIn(deps, request, reply);
    signedInByRequest.set(request, found);
  }
  return found;
}

/** Ends this request's session server-side and clears the cookie. */
export async function endSession(deps: Deps, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[sessionCookieName(deps.config)];
  if (token) await deleteSession(deps.database.db, hashToken(token));
  clearSessionCookie(reply, deps.config);
  signedInByRequest.delete(request);
}
