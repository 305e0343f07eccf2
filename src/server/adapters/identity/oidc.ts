import * as client from "openid-client";

/** An identity the provider vouches for, in our words. */
export interface ExternalIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  /** Only a verified e-mail may link to or create an account. */
  emailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
}

/** What the browser must keep between leaving for the provider and coming back. */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClient {
  /** The provider URL to send the browser to, and the values to keep until it returns. */
  start(redirectUri: string): Promise<{ url: string; pending: PendingLogin }>;
  /** Exchanges the code (checking state, nonce and PKCE) and reads the user's claims. */
  finish(callbackUrl: URL, pending: PendingLogin): Promise<ExternalIdentity>;
}

const isLoopback = (url: string) => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/|$)/.test(url);

/**
 * "Other Login" through openid-client: authorization code flow with PKCE (S256), state and
 * nonce. Discovery runs on first use and is retried after a failure.
 */
export function createOidcClient(settings: { issuer: string; clientId: string; clientSecret: string }): OidcClient {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        // Plain http is accepted by configuration only for a provider on this machine.
        isLoopback(settings.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start(redirectUri) {
      const config = await configuration();
      const pending: PendingLogin = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: "S256",
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },

    async finish(callbackUrl, pending) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error("the provider returned no ID token");
      const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      const claims = { ...idClaims, ...info } as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
      return {
        issuer: String(idClaims.iss),
        subject: idClaims.sub,
        email: text(claims.email)?.toLowerCase(),
        emailVerified: claims.email_verified === true,
        firstName: text(claims.given_name) ?? text(claims.name),
        lastName: text(claims.family_name),
      };
    },
  };
}
