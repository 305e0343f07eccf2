import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { ApiScope, CreatedApiKey } from "#contract/api-keys.ts";
import { startPayment } from "#server/features/billing/billing.checkout.ts";
import { completeOrder } from "#server/features/billing/billing.grants.ts";
import { buildUser, injectAs } from "./accounts.ts";
import type { TestApp } from "./app.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Buys a Business pass for the user through the sandbox checkout, granted as a verified
 * payment is; `startedDaysAgo` 31 gives a pass that has already ended.
 */
export async function buyBusinessPass(
  t: TestApp,
  user: { id: string; email: string; firstName: string | null; lastName: string | null },
  startedDaysAgo = 0,
) {
  const now = new Date(Date.now() - startedDaysAgo * DAY_MS);
  const { transactionId } = await startPayment(t.deps, user, { planType: "business", method: "phonepe" });
  if (!transactionId) throw new Error("no transaction id");
  const { granted } = await completeOrder(t.deps, {
    orderId: transactionId,
    provider: "sandbox",
    source: "sandbox",
    now,
  });
  if (!granted) throw new Error("the Business pass was not granted");
}

/** Creates an API key through the account page's endpoint (signed in with a cookie). */
export async function createApiKey(
  t: TestApp,
  user: { id: string },
  scopes: ApiScope[] = ["read", "generate", "write"],
  name = "Test key",
): Promise<CreatedApiKey> {
  const as = await injectAs(t, user);
  const response = await as({ method: "POST", url: "/api/api-keys", payload: { name, scopes } });
  if (response.statusCode !== 201) throw new Error(`key creation failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export type KeyInject = ((options: InjectOptions) => Promise<LightMyRequestResponse>) & { key: string };

/** `inject` with only an API key (no cookie). */
export function injectWithKey(t: TestApp, key: string): KeyInject {
  const inject = (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${key}` } });
  return Object.assign(inject, { key });
}

/** A new user with a running Business pass and a key with the given scopes. */
export async function businessUserWithKey(t: TestApp, scopes?: ApiScope[]) {
  const user = await buildUser(t);
  await buyBusinessPass(t, user);
  const created = await createApiKey(t, user, scopes);
  return { user, created, api: injectWithKey(t, created.key) };
}
