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

/** Sends a request with a JSON body when one is given; returns the Response once it is OK. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    signal: options.signal,
    headers: data === undefined ? {} : { "content-type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** GETs a path built from the query key's segments; on 401 either returns null or throws. */
export function getQueryFn<T>({ on401 }: { on401: "returnNull" | "throw" }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
