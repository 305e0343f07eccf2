import type { z } from "zod";
import { PaymentProviderError } from "./types.ts";

/** How long one call to a provider may take before it counts as failed. */
export const PROVIDER_TIMEOUT_MS = 15_000;

export interface ProviderRequest {
  method: "GET" | "POST";
  /** Appended to the client's base URL. */
  path: string;
  /** Sent as JSON when it is not a URLSearchParams (then form-encoded). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ProviderResponse {
  status: number;
  /** The parsed JSON body, or undefined when the body was not JSON. */
  json: unknown;
}

export interface ProviderHttp {
  /** Sends one request and reads the answer; throws PaymentProviderError on a network error or a timeout. */
  send(request: ProviderRequest): Promise<ProviderResponse>;
  /** Sends and requires a 2xx answer; anything else is a PaymentProviderError with the provider's own words. */
  call(request: ProviderRequest): Promise<unknown>;
  /** The body of an answer already received when it is 2xx; otherwise the error `call` would throw. */
  check(request: Pick<ProviderRequest, "path">, response: ProviderResponse): unknown;
}

/**
 * The one way payment adapters talk HTTP: base URL from configuration, a timeout on every
 * call, JSON in and out, and every failure (network, timeout, non-2xx, unreadable body) turned
 * into a PaymentProviderError that names the provider and the path. `describeError` reads the
 * provider's own error body (PhonePe `code`, Razorpay `error.description`).
 */
export function createProviderHttp(options: {
  provider: string;
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  describeError?: (json: unknown) => string | undefined;
}): ProviderHttp {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;

  async function send(request: ProviderRequest): Promise<ProviderResponse> {
    const isForm = request.body instanceof URLSearchParams;
    const headers: Record<string, string> = {
      accept: "application/json",
      ...(request.body === undefined
        ? {}
        : { "content-type": isForm ? "application/x-www-form-urlencoded" : "application/json" }),
      ...request.headers,
    };
    let response: Response;
    try {
      response = await fetchImpl(`${options.baseUrl}${request.path}`, {
        method: request.method,
        headers,
        body:
          request.body === undefined
            ? undefined
            : isForm
              ? (request.body as URLSearchParams)
              : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new PaymentProviderError(
        `${options.provider} ${request.path} ${timedOut ? `timed out after ${timeoutMs} ms` : `could not be reached (${error instanceof Error ? error.message : String(error)})`}`,
      );
    }
    const json = await response.json().catch(() => undefined);
    return { status: response.status, json };
  }

  function check(request: Pick<ProviderRequest, "path">, { status, json }: ProviderResponse): unknown {
    if (status < 200 || status >= 300) {
      const detail = options.describeError?.(json);
      throw new PaymentProviderError(
        `${options.provider} ${request.path} failed (${status}${detail ? `: ${detail}` : ""})`,
        status,
      );
    }
    return json;
  }

  return { send, check, call: async (request) => check(request, await send(request)) };
}

/** Reads a provider's answer with a schema; an answer of another shape is a PaymentProviderError. */
export function readAnswer<T extends z.ZodType>(schema: T, json: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new PaymentProviderError(`${what} could not be read`);
  return parsed.data;
}
