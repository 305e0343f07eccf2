import { createServer, type Server } from "node:http";
import Provider from "oidc-provider";
import { freePort } from "../e2e/harness.ts";

export interface FakeAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface FakeOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by login name; a login not listed here has no e-mail claim. */
  accounts: Map<string, FakeAccount>;
  /** Environment settings that point the app at this provider. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on this machine, with its
 * development login and consent pages: any login name signs in as that subject.
 */
export async function startFakeOidcProvider(redirectUri: string): Promise<FakeOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = "captionkaro-test";
  const clientSecret = "test-secret-that-is-long-enough-0123456789";
  const accounts = new Map<string, FakeAccount>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    cookies: { keys: ["fake-provider-cookie-key"] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      return { accountId: id, claims: async () => ({ sub: id, ...accounts.get(id) }) };
    },
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Plays the browser at the provider: from the authorization URL through the development
 * login (as `login`) and consent pages to the redirect back to the app, which is returned.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const request = async (url: string, form?: Record<string, string>) => {
    const res = await fetch(url, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const index = pair.indexOf("=");
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return { status: res.status, location: res.headers.get("location") ?? undefined, body: await res.text() };
  };

  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    const { status, location, body } = await request(url);
    if (status < 300 || status >= 400 || !location) {
      // An interaction page (login or consent): submit it.
      const prompt = body.includes('name="prompt" value="login"') ? "login" : "consent";
      const submitted = await request(url, prompt === "login" ? { prompt, login, password: "any" } : { prompt });
      if (!submitted.location) throw new Error(`provider interaction at ${url} answered ${submitted.status}`);
      url = new URL(submitted.location, url).href;
      continue;
    }
    const next = new URL(location, url).href;
    if (!next.startsWith(new URL(authorizationUrl).origin)) return next;
    url = next;
  }
  throw new Error("the provider did not redirect back to the app");
}
