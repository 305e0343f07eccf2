import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ResponseOfDeclaration, RouteDeclaration, RouteInput } from "#contract/route-declaration.ts";
import { notFound, validate } from "./errors.ts";
import { isMessageKey } from "./i18n.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's declaration (src/contract/route-table.ts): set only by `serveRoute`. */
    declaration?: RouteDeclaration;
  }
}

/** What a handler answers: the declared response, or the reply it sent itself (status, headers, bytes). */
export type HandlerResult<D extends RouteDeclaration> = ResponseOfDeclaration<D> | FastifyReply | undefined;

export type DeclaredHandler<D extends RouteDeclaration> = (
  input: RouteInput<D>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<HandlerResult<D>>;

/** How a route is served, beside its declaration (none of it changes who may call it). */
export interface ServeOptions {
  /**
   * Runs after the access guard and before the input is parsed: a per-address allowance that
   * also counts requests with bad input (contact, newsletter, analytics).
   */
  before?: (request: FastifyRequest) => Promise<void>;
  bodyLimit?: number;
  /** false: no HEAD twin for a GET (the data export would read every file to throw it away). */
  exposeHeadRoute?: boolean;
  /** The same-origin check is off: the request carries no cookie authority (webhooks, one-click links). */
  allowCrossSite?: boolean;
}

function parseParams(declaration: RouteDeclaration, params: unknown) {
  if (!declaration.params) return undefined;
  if (declaration.paramsNotFound === undefined) return validate(declaration.params, params);
  const parsed = declaration.params.safeParse(params);
  if (!parsed.success) {
    const message = declaration.paramsNotFound;
    throw notFound(isMessageKey(message) ? { key: message } : message);
  }
  return parsed.data;
}

function parseQuery(declaration: RouteDeclaration, query: unknown) {
  if (!declaration.query) return undefined;
  if (!declaration.queryOutcome) return validate(declaration.query, query);
  const parsed = declaration.query.safeParse(query);
  return parsed.success ? parsed.data : undefined;
}

/** The request's parts parsed by the declaration's schemas, in order: path, query, body. */
export function parseInput<D extends RouteDeclaration>(declaration: D, request: FastifyRequest): RouteInput<D> {
  return {
    params: parseParams(declaration, request.params),
    query: parseQuery(declaration, request.query),
    body: declaration.body ? validate(declaration.body, request.body) : undefined,
  } as RouteInput<D>;
}

/**
 * Registers a declared route, the only way a route is added (decision 748): its method, path
 * and access come from the declaration, so the access guard (src/server/auth/access.ts) runs
 * before the handler on every route, and the handler receives the path parameters, query and
 * JSON body parsed by the declared schemas (a failure answers 400 naming the field, in the one
 * error shape, or 404 where the declaration says an unparseable id cannot exist).
 */
export function serveRoute<const D extends RouteDeclaration>(
  app: FastifyInstance,
  declaration: D,
  handler: DeclaredHandler<D>,
  options: ServeOptions = {},
) {
  const { before, bodyLimit, exposeHeadRoute, allowCrossSite } = options;
  app.route({
    method: declaration.method,
    url: declaration.path,
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    ...(exposeHeadRoute === undefined ? {} : { exposeHeadRoute }),
    config: { declaration, ...(allowCrossSite ? { allowCrossSite } : {}) },
    handler: async (request, reply) => {
      if (before) await before(request);
      return handler(parseInput(declaration, request), request, reply);
    },
  });
}

/**
 * Declares the routes a plugin adds inside `scope` itself (e.g. @fastify/static's one route per
 * built file), which cannot go through `serveRoute`.
 */
export function declarePluginRoutes(scope: FastifyInstance, declaration: RouteDeclaration) {
  scope.addHook("onRoute", (route) => {
    route.config = { ...route.config, declaration };
  });
}
