import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32 } from "node:zlib";

/** What a test needs of a local S3-compatible server: where it is, its keys, what it holds. */
export interface S3TestServer {
  bucket: string;
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** The settings that point the app at `server` (path-style, as MinIO and test servers need). */
export const s3Env = (server: S3TestServer): Record<string, string> => ({
  S3_BUCKET: server.bucket,
  S3_REGION: "us-east-1",
  S3_ENDPOINT: server.endpoint,
  S3_FORCE_PATH_STYLE: "true",
  S3_ACCESS_KEY_ID: server.accessKeyId,
  S3_SECRET_ACCESS_KEY: server.secretAccessKey,
});

/**
 * A local S3-compatible server for adapter tests, written from the S3 REST and Signature V4
 * documentation: path-style PUT/GET/HEAD object (GET with one byte Range) and multi-object delete, with every request's
 * signature checked (header or presigned query), presigned expiry, signed headers such as
 * content-length and content-type, and x-amz-checksum-crc32 against the body — the checks
 * that make a presigned URL "restricted to the expected size and type".
 */
export async function startS3Server(bucket = "captionkaro-test") {
  const accessKeyId = "TESTACCESSKEY";
  const secretAccessKey = "test-secret-key";
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; path: string; status: number }[] = [];

  const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();
  const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
  const encode = (value: string) =>
    encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

  function verify(req: IncomingMessage, url: URL): string | undefined {
    const query = url.searchParams;
    const presigned = query.has("X-Amz-Signature");
    let credential: string;
    let signedHeaders: string;
    let signature: string;
    let amzDate: string;
    let payloadHash: string;
    if (presigned) {
      credential = query.get("X-Amz-Credential") ?? "";
      signedHeaders = query.get("X-Amz-SignedHeaders") ?? "";
      signature = query.get("X-Amz-Signature") ?? "";
      amzDate = query.get("X-Amz-Date") ?? "";
      payloadHash = query.get("X-Amz-Content-Sha256") ?? "UNSIGNED-PAYLOAD";
      const expires = Number(query.get("X-Amz-Expires"));
      const signedAt = Date.parse(
        amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"),
      );
      if (!(signedAt + expires * 1000 >= Date.now())) return "AccessDenied:Request has expired";
    } else {
      const auth = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
        String(req.headers.authorization ?? ""),
      );
      if (!auth) return "AccessDenied:Missing or malformed Authorization";
      [, credential = "", signedHeaders = "", signature = ""] = auth;
      amzDate = String(req.headers["x-amz-date"] ?? "");
      payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
    }
    const [key, date, region, service] = credential.split("/");
    if (key !== accessKeyId) return "InvalidAccessKeyId:Unknown access key";
    const canonicalQuery = [...query.entries()]
      .filter(([name]) => name !== "X-Amz-Signature")
      .map(([name, value]) => [encode(name), encode(value)])
      .sort(([a = "", av = ""], [b = "", bv = ""]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
      .map(([name, value]) => `${name}=${value}`)
      .join("&");
    const names = signedHeaders.split(";");
    const canonicalHeaders = names
      .map(
        (name) =>
          `${name}:${String(req.headers[name] ?? "")
            .trim()
            .replace(/\s+/g, " ")}\n`,
      )
      .join("");
    const canonicalRequest = [
      req.method,
      url.pathname,
      canonicalQuery,
      canonicalHeaders,
      signedHeaders,
      payloadHash,
    ].join("\n");
    const scope = `${date}/${region}/${service}/aws4_request`;
    const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
    const signingKey = hmac(
      hmac(hmac(hmac(`AWS4${secretAccessKey}`, date ?? ""), region ?? ""), service ?? ""),
      "aws4_request",
    );
    const expected = Buffer.from(hmac(signingKey, stringToSign).toString("hex"));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return "SignatureDoesNotMatch:The request signature we calculated does not match the signature you provided.";
    }
    return undefined;
  }

  const xmlError = (res: ServerResponse, status: number, codeAndMessage: string) => {
    const [code, ...rest] = codeAndMessage.split(":");
    res.writeHead(status, { "content-type": "application/xml" });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${rest.join(":")}</Message></Error>`,
    );
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://localhost");
    res.on("finish", () => requests.push({ method: req.method ?? "", path: url.pathname, status: res.statusCode }));
    const [, bucketName, ...keyParts] = url.pathname.split("/");
    const key = decodeURIComponent(keyParts.join("/"));
    if (bucketName !== bucket) return xmlError(res, 404, "NoSuchBucket:The specified bucket does not exist");

    const problem = verify(req, url);
    if (problem) return xmlError(res, 403, problem);

    const declaredLength = req.headers["content-length"];
    if (declaredLength !== undefined && Number(declaredLength) !== body.length) {
      return xmlError(res, 400, "IncompleteBody:The request body does not match Content-Length");
    }
    const checksum = url.searchParams.get("x-amz-checksum-crc32") ?? req.headers["x-amz-checksum-crc32"];
    if (checksum !== undefined) {
      const actual = Buffer.alloc(4);
      actual.writeUInt32BE(crc32(body));
      if (actual.toString("base64") !== checksum) {
        return xmlError(res, 400, "BadDigest:The CRC32 you specified did not match the calculated checksum.");
      }
    }

    if (req.method === "PUT" && key) {
      objects.set(key, { body, contentType: String(req.headers["content-type"] ?? "application/octet-stream") });
      res.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` });
      return res.end();
    }
    if ((req.method === "GET" || req.method === "HEAD") && key) {
      const object = objects.get(key);
      if (!object) {
        if (req.method === "HEAD") {
          res.writeHead(404);
          return res.end();
        }
        return xmlError(res, 404, "NoSuchKey:The specified key does not exist.");
      }
      // GetObject's Range (one byte range, as S3 serves it): 206 with Content-Range, 416
      // InvalidRange past the end; several ranges or a malformed header get the whole object.
      const size = object.body.length;
      const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ""));
      if (range && (range[1] || range[2]) && !(range[1] && range[2] && Number(range[2]) < Number(range[1]))) {
        const [, first = "", last = ""] = range;
        const start = first === "" ? Math.max(0, size - Number(last)) : Number(first);
        const end = first === "" || last === "" ? size - 1 : Math.min(Number(last), size - 1);
        if (start >= size || (first === "" && Number(last) === 0)) {
          return xmlError(res, 416, "InvalidRange:The requested range is not satisfiable");
        }
        res.writeHead(206, {
          "content-type": object.contentType,
          "content-length": end - start + 1,
          "content-range": `bytes ${start}-${end}/${size}`,
          "accept-ranges": "bytes",
        });
        return res.end(req.method === "GET" ? object.body.subarray(start, end + 1) : undefined);
      }
      res.writeHead(200, { "content-type": object.contentType, "content-length": size, "accept-ranges": "bytes" });
      return res.end(req.method === "GET" ? object.body : undefined);
    }
    if (req.method === "POST" && url.searchParams.has("delete")) {
      const keys = [...body.toString("utf8").matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
        (m[1] ?? "").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
      );
      for (const k of keys) objects.delete(k);
      res.writeHead(200, { "content-type": "application/xml" });
      return res.end(
        `<?xml version="1.0" encoding="UTF-8"?><DeleteResult>${keys.map((k) => `<Deleted><Key>${k}</Key></Deleted>`).join("")}</DeleteResult>`,
      );
    }
    return xmlError(res, 405, "MethodNotAllowed:The specified method is not allowed against this resource.");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    keys: async () => [...objects.keys()].sort(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
