import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("runs with no settings at all: embedded defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.database).toEqual({ kind: "pglite", dir: expect.stringMatching(/data[/\\]db$/) });
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.isHttps).toBe(false);
    expect(config.brand.name).toBe("CaptionKaro");
  });

  it("uses PostgreSQL when DATABASE_URL is set and HTTPS when PUBLIC_URL is https", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u@db:5432/app", PUBLIC_URL: "https://example.in/" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u@db:5432/app" });
    expect(config.publicUrl).toBe("https://example.in");
    expect(config.isHttps).toBe(true);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PUBLIC_URL: " " }).database.kind).toBe("pglite");
  });

  it("lists every problem at once, naming the setting and the value", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", NODE_ENV: "staging", SUPPORT_EMAIL: "nope" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join("\n")).toMatch(/PORT: PORT must be a number \(got "abc"\)/);
    expect(problems.join("\n")).toMatch(/DATABASE_URL/);
    expect(problems.join("\n")).toMatch(/NODE_ENV/);
    expect(problems.join("\n")).toMatch(/SUPPORT_EMAIL/);
  });

  it("refuses ports out of range", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT must be between 0 and 65535/);
  });
});

describe("account settings", () => {
  it("reads ADMIN_EMAILS as a lower-cased list and refuses anything that is not an e-mail", () => {
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: " Owner@Example.in , ops@example.in," }).adminEmails).toEqual([
      "owner@example.in",
      "ops@example.in",
    ]);
    expect(() => loadConfig({ ADMIN_EMAILS: "owner" })).toThrow(ConfigError);
  });

  it("needs all three OIDC settings or none, and https unless the provider is on this machine", () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    const full = { OIDC_ISSUER: "https://accounts.example.com", OIDC_CLIENT_ID: "id", OIDC_CLIENT_SECRET: "secret" };
    expect(loadConfig(full).oidc).toEqual({ issuer: full.OIDC_ISSUER, clientId: "id", clientSecret: "secret" });
    expect(() => loadConfig({ OIDC_CLIENT_ID: "id" })).toThrow(
      /set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together/,
    );
    expect(() => loadConfig({ ...full, OIDC_ISSUER: "http://accounts.example.com" })).toThrow(/must use https/);
    expect(loadConfig({ ...full, OIDC_ISSUER: "http://127.0.0.1:4000" }).oidc?.issuer).toBe("http://127.0.0.1:4000");
  });

  it("trusts proxy headers only when told to", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
  });
});
