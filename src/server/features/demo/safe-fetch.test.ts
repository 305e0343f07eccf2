import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildJpeg } from "../../../../test/helpers/images.ts";
import { fetchImageSafely, type RefusalReason, UnsafeUrlError } from "./safe-fetch.ts";

const MB = 1024 * 1024;
let forbidden: Server;
let forbiddenPort: number;
let forbiddenConnections = 0;
let images: Server;
let imagePort: number;
let jpeg: Buffer;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
};

beforeAll(async () => {
  jpeg = await buildJpeg({ width: 64, height: 48 });
  // A listener standing for anything internal: it counts every connection attempt.
  forbidden = createServer((_req, res) => res.end("internal secret"));
  forbidden.on("connection", () => {
    forbiddenConnections++;
  });
  forbiddenPort = await listen(forbidden);
  images = createServer((req, res) => {
    switch (req.url) {
      case "/cat.jpg":
        return res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
      case "/to-internal":
        return res.writeHead(302, { location: `http://127.0.0.1:${forbiddenPort}/secret` }).end();
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
  imagePort = await listen(images);
});

afterAll(async () => {
  forbidden.closeAllConnections();
  images.closeAllConnections();
  await new Promise((r) => forbidden.close(r));
  await new Promise((r) => images.close(r));
});

/** A resolver standing in for DNS: two names that look public but point inside. */
const testResolver = async (hostname: string) => {
  const table: Record<string, string[]> = {
    "images.example.com": ["93.184.215.14"],
    "evil.example.com": ["127.0.0.1"],
    "rebind.example.com": ["93.184.215.14", "127.0.0.1"],
    "metadata.example.com": ["169.254.169.254"],
    "v6internal.example.com": ["fd00::1"],
  };
  const found = table[hostname];
  if (!found) throw new Error("ENOTFOUND");
  return found;
};

const options = (connects: string[]) => ({
  maxBytes: 5 * MB,
  timeoutMs: 2000,
  resolve: testResolver,
  testAllowance: `127.0.0.1:${imagePort}`,
  onConnect: (address: string) => connects.push(address),
});

describe("SSRF: refused without any connection to the target", () => {
  const cases: [string, RefusalReason][] = [
    ["http://127.0.0.1/x.jpg", "blocked_address"],
    ["http://127.0.0.1:PORT/x.jpg", "blocked_address"],
    ["http://localhost:PORT/x.jpg", "blocked_address"],
    ["http://[::1]/x.jpg", "blocked_address"],
    ["http://0.0.0.0/x.jpg", "blocked_address"],
    ["http://[::]/x.jpg", "blocked_address"],
    ["http://10.0.0.1/x.jpg", "blocked_address"],
    ["http://10.255.255.254/x.jpg", "blocked_address"],
    ["http://172.16.0.1/x.jpg", "blocked_address"],
    ["http://172.31.255.254/x.jpg", "blocked_address"],
    ["http://192.168.1.1/x.jpg", "blocked_address"],
    ["http://169.254.169.254/latest/meta-data/", "blocked_address"],
    ["http://100.64.0.1/x.jpg", "blocked_address"],
    ["http://100.127.255.254/x.jpg", "blocked_address"],
    ["http://[fd00::1]/x.jpg", "blocked_address"],
    ["http://[fe80::1]/x.jpg", "blocked_address"],
    ["http://[::ffff:127.0.0.1]/x.jpg", "blocked_address"],
    ["http://[::ffff:10.0.0.1]/x.jpg", "blocked_address"],
    ["http://[64:ff9b::7f00:1]/x.jpg", "blocked_address"],
    ["http://2130706433:PORT/x.jpg", "blocked_address"],
    ["http://0x7f000001:PORT/x.jpg", "blocked_address"],
    ["http://017700000001:PORT/x.jpg", "blocked_address"],
    ["http://0177.0.0.1:PORT/x.jpg", "blocked_address"],
    ["http://127.1:PORT/x.jpg", "blocked_address"],
    ["http://224.0.0.1/x.jpg", "blocked_address"],
    ["http://255.255.255.255/x.jpg", "blocked_address"],
    ["http://198.18.0.1/x.jpg", "blocked_address"],
    ["http://evil.example.com:PORT/x.jpg", "blocked_address"],
    ["http://rebind.example.com/x.jpg", "blocked_address"],
    ["http://metadata.example.com/latest/meta-data/", "blocked_address"],
    ["http://v6internal.example.com/x.jpg", "blocked_address"],
    ["file:///etc/passwd", "blocked_scheme"],
    ["ftp://images.example.com/x.jpg", "blocked_scheme"],
    ["gopher://images.example.com:70/_x", "blocked_scheme"],
    ["data:image/png;base64,iVBORw0KGgo=", "blocked_scheme"],
    ["javascript:alert(1)", "blocked_scheme"],
    ["http://images.example.com:8080/x.jpg", "blocked_port"],
    ["http://user:pass@images.example.com/x.jpg", "blocked_credentials"],
    ["http://no-such-host.example.com/x.jpg", "unresolvable"],
    ["not a url", "invalid_url"],
  ];

  it.each(cases)("%s → %s", async (template, reason) => {
    const url = template.replace("PORT", String(forbiddenPort));
    const connects: string[] = [];
    const before = forbiddenConnections;
    const error = await fetchImageSafely(url, options(connects)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsafeUrlError);
    expect((error as UnsafeUrlError).reason).toBe(reason);
    expect(connects).toEqual([]);
    expect(forbiddenConnections).toBe(before);
  });

  it("has at least 30 cases", () => expect(cases.length).toBeGreaterThanOrEqual(30));
});

describe("through the allowed test server", () => {
  const base = () => `http://127.0.0.1:${imagePort}`;

  it("fetches an image, following a same-site redirect", async () => {
    const image = await fetchImageSafely(`${base()}/to-cat`, options([]));
    expect(image.body.equals(jpeg)).toBe(true);
    expect(image.contentType).toBe("image/jpeg");
  });

  it.each([
    ["/to-internal", "blocked_address"],
    ["/to-metadata", "blocked_address"],
    ["/loop", "too_many_redirects"],
    ["/huge", "too_large"],
    ["/slow", "timeout"],
    ["/page.html", "not_an_image"],
    ["/logo.svg", "not_an_image"],
  ] as const)("%s is refused (%s) and the internal target is never contacted", async (path, reason) => {
    const before = forbiddenConnections;
    const started = Date.now();
    const error = await fetchImageSafely(`${base()}${path}`, options([])).catch((e: unknown) => e);
    expect((error as UnsafeUrlError).reason).toBe(reason);
    expect(forbiddenConnections).toBe(before);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("refuses the same loopback server without the test allowance", async () => {
    const error = await fetchImageSafely(`${base()}/cat.jpg`, { maxBytes: 5 * MB, timeoutMs: 2000 }).catch(
      (e: unknown) => e,
    );
    expect((error as UnsafeUrlError).reason).toBe("blocked_address");
  });
});
