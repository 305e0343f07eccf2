import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import ipaddr from "ipaddr.js";

/** Why a URL was refused; tests assert on it, the user sees one plain message. */
export type RefusalReason =
  | "invalid_url"
  | "blocked_scheme"
  | "blocked_credentials"
  | "blocked_port"
  | "blocked_address"
  | "unresolvable"
  | "too_many_redirects"
  | "too_large"
  | "timeout"
  | "not_an_image"
  | "http_error";

export class UnsafeUrlError extends Error {
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason, message: string) {
    super(message);
    this.name = "UnsafeUrlError";
    this.reason = reason;
  }
}

export type Resolver = (hostname: string) => Promise<string[]>;

export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
  /** Looks up a hostname's addresses; the system resolver by default, a fake one in tests. */
  resolve?: Resolver;
  /**
   * Test only: one loopback "host:port" that may be fetched (a local image server). The
   * configuration refuses this in production.
   */
  testAllowance?: string | undefined;
  /** Stops the download early (the caller's own deadline), on top of `timeoutMs`. */
  signal?: AbortSignal | undefined;
}

export interface FetchedImage {
  body: Buffer;
  contentType: string;
  finalUrl: string;
}

const systemResolve: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/**
 * Only ordinary public unicast addresses may be fetched: never loopback, private, link-local
 * (cloud metadata 169.254.169.254), carrier-grade NAT, multicast, broadcast, unspecified,
 * unique-local, documentation/benchmark or translation ranges. IPv4-mapped IPv6 is judged as
 * the IPv4 address it carries; any other IPv6 address must also lie in the global unicast
 * block 2000::/3, which leaves out the deprecated IPv4-compatible form (::127.0.0.1).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== "unicast") return false;
  return parsed.kind() === "ipv4" || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

async function checkTarget(raw: string, options: SafeFetchOptions): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError("invalid_url", "That is not a valid web address.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UnsafeUrlError("blocked_scheme", "Only http and https image links can be used.");
  }
  if (url.username || url.password)
    throw new UnsafeUrlError("blocked_credentials", "Links with a user name or password cannot be used.");
  // The URL parser has already turned decimal, octal and hex IPv4 spellings into dotted form.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // Names that mean "this machine" or an internal network, refused before any lookup.
  if (/(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i.test(host)) {
    throw new UnsafeUrlError("blocked_address", "That link points to a private or internal address.");
  }
  const addresses = ipaddr.isValid(host) ? [host] : await (options.resolve ?? systemResolve)(host).catch(() => []);
  if (addresses.length === 0) throw new UnsafeUrlError("unresolvable", "That website could not be found.");
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  const allowed =
    options.testAllowance && addresses.length === 1 && `${addresses[0]}:${port}` === options.testAllowance;
  if (!allowed) {
    // Every address the name resolves to must be public: one private answer is enough to refuse.
    if (!addresses.every(isPublicAddress)) {
      throw new UnsafeUrlError("blocked_address", "That link points to a private or internal address.");
    }
    if (port !== 80 && port !== 443)
      throw new UnsafeUrlError("blocked_port", "Only links on the standard web ports (80 and 443) can be used.");
  }
  // An IPv4-mapped IPv6 answer is connected to as the IPv4 address it carries.
  const address = ipaddr.process(addresses[0] as string);
  return { url, address: address.toString(), family: address.kind() === "ipv6" ? 6 : 4 };
}

/**
 * One HTTP(S) request to the address that was checked: the socket is opened to that IP
 * literal, so no second DNS lookup happens that could answer differently (DNS rebinding).
 * The name still travels in the Host header and, for https, as the TLS server name the
 * certificate is checked against.
 */
function requestOnce(target: CheckedTarget, signal: AbortSignal, maxBytes: number) {
  return new Promise<{ status: number; location?: string; contentType: string; body?: Buffer }>((resolve, reject) => {
    const isHttps = target.url.protocol === "https:";
    const hostname = target.url.hostname.replace(/^\[|\]$/g, "");
    const request = (isHttps ? https : http).request(
      {
        protocol: target.url.protocol,
        host: target.address,
        family: target.family,
        port: Number(target.url.port || (isHttps ? 443 : 80)),
        path: `${target.url.pathname}${target.url.search}`,
        ...(isHttps && !ipaddr.isValid(hostname) ? { servername: hostname } : {}),
        method: "GET",
        signal,
        headers: {
          host: target.url.host,
          accept: "image/jpeg,image/png,image/webp;q=0.9",
          "user-agent": "CaptionKaro-ImageFetch/1.0",
        },
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers["content-type"] ?? "").toLowerCase();
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ status, location: response.headers.location, contentType });
          return;
        }
        if (status !== 200) {
          response.resume();
          resolve({ status, contentType });
          return;
        }
        if (!/^image\/(jpeg|png|webp)\b/.test(contentType)) {
          response.destroy();
          reject(new UnsafeUrlError("not_an_image", "That link is not a JPG, PNG or WebP image."));
          return;
        }
        const declared = Number(response.headers["content-length"] ?? 0);
        if (declared > maxBytes) {
          response.destroy();
          reject(new UnsafeUrlError("too_large", "That image is larger than 5 MB."));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new UnsafeUrlError("too_large", "That image is larger than 5 MB."));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/**
 * Fetches an image from a user-given URL without letting it reach inside our network: only
 * http(s) on ports 80/443 to public addresses (checked after DNS resolution, and the
 * connection made to the very address checked), at most 3 redirects each checked again, a
 * byte cap while streaming, a total timeout, and an image content type.
 */
export async function fetchImageSafely(rawUrl: string, options: SafeFetchOptions): Promise<FetchedImage> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let current = rawUrl;
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
    const target = await checkTarget(current, options);
    if (signal.aborted) throw new UnsafeUrlError("timeout", "That image took too long to download.");
    let answer: Awaited<ReturnType<typeof requestOnce>>;
    try {
      answer = await requestOnce(target, signal, options.maxBytes);
    } catch (error) {
      if (error instanceof UnsafeUrlError) throw error;
      if (signal.aborted) throw new UnsafeUrlError("timeout", "That image took too long to download.");
      throw new UnsafeUrlError("http_error", "That image could not be downloaded.");
    }
    if (answer.location) {
      current = new URL(answer.location, target.url).toString();
      continue;
    }
    if (answer.status !== 200 || !answer.body) {
      throw new UnsafeUrlError("http_error", `That image could not be downloaded (HTTP ${answer.status}).`);
    }
    return { body: answer.body, contentType: answer.contentType, finalUrl: target.url.toString() };
  }
  throw new UnsafeUrlError("too_many_redirects", "That link redirects too many times.");
}
