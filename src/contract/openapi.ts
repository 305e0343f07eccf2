/**
 * The OpenAPI 3.1 description of /api/v1, generated from its route declarations (api-v1.ts,
 * decision 748: access, input schemas and response of each) with zod's
 * own JSON Schema generator (draft 2020-12, the dialect of OpenAPI 3.1) and this small document
 * builder (decision 601). Served at /api/v1/openapi.json and rendered at /docs/api.
 */
import { z } from "zod";
import { API_SCOPE_LABELS, API_SCOPES } from "./api-keys.ts";
import {
  API_V1_PREFIX,
  type ApiEndpoint,
  type ApiErrorCase,
  apiV1Endpoints,
  IDEMPOTENCY_KEY_MAX_CHARS,
  IDEMPOTENCY_TTL_HOURS,
  IDEMPOTENT_REPLAY_HEADER,
  KEY_ERRORS,
  scopeOf,
} from "./api-v1.ts";
import { apiErrorSchema } from "./errors.ts";

export type JsonSchema = { [key: string]: unknown };

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security: { apiKey: string[] }[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
  /** The key's scope the operation needs (also in `security`), for readers of the document. */
  "x-scope"?: string;
}

export interface OpenApiParameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, { schema: JsonSchema }>;
  /** The error codes this status may carry in `error.code`, and when. */
  "x-error-codes"?: { code: string; description: string }[];
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  security: { apiKey: string[] }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    securitySchemes: Record<string, { type: "http"; scheme: "bearer"; description: string }>;
    schemas: Record<string, JsonSchema>;
  };
}

/** Patterns zod writes beside a `format` that already says it (uuid, date-time, e-mail). */
function tidy(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(tidy);
  if (!schema || typeof schema !== "object") return schema;
  const out: JsonSchema = {};
  const source = schema as JsonSchema;
  for (const [key, value] of Object.entries(source)) {
    if (key === "$schema") continue;
    if (key === "pattern" && typeof source.format === "string") continue;
    out[key] = tidy(value);
  }
  return out;
}

/** A zod schema as JSON Schema 2020-12: what a client sends (`input`) or receives (`output`). */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  return tidy(z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" })) as JsonSchema;
}

/**
 * A request body's JSON Schema whose `required` lists only the fields the server really
 * requires: zod marks a field that a preprocess fills in (e.g. a voice style's keywords, which
 * default to none) as required. A field is kept when leaving it out of the endpoint's valid
 * example makes the body fail validation.
 */
function requestBodySchema(body: z.ZodType, example: unknown): JsonSchema {
  const json = jsonSchemaOf(body, "input");
  if (!Array.isArray(json.required) || !example || typeof example !== "object") return json;
  if (!body.safeParse(example).success) throw new Error(`The example body does not pass its own schema`);
  const required = (json.required as string[]).filter((name) => {
    const { [name]: _left, ...without } = example as Record<string, unknown>;
    return !body.safeParse(without).success;
  });
  return { ...json, required };
}

/** `/api/v1/posts/:id` → `/posts/{id}` (paths are relative to the server URL, which ends in /api/v1). */
export const openApiPath = (path: string) => path.slice(API_V1_PREFIX.length).replace(/:(\w+)/g, "{$1}");

const ERROR_REF = { $ref: "#/components/schemas/Error" };

function parametersOf(endpoint: ApiEndpoint): OpenApiParameter[] {
  const parameters: OpenApiParameter[] = [];
  for (const [where, schema] of [
    ["path", endpoint.params],
    ["query", endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = jsonSchemaOf(schema, "input");
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>)) {
      const example = where === "query" ? endpoint.example?.query?.[name] : undefined;
      parameters.push({
        name,
        in: where,
        required: where === "path" || required.has(name),
        schema: example === undefined ? property : { ...property, examples: [example] },
      });
    }
  }
  if (endpoint.idempotent) {
    parameters.push({
      name: "Idempotency-Key",
      in: "header",
      required: false,
      description: `Any unique string (a UUID is a good choice). A retry with the same key and the same body is answered with the first answer for ${IDEMPOTENCY_TTL_HOURS} hours and runs once; with another body it is refused (422).`,
      schema: { type: "string", minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_CHARS },
    });
  }
  return parameters;
}

const RETRY_AFTER = {
  "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 1 } },
};

function errorResponses(errors: ApiErrorCase[]): Record<string, OpenApiResponse> {
  const byStatus = new Map<number, ApiErrorCase[]>();
  for (const error of errors) byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, cases] of [...byStatus].sort(([a], [b]) => a - b)) {
    const codes = [...new Map(cases.map((c) => [c.code, c])).values()];
    responses[String(status)] = {
      description: codes.map((c) => `\`${c.code}\`: ${c.description}`).join(" "),
      ...(status === 429 ? { headers: RETRY_AFTER } : {}),
      content: { "application/json": { schema: ERROR_REF } },
      "x-error-codes": codes.map(({ code, description }) => ({ code, description })),
    };
  }
  return responses;
}

/** The success answer's content, from the endpoint's declared response. */
function successContentOf(endpoint: ApiEndpoint): Record<string, { schema: JsonSchema }> {
  const { response } = endpoint;
  const content: Record<string, { schema: JsonSchema }> = {};
  if (response instanceof z.ZodType) content["application/json"] = { schema: jsonSchemaOf(response, "output") };
  else if (response.kind === "bytes") {
    for (const media of response.media) content[media] = { schema: { type: "string", contentMediaType: media } };
  } else if (response.kind === "json") {
    throw new Error(`${endpoint.operationId}: an /api/v1 answer needs a zod schema for its description`);
  }
  return content;
}

function operationOf(endpoint: ApiEndpoint): OpenApiOperation {
  const { success } = endpoint;
  const scope = scopeOf(endpoint);
  const successContent = successContentOf(endpoint);
  if (endpoint.streams) {
    successContent["text/event-stream"] = {
      schema: {
        type: "string",
        description:
          "Server-sent events: `partial` (the fields written so far), then `result` (the JSON answer's body) or `error` (the error shape with `status`).",
      },
    };
  }
  const parameters = parametersOf(endpoint);
  return {
    operationId: endpoint.operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: endpoint.description,
    security: scope ? [{ apiKey: [scope] }] : [],
    ...(scope ? { "x-scope": scope } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true as const,
            content: {
              "application/json": {
                schema: {
                  ...requestBodySchema(endpoint.body, endpoint.example?.body),
                  ...(endpoint.example?.body !== undefined ? { examples: [endpoint.example.body] } : {}),
                },
              },
            },
          },
        }
      : {}),
    responses: {
      [String(success.status)]: {
        description: success.description,
        ...(endpoint.idempotent
          ? {
              headers: {
                [IDEMPOTENT_REPLAY_HEADER]: {
                  description:
                    "`true` when this is the stored answer of an earlier request with the same Idempotency-Key.",
                  schema: { type: "string", enum: ["true"] },
                },
              },
            }
          : {}),
        ...(Object.keys(successContent).length > 0 ? { content: successContent } : {}),
      },
      ...errorResponses([...(scope ? KEY_ERRORS : []), ...endpoint.errors]),
    },
  };
}

const TAGS: { name: ApiEndpoint["tag"]; description: string }[] = [
  { name: "Content", description: "Upload photos and videos straight to storage, list and delete them." },
  { name: "Generate", description: "Write an Instagram post from photos in any of the 12 languages." },
  { name: "Posts", description: "The caption history: save, list, read, edit and delete posts." },
  { name: "Voice styles", description: "How the AI should sound: the default style shapes every generation." },
  { name: "Usage", description: "What has been used of the plan, and this key's limits." },
  { name: "Description", description: "This document." },
];

/**
 * The document. `serverUrl` is where /api/v1 is reached (the server fills in its public address;
 * the reference page's build keeps the relative "/api/v1").
 */
export function buildOpenApiDocument(options: { productName?: string; serverUrl?: string } = {}): OpenApiDocument {
  const productName = options.productName ?? "CaptionKaro";
  const paths: OpenApiDocument["paths"] = {};
  for (const endpoint of apiV1Endpoints) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(endpoint) };
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    info: {
      title: `${productName} API`,
      version: "1.0.0",
      description: `Upload photos, write Instagram posts in 12 Indian languages and keep them in your caption history from your own tools. Included in the Business plan: create a key on the account page and send it as \`Authorization: Bearer <key>\`. A key acts as its owner, with the same rules, quotas and validation as the app. Every error answers \`{"error": {"code", "message"}}\`.`,
    },
    servers: [{ url: options.serverUrl ?? API_V1_PREFIX }],
    tags: TAGS,
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: `An API key from the account page (it starts with ck_). Scopes: ${API_SCOPES.map((s) => `\`${s}\` (${API_SCOPE_LABELS[s]})`).join("; ")}.`,
        },
      },
      schemas: { Error: jsonSchemaOf(apiErrorSchema, "output") },
    },
  };
}
