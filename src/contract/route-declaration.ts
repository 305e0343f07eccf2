/**
 * What one route is, declared once (issue 29, decision 748): method, path, who may call it,
 * the zod schemas of its path parameters, query and JSON body, and what it answers. The
 * server registers each route from its declaration (src/server/route.ts: guard, then input
 * parsed with these schemas before the handler), the authorization and text-rule tests
 * iterate the declarations, the browser's client takes its types from them and the
 * OpenAPI document of /api/v1 is built from them. The declarations: route-table.ts.
 */
import type { z } from "zod";
import type { ApiScope } from "./api-values.ts";
import type { TeamRole } from "./workspaces.ts";

export type RouteMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call a route, one vocabulary: anyone (`public`), a signed-in account (`user`), an
 * account of ADMIN_EMAILS (`admin`), or a Business API key with a scope (`{ apiKey }`).
 */
export type RouteAccess = "public" | "user" | "admin" | { apiKey: ApiScope };

/**
 * The least role a route needs in the caller's active workspace (issue 29, decision 760):
 * viewer < creator < manager < owner (src/contract/workspaces.ts). Declared on every route
 * that reads or changes a workspace's things (library, posts, captions, brand, Instagram, API
 * keys); such a route's handler acts through `request.member`. A `user` route without a role
 * is about the person alone (their account, passes, sessions, which workspace they are in).
 */
export type RouteRole = TeamRole;

/** A JSON answer whose shape the contract holds as a TypeScript type (no zod schema yet). */
export interface TypedJson<T> {
  readonly kind: "json";
  /** Never set: carries the answer's type for the browser's client. */
  readonly type?: T;
}

/** A JSON answer known by its TypeScript type only; its zod schema can replace it later. */
export const typedJson = <T>(): TypedJson<T> => ({ kind: "json" });

/** An answer without a JSON body. */
export type NonJsonAnswer =
  /** 204, no body. */
  | { readonly kind: "empty" }
  /** A 303 redirect (a browser navigation). */
  | { readonly kind: "redirect" }
  /** Bytes of these media types: a picture, a PDF, a ZIP, a page, XML, text. */
  | { readonly kind: "bytes"; readonly media: readonly string[] };

export type RouteResponse = z.ZodType | TypedJson<unknown> | NonJsonAnswer;

export interface RouteDeclaration {
  method: RouteMethod;
  /** As Fastify writes it (`:id`, `*`). */
  path: string;
  access: RouteAccess;
  /** The least role in the active workspace (only with `user` or `{ apiKey }` access); see RouteRole. */
  role?: RouteRole;
  /** Path parameters. A failure answers 400 naming the field, or 404 with `paramsNotFound`. */
  params?: z.ZodType;
  /** Path parameters that do not parse answer 404 with this message (an id that cannot exist): a catalogue key, or text. */
  paramsNotFound?: string;
  query?: z.ZodType;
  /**
   * The query is an outcome, not an order (an e-mail link, a provider's redirect back): bad
   * input reaches the handler as `undefined` instead of answering 400.
   */
  queryOutcome?: boolean;
  /** The JSON body. Routes that read raw bytes (webhooks, uploads, forms) declare none. */
  body?: z.ZodType;
  response: RouteResponse;
  /** Answers as server-sent events when asked for text/event-stream (the JSON answer otherwise). */
  streams?: boolean;
  /** Registered only with some configuration (e.g. the Instagram sandbox, local storage). */
  onlyWhen?: string;
}

/** Declares a route, keeping its literal types (method, path, schemas) for the derived types. */
export const declareRoute = <const D extends RouteDeclaration>(declaration: D): D => declaration;

/** "METHOD /path", as the tests and the browser's types key routes. */
export const routeKey = (route: Pick<RouteDeclaration, "method" | "path">) => `${route.method} ${route.path}`;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the handler of a declared route receives, each part parsed by its schema. */
export interface RouteInput<D extends RouteDeclaration> {
  params: Parsed<D["params"]>;
  query: D["queryOutcome"] extends true ? Parsed<D["query"]> | undefined : Parsed<D["query"]>;
  body: Parsed<D["body"]>;
}

/** The JSON a declared route answers with (undefined for a route that answers none). */
export type ResponseOfDeclaration<D extends RouteDeclaration> = D["response"] extends z.ZodType
  ? z.output<D["response"]>
  : D["response"] extends TypedJson<infer T>
    ? T
    : undefined;

/** The JSON body a caller sends (the schema's input side). */
export type BodyOfDeclaration<D extends RouteDeclaration> = D["body"] extends z.ZodType
  ? z.input<D["body"]>
  : undefined;
