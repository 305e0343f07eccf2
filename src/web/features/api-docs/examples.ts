/** curl and JavaScript examples for the API reference, built from each endpoint's example request. */
import type { OpenApiDocument } from "#contract/openapi.ts";

export interface ExampleRequest {
  method: string;
  /** The path below the base URL, with `{id}` for ids. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /**
   * Takes an Idempotency-Key: the examples make a fresh one (curl: the time and the shell's
   * process id, nothing beyond a POSIX shell; JavaScript: crypto.randomUUID()).
   */
  idempotent?: boolean;
}

const KEY_VARIABLE = "CAPTIONKARO_API_KEY";
/** A fresh Idempotency-Key in any POSIX shell (no uuidgen): seconds since 1970 and this shell's process id. */
export const SHELL_IDEMPOTENCY_KEY = "$(date +%s)-$$";

/** Each operation's example request (by operationId), from the examples the description carries. */
export function examplesOf(document: OpenApiDocument): Record<string, ExampleRequest> {
  const examples: Record<string, ExampleRequest> = {};
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const body = operation.requestBody?.content["application/json"]?.schema;
      const example = (body?.examples as unknown[] | undefined)?.[0];
      const query = operation.parameters?.find((p) => p.in === "query" && p.schema.examples);
      examples[operation.operationId] = {
        method: method.toUpperCase(),
        path,
        ...(example !== undefined ? { body: example } : {}),
        ...(query ? { query: { [query.name]: String((query.schema.examples as unknown[])[0]) } } : {}),
        ...(operation.parameters?.some((p) => p.name === "Idempotency-Key") ? { idempotent: true } : {}),
      };
    }
  }
  return examples;
}

const withQuery = (path: string, query?: Record<string, string>) =>
  query && Object.keys(query).length > 0 ? `${path}?${new URLSearchParams(query)}` : path;

/** A shell word in single quotes (a quote inside becomes '\''). */
const shellQuote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

export function curlExample(base: string, request: ExampleRequest, needsKey = true): string {
  const lines = [
    `curl${request.method === "GET" ? "" : ` -X ${request.method}`} "${base}${withQuery(request.path, request.query)}"`,
  ];
  if (needsKey) lines.push(`  -H "Authorization: Bearer $${KEY_VARIABLE}"`);
  if (request.idempotent) lines.push(`  -H "Idempotency-Key: ${SHELL_IDEMPOTENCY_KEY}"`);
  if (request.body !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`);
    lines.push(`  -d ${shellQuote(JSON.stringify(request.body))}`);
  }
  return lines.join(" \\\n");
}

export function javascriptExample(base: string, request: ExampleRequest, needsKey = true): string {
  const headers = [
    ...(needsKey ? [`Authorization: \`Bearer \${process.env.${KEY_VARIABLE}}\``] : []),
    ...(request.idempotent ? [`"Idempotency-Key": crypto.randomUUID()`] : []),
    ...(request.body !== undefined ? [`"Content-Type": "application/json"`] : []),
  ];
  const options = [
    ...(request.method === "GET" ? [] : [`method: "${request.method}"`]),
    ...(headers.length > 0 ? [`headers: {\n    ${headers.join(",\n    ")},\n  }`] : []),
    ...(request.body !== undefined
      ? [`body: JSON.stringify(${JSON.stringify(request.body, null, 2).replaceAll("\n", "\n  ")})`]
      : []),
  ];
  return [
    `const res = await fetch(\`${base}${withQuery(request.path, request.query)}\`, {`,
    ...options.map((option) => `  ${option},`),
    "});",
    request.method === "DELETE"
      ? "if (!res.ok) throw new Error((await res.json()).error.message); // 204: deleted"
      : "const data = await res.json(); // on an error: data.error.code and data.error.message",
  ].join("\n");
}

/**
 * The quick start as one Node.js (18 or later) script: upload a photo, write a Tamil post
 * streamed, save it, list, delete. test/e2e/api.test.ts runs this very text against a server.
 */
export function quickStartJavaScript(base: string): string {
  return `// node quickstart.mjs chai.jpg   (with ${KEY_VARIABLE} set)
import { readFile } from "node:fs/promises";

const BASE = "${base}";
const auth = { Authorization: \`Bearer \${process.env.${KEY_VARIABLE}}\` };

async function call(method, path, body, headers = {}) {
  const res = await fetch(BASE + path, {
    method,
    headers: { ...auth, ...(body ? { "Content-Type": "application/json" } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) {
    const { error } = await res.json();
    throw new Error(\`\${res.status} \${error.code}: \${error.message}\`);
  }
  return res.status === 204 ? null : res.json();
}

// 1. Upload: ask for a URL, PUT the bytes there, then complete.
const file = process.argv[2] ?? "chai.jpg";
const photo = await readFile(file);
const { item, upload } = await call("POST", "/content", {
  fileName: file.split("/").pop(),
  fileSize: photo.length,
  mimeType: "image/jpeg",
});
const put = await fetch(upload.url, { method: "PUT", headers: upload.headers, body: photo });
if (!put.ok) throw new Error(\`upload failed: \${put.status}\`);
await call("POST", \`/content/\${item.id}/complete\`, { objectPath: upload.objectPath });

// 2. Write a Tamil post, streamed: "partial" events while it writes, then "result".
const res = await fetch(BASE + "/generate", {
  method: "POST",
  headers: {
    ...auth,
    "Content-Type": "application/json",
    Accept: "text/event-stream",
    "Idempotency-Key": crypto.randomUUID(),
  },
  body: JSON.stringify({ contentItemIds: [item.id], language: "tamil", contentField: "food" }),
});
if (!res.ok) throw new Error((await res.json()).error.message);
let post;
let buffer = "";
const decoder = new TextDecoder();
for await (const chunk of res.body) {
  buffer += decoder.decode(chunk, { stream: true });
  for (let end = buffer.indexOf("\\n\\n"); end >= 0; end = buffer.indexOf("\\n\\n")) {
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null");
    if (event === "partial") console.log("writing…", data.postHeading ?? "");
    if (event === "result") post = data;
    if (event === "error") throw new Error(\`\${data.status} \${data.error.code}: \${data.error.message}\`);
  }
}
console.log(post.caption);

// 3. Save it (a retry with the same Idempotency-Key saves once), list, delete.
const saved = await call(
  "POST",
  "/posts",
  {
    title: post.postHeading,
    caption: post.caption,
    hashtags: post.postHashtags,
    altText: post.altText,
    contentItemIds: [item.id],
    language: "tamil",
  },
  { "Idempotency-Key": crypto.randomUUID() },
);
const { posts } = await call("GET", "/posts?limit=20");
console.log(\`saved \${saved.id}; \${posts.length} post(s) in the history\`);
await call("DELETE", \`/posts/\${saved.id}\`);
`;
}

/**
 * The quick start's steps with curl and a POSIX shell alone (sh, with its standard date and
 * wc): no jq, no uuidgen. Fields are read from the JSON answers with the shell's own pattern
 * matching; each step that takes an Idempotency-Key gets one made from this run's time and
 * process id.
 */
export function quickStartCurl(base: string): string {
  const key = `-H "Authorization: Bearer $${KEY_VARIABLE}"`;
  return `BASE=${base}
# A text field of a JSON answer, by name, read with the shell's own pattern matching.
field() { value=\${1#*\\"$2\\":\\"}; printf '%s' "\${value%%\\"*}"; }
RUN=${SHELL_IDEMPOTENCY_KEY}

# 1. Upload: ask for a URL, PUT the bytes there, then complete.
START=$(curl -s -X POST "$BASE/content" ${key} \\
  -H "Content-Type: application/json" \\
  -d "{\\"fileName\\":\\"chai.jpg\\",\\"fileSize\\":$(wc -c < chai.jpg),\\"mimeType\\":\\"image/jpeg\\"}")
ID=$(field "$START" id)
curl -s -X PUT "$(field "$START" url)" -H "Content-Type: image/jpeg" --data-binary @chai.jpg
curl -s -X POST "$BASE/content/$ID/complete" ${key} \\
  -H "Content-Type: application/json" \\
  -d "{\\"objectPath\\":\\"$(field "$START" objectPath)\\"}"

# 2. Write a Tamil post, streamed (-N shows each event as it arrives).
curl -N -X POST "$BASE/generate" ${key} \\
  -H "Accept: text/event-stream" -H "Idempotency-Key: $RUN-generate" \\
  -H "Content-Type: application/json" \\
  -d "{\\"contentItemIds\\":[\\"$ID\\"],\\"language\\":\\"tamil\\"}"

# 3. Save, list, delete.
SAVED=$(curl -s -X POST "$BASE/posts" ${key} -H "Idempotency-Key: $RUN-save" \\
  -H "Content-Type: application/json" \\
  -d "{\\"title\\":\\"Filter coffee\\",\\"caption\\":\\"காலை காபி\\",\\"contentItemIds\\":[\\"$ID\\"],\\"language\\":\\"tamil\\"}")
POST=$(field "$SAVED" id)
curl -s "$BASE/posts?limit=20" ${key}
curl -s -X DELETE "$BASE/posts/$POST" ${key}`;
}
