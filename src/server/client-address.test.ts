import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { addressKey, clientAddress, clientAddressKey, normaliseAddress } from "./client-address.ts";

describe("client address", () => {
  it("keys IPv4 by the address and IPv6 by its /64", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("not an address")).toBe("not an address");
    expect(normaliseAddress("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(normaliseAddress("2001:db8::1")).toBe("2001:db8::1");
  });

  it.each([
    [0, "10.0.0.9"],
    [1, "198.51.100.2"],
    [2, "198.51.100.1"],
  ])("with %i trusted proxies, takes the address the nearest proxies wrote", async (hops, expected) => {
    const app = Fastify({ trustProxy: (_address: string, hop: number) => hop < hops });
    app.get("/", async (request) => ({ address: clientAddress(request), key: clientAddressKey(request) }));
    // The client wrote 203.0.113.66 itself; the proxies appended 198.51.100.1 and .2.
    const res = await app.inject({
      url: "/",
      remoteAddress: "10.0.0.9",
      headers: { "x-forwarded-for": "203.0.113.66, 198.51.100.1, 198.51.100.2" },
    });
    expect(res.json()).toEqual({ address: expected, key: expected });
    await app.close();
  });
});
