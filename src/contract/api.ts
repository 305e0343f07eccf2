import type { BodyOfDeclaration, ResponseOfDeclaration } from "./route-declaration.ts";
import type { AppRouteDeclaration } from "./route-table.ts";

export type { MessageResponse } from "./route-table.ts";

/**
 * The app's routes keyed "METHOD /path", each its declaration (src/contract/route-table.ts,
 * decision 748). The browser's `apiRequest` and `apiGet` (src/web/lib/api.ts) are typed from
 * it: a body the route's schema would not accept, or a body for a route that takes none, does
 * not compile, and the answer is the declared response's type (decision 025).
 */
export type DeclaredRoutes = {
  [D in AppRouteDeclaration as `${D["method"]} ${D["path"]}`]: D;
};

/** What each route answers with (204 and non-JSON routes: `undefined`). */
export type ApiResponses = {
  [K in keyof DeclaredRoutes]: ResponseOfDeclaration<DeclaredRoutes[K]>;
};

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ApiRoute = keyof DeclaredRoutes;

/** "/api/posts/:id" → `/api/posts/${string}`: the addresses a route answers. */
type PathPattern<S extends string> = S extends `${infer Head}:${infer _Param}/${infer Tail}`
  ? `${Head}${string}/${PathPattern<Tail>}`
  : S extends `${infer Head}:${infer _Param}`
    ? `${Head}${string}`
    : S;

/** The route(s) a method and an address reach (never for an address the types cannot see). */
export type RouteOf<M extends ApiMethod, P extends string> = {
  [K in ApiRoute]: `${M} ${P}` extends PathPattern<K> | `${PathPattern<K>}?${string}` ? K : never;
}[ApiRoute];

/** The JSON body a route reads (its contract schema's input), or undefined for one that reads none. */
export type BodyOf<R> = R extends keyof DeclaredRoutes ? BodyOfDeclaration<DeclaredRoutes[R]> : undefined;

/** What a route answers with; unknown for an address the types cannot see. */
export type ResponseOf<R> = [R] extends [never] ? unknown : R extends keyof ApiResponses ? ApiResponses[R] : unknown;
