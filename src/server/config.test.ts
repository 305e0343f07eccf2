import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, ROOT_DIR } from "./config.ts";

describe("loadConfig", () => {
  it("runs with no settings at all: embedded defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.database).toEqual({
      kind: "pglite",
      dir: expect.stringMatching(/data[/\\]db$/),
      templateDir: expect.stringMatching(/dist$/),
    });
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.isHttps).toBe(false);
    expect(config.brand.name).toBe("CaptionKaro");
  });

  it("is production unless told otherwise: no setting, or an empty NODE_ENV, is production", () => {
    expect(loadConfig({}).env).toBe("production");
    expect(loadConfig({}).isProduction).toBe(true);
    expect(loadConfig({ NODE_ENV: "" }).env).toBe("production");
    expect(loadConfig({ NODE_ENV: "development" }).isProduction).toBe(false);
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
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY must be/);
  });
});

describe("storage settings", () => {
  it("keeps files under DATA_DIR/objects with 15-minute upload links when nothing is set", () => {
    const config = loadConfig({ DATA_DIR: "/srv/ck" });
    expect(config.storage).toEqual({ kind: "local", dir: "/srv/ck/objects" });
    expect(config.uploadLinkSeconds).toBe(900);
  });

  it("uses S3-compatible storage when S3_BUCKET is set, with the endpoint, path style and keys given", () => {
    expect(loadConfig({ S3_BUCKET: "ck-media" }).storage).toEqual({
      kind: "s3",
      bucket: "ck-media",
      region: "us-east-1",
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    const minio = loadConfig({
      S3_BUCKET: "ck-media",
      S3_REGION: "ap-south-1",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
      S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI",
    });
    expect(minio.storage).toEqual({
      kind: "s3",
      bucket: "ck-media",
      region: "ap-south-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI",
    });
  });

  it("accepts .env.example as it stands (copied to .env unchanged, it keeps the embedded defaults)", async () => {
    const text = await readFile(path.join(ROOT_DIR, ".env.example"), "utf8");
    const env = Object.fromEntries(
      text
        .split("\n")
        .filter((line) => /^[A-Z0-9_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    expect(env).toHaveProperty("S3_BUCKET");
    expect(env).toHaveProperty("UPLOAD_LINK_SECONDS");
    const config = loadConfig(env);
    expect(config.storage.kind).toBe("local");
    expect(config.uploadLinkSeconds).toBe(900);
  });

  it("treats the empty values of .env.example as unset", () => {
    const config = loadConfig({
      S3_BUCKET: "",
      S3_REGION: "",
      S3_ENDPOINT: "",
      S3_FORCE_PATH_STYLE: "",
      S3_ACCESS_KEY_ID: "",
      S3_SECRET_ACCESS_KEY: "",
    });
    expect(config.storage.kind).toBe("local");
    expect(loadConfig({ S3_BUCKET: "b", S3_REGION: "", S3_FORCE_PATH_STYLE: "" }).storage).toMatchObject({
      region: "us-east-1",
      forcePathStyle: false,
    });
  });

  it("refuses S3 settings that would silently fall back to local disk or to other credentials", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems.join("\n");
      }
      return "";
    };
    expect(problems({ S3_ENDPOINT: "https://r2.example.com" })).toMatch(
      /S3_ENDPOINT: S3_ENDPOINT is set but S3_BUCKET is not/,
    );
    expect(problems({ S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" })).toMatch(
      /S3_ACCESS_KEY_ID is set but S3_BUCKET is not/,
    );
    expect(problems({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id" })).toMatch(
      /S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/,
    );
    expect(problems({ S3_BUCKET: "b", S3_SECRET_ACCESS_KEY: "secret" })).toMatch(
      /S3_ACCESS_KEY_ID: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/,
    );
    expect(problems({ S3_BUCKET: "b", S3_ENDPOINT: "minio:9000" })).toMatch(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(problems({ S3_BUCKET: "b", S3_ENDPOINT: "ftp://minio:9000" })).toMatch(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(problems({ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "yes" })).toMatch(
      /S3_FORCE_PATH_STYLE must be true or false \(got "yes"\)/,
    );
  });

  it("reads UPLOAD_LINK_SECONDS between 1 second and 7 days", () => {
    expect(loadConfig({ UPLOAD_LINK_SECONDS: "60" }).uploadLinkSeconds).toBe(60);
    expect(() => loadConfig({ UPLOAD_LINK_SECONDS: "0" })).toThrow(/between 1 and 604800/);
    expect(() => loadConfig({ UPLOAD_LINK_SECONDS: "604801" })).toThrow(/between 1 and 604800/);
    expect(() => loadConfig({ UPLOAD_LINK_SECONDS: "soon" })).toThrow(/must be a number of seconds/);
  });
});
