import type { ApiMethod, BodyOf, ResponseOf, RouteOf } from "#contract/api.ts";

/**
 * The one way the browser talks to the API. Any non-OK answer throws an Error whose message
 * is "<status>: <body text or status text>" (spec §8); credentials are always sent.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiRequestError";
    this.status = status;
    this.body = body;
  }

  /** The server's `{ error: { message } }` text when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { error?: { message?: unknown }; message?: unknown };
      const message = parsed.error?.message ?? parsed.message;
      return typeof message === "string" ? message : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(res: Response) {
  if (!res.ok) throw new ApiRequestError(res.status, await res.text(), res.statusText);
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Defaults to JSON; the generation stream asks for text/event-stream. */
  accept?: string;
}

/** A Response whose JSON is the type the contract gives the route. */
export interface ApiResponse<T> extends Response {
  json(): Promise<T>;
}

/**
 * The arguments after the address: the body the route's contract schema reads (required when
 * it reads one, refused when it reads none or the route is unknown to the contract), then options.
 */
type ApiArgs<R> = [R] extends [never]
  ? [body?: undefined, options?: RequestOptions]
  : [BodyOf<R>] extends [undefined]
    ? [body?: undefined, options?: RequestOptions]
    : [body: BodyOf<R>, options?: RequestOptions];

/**
 * Sends a request with a JSON body when one is given; returns the Response once it is OK.
 * Typed by the contract (src/contract/api.ts): `apiRequest("PATCH", `/api/posts/${id}`, changes)`
 * only compiles when `changes` is what the route's schema accepts, and its `json()` is a `Post`.
 * Called only from a feature's `queries.ts` (checked by `npm run boundaries`, decision 025).
 */
export async function apiRequest<M extends ApiMethod, P extends string>(
  method: M,
  url: P,
  ...[data, options = {}]: ApiArgs<RouteOf<M, P>>
): Promise<ApiResponse<ResponseOf<RouteOf<M, P>>>> {
  const headers: Record<string, string> = {};
  if (data !== undefined) headers["content-type"] = "application/json";
  if (options.accept) headers.accept = options.accept;
  const res = await fetch(url, {
    method,
    signal: options.signal,
    headers,
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** The JSON a GET of this address answers, as the route's declaration types it. */
export type GetResult<P extends string> = ResponseOf<RouteOf<"GET", P>>;

/**
 * GETs an address and returns its JSON, typed by the declaration of the route it reaches
 * (src/contract/route-table.ts, decision 748): `apiGet(`/api/posts/${id}`)` is a `Post`, with
 * no cast at the caller. Throws ApiRequestError on any non-OK answer, like apiRequest.
 */
export async function apiGet<P extends string>(url: P, options: RequestOptions = {}): Promise<GetResult<P>> {
  const res = await fetch(url, { signal: options.signal, credentials: "include" });
  await throwIfNotOk(res);
  return (await res.json()) as GetResult<P>;
}

/** apiGet, or null when the answer is 401 (signed out): for what a signed-out page also asks. */
export async function apiGetOrNull<P extends string>(
  url: P,
  options: RequestOptions = {},
): Promise<GetResult<P> | null> {
  const res = await fetch(url, { signal: options.signal, credentials: "include" });
  if (res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as GetResult<P>;
}
