import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  profilePictureRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
} from "#contract/auth.ts";
import { RETURN_PARAM, safeReturnPath } from "#contract/return-path.ts";
import { createOidcClient, type PendingLogin } from "#server/adapters/identity/oidc.ts";
import { clearSessionCookie, endSession, isSecureCookie, startSession } from "#server/auth/sessions.ts";
import { clientAddressKey } from "#server/client-address.ts";
import type { Deps } from "#server/deps.ts";
import { notFound, validate } from "#server/errors.ts";
import {
  changePassword,
  deleteAccount,
  FORGOT_PASSWORD_MESSAGE,
  login,
  OtherLoginRefused,
  presentUser,
  register,
  requestPasswordReset,
  resetPassword,
  setProfilePicture,
  signInWithIdentity,
  updateProfile,
} from "./accounts.service.ts";

const OTHER_LOGIN_COOKIE = "other_login";
const OTHER_LOGIN_TTL_SECONDS = 10 * 60;

/** The pending login kept in the cookie, and where to go once signed in (a same-site path). */
type PendingOtherLogin = PendingLogin & { next?: string };

const encodePending = (pending: PendingOtherLogin) => Buffer.from(JSON.stringify(pending)).toString("base64url");
function decodePending(value: string | undefined): PendingOtherLogin | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<PendingOtherLogin>;
    const { state, nonce, codeVerifier } = parsed;
    const next = safeReturnPath(typeof parsed.next === "string" ? parsed.next : undefined);
    return typeof state === "string" && typeof nonce === "string" && typeof codeVerifier === "string"
      ? { state, nonce, codeVerifier, ...(next ? { next } : {}) }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Sign-up, sign-in, the current user, sign-out, password reset and account settings (spec §7). */
export function accountsRoutes(app: FastifyInstance, deps: Deps) {
  const { config } = deps;

  app.post("/api/auth/register", { config: { access: "anonymous" } }, async (request, reply) => {
    const input = validate(registerRequestSchema, request.body);
    const user = await register(deps, input, clientAddressKey(request));
    await startSession(deps, request, reply, user.id);
    return reply.code(201).send(presentUser(config, user));
  });

  app.post("/api/auth/login", { config: { access: "anonymous" } }, async (request, reply) => {
    const input = validate(loginRequestSchema, request.body);
    const user = await login(deps, input, clientAddressKey(request));
    await startSession(deps, request, reply, user.id);
    return presentUser(config, user);
  });

  const me = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    return presentUser(config, request.user);
  };
  app.get("/api/auth/me", { config: { access: "user" } }, me);
  app.get("/api/auth/user", { config: { access: "user" } }, me);

  // A browser navigation (spec §7). A link on another site must not sign people out, so a
  // cross-site request only gets the redirect.
  app.get("/api/logout", { config: { access: "anonymous" } }, async (request, reply) => {
    if (request.headers["sec-fetch-site"] !== "cross-site") await endSession(deps, request, reply);
    return reply.header("cache-control", "no-store").redirect("/", 303);
  });

  // "Other Login" (OpenID Connect). State, nonce and the PKCE verifier wait in a short-lived
  // cookie bound to this browser and this path.
  const oidc = config.oidc ? createOidcClient(config.oidc) : undefined;
  const pendingCookie = {
    path: "/api/login",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureCookie(config),
  } as const;

  // ?next= is where the browser returns once signed in: only a path on this site is kept.
  app.get("/api/login", { config: { access: "anonymous" } }, async (request, reply) => {
    if (!oidc) throw notFound("Other Login is not configured.");
    const { url, pending } = await oidc.start(`${config.publicUrl}/api/login/callback`);
    const asked = (request.query as Record<string, unknown>)[RETURN_PARAM];
    const next = safeReturnPath(typeof asked === "string" ? asked : undefined);
    return reply
      .setCookie(OTHER_LOGIN_COOKIE, encodePending({ ...pending, ...(next ? { next } : {}) }), {
        ...pendingCookie,
        maxAge: OTHER_LOGIN_TTL_SECONDS,
      })
      .header("cache-control", "no-store")
      .redirect(url, 303);
  });

  app.get("/api/login/callback", { config: { access: "anonymous" } }, async (request, reply) => {
    if (!oidc) throw notFound("Other Login is not configured.");
    const pending = decodePending(request.cookies[OTHER_LOGIN_COOKIE]);
    reply.clearCookie(OTHER_LOGIN_COOKIE, pendingCookie).header("cache-control", "no-store");
    if (!pending) return reply.redirect("/login?error=other_login", 303);
    try {
      const identity = await oidc.finish(new URL(request.url, config.publicUrl), pending);
      const user = await signInWithIdentity(deps, identity);
      await startSession(deps, request, reply, user.id);
      return reply.redirect(pending.next ?? "/", 303);
    } catch (error) {
      if (error instanceof OtherLoginRefused) return reply.redirect(`/login?error=${error.code}`, 303);
      request.log.warn({ err: error }, "Other Login failed");
      return reply.redirect("/login?error=other_login", 303);
    }
  });

  app.post("/api/auth/forgot-password", { config: { access: "anonymous" } }, async (request) => {
    const { email } = validate(forgotPasswordRequestSchema, request.body);
    await requestPasswordReset(deps, email, clientAddressKey(request));
    return { message: FORGOT_PASSWORD_MESSAGE };
  });

  app.post("/api/auth/reset-password", { config: { access: "anonymous" } }, async (request) => {
    const input = validate(resetPasswordRequestSchema, request.body);
    await resetPassword(deps, input, clientAddressKey(request));
    return { message: "Your password has been changed. Sign in with your new password." };
  });

  app.patch("/api/account", { config: { access: "user" } }, async (request) => {
    const { user } = request;
    const input = validate(updateProfileRequestSchema, request.body);
    return presentUser(config, await updateProfile(deps, user, input));
  });

  app.put("/api/account/profile-picture", { config: { access: "user" } }, async (request) => {
    const { user } = request;
    const { contentItemId } = validate(profilePictureRequestSchema, request.body);
    return presentUser(config, await setProfilePicture(deps, user, contentItemId));
  });

  app.post("/api/account/password", { config: { access: "user" } }, async (request) => {
    const { user, session } = request;
    const input = validate(changePasswordRequestSchema, request.body);
    await changePassword(deps, user, session, input);
    return { message: "Your password has been changed. Other devices have been signed out." };
  });

  app.post("/api/account/delete", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const input = validate(deleteAccountRequestSchema, request.body);
    await deleteAccount(deps, user, input);
    clearSessionCookie(reply, config);
    return { message: "Your account has been deleted. Its data will be erased within 30 days." };
  });
}
