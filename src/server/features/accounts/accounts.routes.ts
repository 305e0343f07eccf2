import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { RETURN_PARAM, safeReturnPath } from "#contract/return-path.ts";
import { accountsRoutes as declared } from "#contract/route-table.ts";
import { createOidcClient, type PendingLogin } from "#server/adapters/identity/oidc.ts";
import { clearSessionCookie, endSession, isSecureCookie, startSession } from "#server/auth/sessions.ts";
import { clientAddressKey } from "#server/client-address.ts";
import type { Deps } from "#server/deps.ts";
import { notFound } from "#server/errors.ts";
import { requestLanguage, setLanguageCookie, translate } from "#server/i18n.ts";
import { replyLanguage } from "#server/plugins/errors.ts";
import { serveRoute } from "#server/route.ts";
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

  serveRoute(app, declared.register, async ({ body: input }, request, reply) => {
    const user = await register(deps, input, clientAddressKey(request), requestLanguage(request));
    await startSession(deps, request, reply, user.id);
    setLanguageCookie(reply, user.interfaceLanguage);
    return reply.code(201).send(presentUser(config, user));
  });

  serveRoute(app, declared.login, async ({ body: input }, request, reply) => {
    const user = await login(deps, input, clientAddressKey(request));
    await startSession(deps, request, reply, user.id);
    setLanguageCookie(reply, user.interfaceLanguage);
    return presentUser(config, user);
  });

  const me = async (_input: unknown, request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    return presentUser(config, request.user);
  };
  serveRoute(app, declared.me, me);
  serveRoute(app, declared.user, me);

  // A browser navigation (spec §7). A link on another site must not sign people out, so a
  // cross-site request only gets the redirect.
  serveRoute(app, declared.logout, async (_input, request, reply) => {
    if (request.headers["sec-fetch-site"] !== "cross-site") await endSession(deps, request, reply);
    // Clear-Site-Data drops this browser's HTTP cache of the account's private answers (photos
    // are cached for a day); the service worker empties its own caches on this navigation.
    return reply.header("cache-control", "no-store").header("clear-site-data", '"cache"').redirect("/", 303);
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
  serveRoute(app, declared.otherLogin, async (_input, request, reply) => {
    if (!oidc) throw notFound({ key: "errors.links.otherLoginOff" });
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

  serveRoute(app, declared.otherLoginCallback, async (_input, request, reply) => {
    if (!oidc) throw notFound({ key: "errors.links.otherLoginOff" });
    const pending = decodePending(request.cookies[OTHER_LOGIN_COOKIE]);
    reply.clearCookie(OTHER_LOGIN_COOKIE, pendingCookie).header("cache-control", "no-store");
    if (!pending) return reply.redirect("/login?error=other_login", 303);
    try {
      const identity = await oidc.finish(new URL(request.url, config.publicUrl), pending);
      const user = await signInWithIdentity(deps, identity);
      await startSession(deps, request, reply, user.id);
      setLanguageCookie(reply, user.interfaceLanguage);
      return reply.redirect(pending.next ?? "/", 303);
    } catch (error) {
      if (error instanceof OtherLoginRefused) return reply.redirect(`/login?error=${error.code}`, 303);
      request.log.warn({ err: error }, "Other Login failed");
      return reply.redirect("/login?error=other_login", 303);
    }
  });

  serveRoute(app, declared.forgotPassword, async ({ body: { email } }, request) => {
    await requestPasswordReset(deps, email, clientAddressKey(request), requestLanguage(request));
    return { message: FORGOT_PASSWORD_MESSAGE };
  });

  serveRoute(app, declared.resetPassword, async ({ body: input }, request) => {
    await resetPassword(deps, input, clientAddressKey(request));
    return { message: "Your password has been changed. Sign in with your new password." };
  });

  serveRoute(app, declared.updateProfile, async ({ body: input }, request, reply) => {
    const { user } = request;
    const updated = await updateProfile(deps, user, input);
    if (input.interfaceLanguage) setLanguageCookie(reply, input.interfaceLanguage);
    return presentUser(config, updated);
  });

  serveRoute(app, declared.profilePicture, async ({ body: { contentItemId } }, request) => {
    const { user } = request;
    return presentUser(config, await setProfilePicture(deps, user, contentItemId));
  });

  serveRoute(app, declared.changePassword, async ({ body: input }, request) => {
    const { user, session } = request;
    await changePassword(deps, user, session, input);
    return { message: translate(replyLanguage(request), { key: "account.password.doneText" }) };
  });

  serveRoute(app, declared.deleteAccount, async ({ body: input }, request, reply) => {
    const { user } = request;
    // Worded before the account goes: its saved language is still the caller's.
    const message = translate(replyLanguage(request), { key: "account.delete.doneText" });
    await deleteAccount(deps, user, input);
    clearSessionCookie(reply, config);
    return { message };
  });
}
