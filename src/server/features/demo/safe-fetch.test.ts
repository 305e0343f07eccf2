import { createServer, type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildJpeg } from "#test/helpers/images.ts";
import { fetchImageSafely, isPublicAddress, type RefusalReason, UnsafeUrlError } from "./safe-fetch.ts";

const MB = 1024 * 1024;
/** Stands for anything internal: listens on every address of this machine, IPv4 and IPv6. */
let forbidden: Server;
let forbiddenPort: number;
let forbiddenConnections = 0;
/** The allowed local image server (the test-only allowance), on 127.0.0.1. */
let images: Server;
let imagePort: number;
const imageHosts: string[] = [];
/** Another internal listener on the image server's port, at 127.0.0.2: where a rebinding would land. */
let rebound: Server;
let reboundConnections = 0;
let jpeg: Buffer;

const listen = async (server: Server, host: string, port = 0) => {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port, host, ipv6Only: false }, resolve);
  });
  return (server.address() as AddressInfo).port;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(async () => {
  jpeg = await buildJpeg({ width: 64, height: 48 });
  forbidden = createServer((_req, res) => res.end("internal secret"));
  forbidden.on("connection", () => {
    forbiddenConnections++;
  });
  // "::" without ipv6Only is dual stack: it also takes IPv4 connections (127.0.0.1, 0.0.0.0 …).
  forbiddenPort = await listen(forbidden, "::");
  images = createServer((req, res) => {
    imageHosts.push(String(req.headers.host));
    switch (req.url) {
      case "/cat.jpg":
        return res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
      case "/to-internal":
        return res.writeHead(302, { location: `http://127.0.0.1:${forbiddenPort}/secret` }).end();
      case "/to-ipv6-loopback":
        return res.writeHead(302, { location: `http://[::1]:${forbiddenPort}/secret` }).end();
      case "/to-mapped-loopback":
        return res.writeHead(307, { location: `http://[::ffff:127.0.0.1]:${forbiddenPort}/secret` }).end();
      case "/to-evil-name":
        return res.writeHead(302, { location: `http://evil.example.com:${forbiddenPort}/secret` }).end();
      case "/to-metadata":
        return res.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" }).end();
      case "/to-cat":
        return res.writeHead(302, { location: "/cat.jpg" }).end();
      case "/loop":
        return res.writeHead(302, { location: "/loop" }).end();
      case "/huge": {
        res.writeHead(200, { "content-type": "image/jpeg" });
        const chunk = Buffer.alloc(MB, 0xff);
        let sent = 0;
        const pump = () => {
          while (sent < 50 && res.write(chunk)) sent++;
          if (sent < 50) res.once("drain", pump);
          else res.end();
        };
        res.on("close", () => {
          sent = 50;
        });
        return pump();
      }
      case "/huge-declared":
        res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(50 * MB) });
        return res.write(Buffer.alloc(1024));
      case "/slow": {
        res.writeHead(200, { "content-type": "image/jpeg" });
        const timer = setInterval(() => res.write(Buffer.alloc(10)), 200);
        res.on("close", () => clearInterval(timer));
        return;
      }
      case "/page.html":
        return res.writeHead(200, { "content-type": "text/html" }).end("<html><body>hi</body></html>");
      case "/logo.svg":
        return res.writeHead(200, { "content-type": "image/svg+xml" }).end('<svg xmlns="http://www.w3.org/2000/svg"/>');
      default:
        return res.writeHead(404).end();
    }
  });
  imagePort = await listen(images, "127.0.0.1");
  rebound = createServer((_req, res) => res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg));
  rebound.on("connection", () => {
    reboundConnections++;
  });
  await listen(rebound, "127.0.0.2", imagePort);
});

afterAll(async () => {
  for (const server of [forbidden, images, rebound]) {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
  }
});

/** A resolver standing in for DNS: names that look public but point inside. */
const testResolver = async (hostname: string) => {
  const table: Record<string, string[]> = {
    "images.example.com": ["93.184.215.14"],
    "evil.example.com": ["127.0.0.1"],
    "evil6.example.com": ["::1"],
    "mapped.example.com": ["::ffff:127.0.0.1"],
    "zero.example.com": ["0.0.0.0"],
    "rebind.example.com": ["93.184.215.14", "127.0.0.1"],
    "metadata.example.com": ["169.254.169.254"],
    "v6internal.example.com": ["fd00::1"],
  };
  const found = table[hostname];
  if (!found) throw new Error("ENOTFOUND");
  return found;
};

const options = (extra: Partial<Parameters<typeof fetchImageSafely>[1]> = {}) => ({
  maxBytes: 5 * MB,
  timeoutMs: 2000,
  resolve: testResolver,
  testAllowance: `127.0.0.1:${imagePort}`,
  ...extra,
});

/** Records where sockets are opened (host:port), on top of the test process's network guard. */
function watchConnects() {
  const seen: string[] = [];
  const original = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function watched(this: net.Socket, ...given: unknown[]) {
    const args = Array.isArray(given[0]) ? (given[0] as unknown[]) : given;
    const first = args[0] as { host?: string; port?: number } | undefined;
    if (first && typeof first === "object") seen.push(`${first.host}:${first.port}`);
    return (original as (...a: unknown[]) => net.Socket).apply(this, given);
  } as typeof original;
  return {
    seen,
    restore: () => {
      net.Socket.prototype.connect = original;
    },
  };
}

describe("the counting listener", () => {
  it.each(["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1", "0.0.0.0", "::"])(
    "hears a connection to %s",
    async (host) => {
      const before = forbiddenConnections;
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect({ host, port: forbiddenPort }, () => {
          socket.destroy();
          resolve();
        });
        socket.on("error", reject);
      });
      await settle();
      expect(forbiddenConnections).toBe(before + 1);
    },
  );

  it("hears the fetcher itself when the address is allowed", async () => {
    const before = forbiddenConnections;
    const error = await fetchImageSafely(
      `http://127.0.0.1:${forbiddenPort}/x.jpg`,
      options({ testAllowance: `127.0.0.1:${forbiddenPort}` }),
    ).catch((e: unknown) => e);
    // Reached, and refused only because it answered text, not an image.
    expect((error as UnsafeUrlError).reason).toBe("not_an_image");
    expect(forbiddenConnections).toBe(before + 1);
  });
});

describe("SSRF: refused without any connection to the target", () => {
  // PORT is the counting listener's port: whatever would reach this machine would reach it.
  const cases: [string, RefusalReason][] = [
    ["http://127.0.0.1:PORT/x.jpg", "blocked_address"],
    ["https://127.0.0.1:PORT/x.jpg", "blocked_address"],
    ["http://127.0.0.2:PORT/x.jpg", "blocked_address"],
    ["http://localhost:PORT/x.jpg", "blocked_address"],
    ["http://LOCALHOST:PORT/x.jpg", "blocked_address"],
    ["http://printer.local:PORT/x.jpg", "blocked_address"],
    ["http://[::1]:PORT/x.jpg", "blocked_address"],
    ["http://[0:0:0:0:0:0:0:1]:PORT/x.jpg", "blocked_address"],
    ["http://0.0.0.0:PORT/x.jpg", "blocked_address"],
    ["http://0:PORT/x.jpg", "blocked_address"],
    ["http://[::]:PORT/x.jpg", "blocked_address"],
    ["http://10.0.0.1:PORT/x.jpg", "blocked_address"],
    ["http://10.255.255.254:PORT/x.jpg", "blocked_address"],
    ["http://172.16.0.1:PORT/x.jpg", "blocked_address"],
    ["http://172.31.255.254:PORT/x.jpg", "blocked_address"],
    ["http://192.168.1.1:PORT/x.jpg", "blocked_address"],
    ["http://169.254.169.254:PORT/latest/meta-data/", "blocked_address"],
    ["http://100.64.0.1:PORT/x.jpg", "blocked_address"],
    ["http://100.127.255.254:PORT/x.jpg", "blocked_address"],
    ["http://[fd00::1]:PORT/x.jpg", "blocked_address"],
    ["http://[fd12:3456:789a::1]:PORT/x.jpg", "blocked_address"],
    ["http://[fe80::1]:PORT/x.jpg", "blocked_address"],
    ["http://[ff02::1]:PORT/x.jpg", "blocked_address"],
    ["http://[::ffff:127.0.0.1]:PORT/x.jpg", "blocked_address"],
    ["http://[::ffff:7f00:1]:PORT/x.jpg", "blocked_address"],
    ["http://[::ffff:0.0.0.0]:PORT/x.jpg", "blocked_address"],
    ["http://[::ffff:10.0.0.1]:PORT/x.jpg", "blocked_address"],
    ["http://[::ffff:169.254.169.254]:PORT/x.jpg", "blocked_address"],
    ["http://[::127.0.0.1]:PORT/x.jpg", "blocked_address"],
    ["http://[64:ff9b::7f00:1]:PORT/x.jpg", "blocked_address"],
    ["http://[2002:7f00:1::1]:PORT/x.jpg", "blocked_address"],
    ["http://2130706433:PORT/x.jpg", "blocked_address"],
    ["http://0x7f000001:PORT/x.jpg", "blocked_address"],
    ["http://017700000001:PORT/x.jpg", "blocked_address"],
    ["http://0177.0.0.1:PORT/x.jpg", "blocked_address"],
    ["http://0x7f.0.0.1:PORT/x.jpg", "blocked_address"],
    ["http://127.1:PORT/x.jpg", "blocked_address"],
    ["http://224.0.0.1:PORT/x.jpg", "blocked_address"],
    ["http://255.255.255.255:PORT/x.jpg", "blocked_address"],
    ["http://198.18.0.1:PORT/x.jpg", "blocked_address"],
    ["http://evil.example.com:PORT/x.jpg", "blocked_address"],
    ["http://evil6.example.com:PORT/x.jpg", "blocked_address"],
    ["http://mapped.example.com:PORT/x.jpg", "blocked_address"],
    ["http://zero.example.com:PORT/x.jpg", "blocked_address"],
    ["http://rebind.example.com:PORT/x.jpg", "blocked_address"],
    ["http://metadata.example.com:PORT/latest/meta-data/", "blocked_address"],
    ["http://v6internal.example.com:PORT/x.jpg", "blocked_address"],
    ["file:///etc/passwd", "blocked_scheme"],
    ["ftp://127.0.0.1:PORT/x.jpg", "blocked_scheme"],
    ["gopher://127.0.0.1:PORT/_x", "blocked_scheme"],
    ["ws://127.0.0.1:PORT/x", "blocked_scheme"],
    ["data:image/png;base64,iVBORw0KGgo=", "blocked_scheme"],
    ["javascript:alert(1)", "blocked_scheme"],
    ["http://user:pass@127.0.0.1:PORT/x.jpg", "blocked_credentials"],
    ["http://no-such-host.example.com:PORT/x.jpg", "unresolvable"],
    // A public address on another port: it cannot reach the listener, and a connection attempt
    // would be stopped by the test process's network guard and end as http_error instead.
    ["http://images.example.com:8080/x.jpg", "blocked_port"],
    ["http://images.example.com:PORT/x.jpg", "blocked_port"],
    ["not a url", "invalid_url"],
  ];

  it.each(cases)("%s → %s", async (template, reason) => {
    const url = template.replaceAll("PORT", String(forbiddenPort));
    const before = forbiddenConnections;
    const error = await fetchImageSafely(url, options()).catch((e: unknown) => e);
    await settle();
    expect(error).toBeInstanceOf(UnsafeUrlError);
    expect((error as UnsafeUrlError).reason).toBe(reason);
    expect(forbiddenConnections).toBe(before);
  });

  it("has at least 30 cases", () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it("judges addresses, not spellings", () => {
    expect(isPublicAddress("93.184.215.14")).toBe(true);
    expect(isPublicAddress("2606:4700::1111")).toBe(true);
    expect(isPublicAddress("::ffff:93.184.215.14")).toBe(true);
    for (const inside of ["::7f00:1", "100::1", "2001:db8::1", "::ffff:192.168.0.1", "64:ff9b:1::1"]) {
      expect(isPublicAddress(inside), inside).toBe(false);
    }
  });
});

describe("the connection goes to the address that was checked (no DNS rebinding)", () => {
  it("reaches a hostname through the address its one lookup gave", async () => {
    const lookups: string[] = [];
    const resolve = async (hostname: string) => {
      lookups.push(hostname);
      if (hostname !== "img.test") throw new Error("ENOTFOUND");
      return ["127.0.0.1"];
    };
    const image = await fetchImageSafely(`http://img.test:${imagePort}/cat.jpg`, options({ resolve }));
    // The system resolver knows no img.test, and the test's network guard refuses a socket to
    // a name: success means the socket was opened to 127.0.0.1 itself.
    expect(image.body.equals(jpeg)).toBe(true);
    expect(lookups).toEqual(["img.test"]);
    expect(imageHosts.at(-1)).toBe(`img.test:${imagePort}`);
  });

  it("a name that would answer differently the second time is looked up once", async () => {
    let lookups = 0;
    // First the allowed image server, then another internal listener on the same port.
    const resolve = async () => (++lookups === 1 ? ["127.0.0.1"] : ["127.0.0.2"]);
    const before = reboundConnections;
    const image = await fetchImageSafely(`http://flip.test:${imagePort}/cat.jpg`, options({ resolve }));
    await settle();
    expect(image.body.equals(jpeg)).toBe(true);
    expect(lookups).toBe(1);
    expect(reboundConnections).toBe(before);
  });

  it("a public answer first and 127.0.0.1 second: the socket goes to the public address only", async () => {
    let lookups = 0;
    const resolve = async () => (++lookups === 1 ? ["93.184.215.14"] : ["127.0.0.1"]);
    const watch = watchConnects();
    const before = forbiddenConnections;
    let error: unknown;
    try {
      error = await fetchImageSafely("http://flip.test/x.jpg", options({ resolve })).catch((e: unknown) => e);
    } finally {
      watch.restore();
    }
    await settle();
    // The test process may not reach the internet: the guard stops the public connection.
    expect((error as UnsafeUrlError).reason).toBe("http_error");
    expect(lookups).toBe(1);
    expect(watch.seen).toEqual(["93.184.215.14:80"]);
    expect(forbiddenConnections).toBe(before);
  });
});

describe("through the allowed test server", () => {
  const base = () => `http://127.0.0.1:${imagePort}`;

  it("fetches an image, following a same-site redirect", async () => {
    const image = await fetchImageSafely(`${base()}/to-cat`, options());
    expect(image.body.equals(jpeg)).toBe(true);
    expect(image.contentType).toBe("image/jpeg");
  });

  it.each([
    ["/to-internal", "blocked_address"],
    ["/to-ipv6-loopback", "blocked_address"],
    ["/to-mapped-loopback", "blocked_address"],
    ["/to-evil-name", "blocked_address"],
    ["/to-metadata", "blocked_address"],
    ["/loop", "too_many_redirects"],
    ["/huge", "too_large"],
    ["/huge-declared", "too_large"],
    ["/slow", "timeout"],
    ["/page.html", "not_an_image"],
    ["/logo.svg", "not_an_image"],
  ] as const)("%s is refused (%s) and the internal target is never contacted", async (path, reason) => {
    const before = forbiddenConnections;
    const started = Date.now();
    const error = await fetchImageSafely(`${base()}${path}`, options()).catch((e: unknown) => e);
    await settle();
    expect((error as UnsafeUrlError).reason).toBe(reason);
    expect(forbiddenConnections).toBe(before);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("stops when the caller's own signal fires", async () => {
    const started = Date.now();
    const error = await fetchImageSafely(
      `${base()}/slow`,
      options({ timeoutMs: 10_000, signal: AbortSignal.timeout(300) }),
    ).catch((e: unknown) => e);
    expect((error as UnsafeUrlError).reason).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses the same loopback server without the test allowance", async () => {
    const error = await fetchImageSafely(`${base()}/cat.jpg`, { maxBytes: 5 * MB, timeoutMs: 2000 }).catch(
      (e: unknown) => e,
    );
    expect((error as UnsafeUrlError).reason).toBe("blocked_address");
  });
});
