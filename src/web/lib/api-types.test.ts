import { describe, expect, expectTypeOf, it } from "vitest";
import type { ApiResponses, BodyOf, RouteOf } from "#contract/api.ts";
import type { CreatePostInput, Post, PostsPage, UpdatePostInput } from "#contract/posts.ts";
import { apiGet, apiRequest } from "./api.ts";

/**
 * `apiRequest` is typed by the contract (decision 025). These lines are checked by
 * `npm run typecheck` (tsc reads every test file): each `@ts-expect-error` fails the check the
 * day the call it marks compiles, so a body the route's schema would refuse stays a type error.
 * The calls sit in a function that is never run: nothing is sent.
 */
function wrongCallsDoNotCompile(id: string) {
  // @ts-expect-error the posts route reads a title and a caption, not a name
  void apiRequest("POST", "/api/posts", { name: "Asha" });
  // @ts-expect-error status is one of draft, scheduled, posted
  void apiRequest("PATCH", `/api/posts/${id}`, { status: "archived" });
  // @ts-expect-error a route that reads a body needs one
  void apiRequest("POST", "/api/auth/login");
  // @ts-expect-error a route that reads no body takes none
  void apiRequest("DELETE", `/api/posts/${id}`, { force: true });
  // @ts-expect-error an address the contract does not know takes no body: add the route to the contract first
  void apiRequest("POST", "/api/not-in-the-contract", { anything: 1 });
  // @ts-expect-error the answer is typed: a Post has no `name`
  void apiRequest("GET", `/api/posts/${id}`).then(async (res) => (await res.json()).name);
  // @ts-expect-error apiGet's answer is the declared response: a Post has no `name`
  void apiGet(`/api/posts/${id}`).then((post) => post.name);
  // @ts-expect-error a page of admin users has `users`, not `posts`
  void apiGet("/api/admin/users?q=asha").then((page) => page.posts);
}

describe("apiRequest's types", () => {
  it("match addresses to contract routes, parameters and query strings included", () => {
    expectTypeOf<RouteOf<"PATCH", `/api/posts/${string}`>>().toEqualTypeOf<"PATCH /api/posts/:id">();
    expectTypeOf<RouteOf<"GET", `/api/posts?cursor=${string}`>>().toEqualTypeOf<"GET /api/posts">();
    expectTypeOf<
      RouteOf<"PUT", `/api/content/${string}/upload-complete`>
    >().toEqualTypeOf<"PUT /api/content/:id/upload-complete">();
    expectTypeOf<RouteOf<"POST", string>>().toBeNever();
  });

  it("take the body from the route's declared schema and the answer from its declared response", () => {
    expectTypeOf<BodyOf<"POST /api/posts">>().toEqualTypeOf<CreatePostInput>();
    expectTypeOf<BodyOf<"PATCH /api/posts/:id">>().toEqualTypeOf<UpdatePostInput>();
    expectTypeOf<BodyOf<"DELETE /api/posts/:id">>().toBeUndefined();
    expectTypeOf<ApiResponses["GET /api/posts"]>().toEqualTypeOf<PostsPage>();
    expectTypeOf(apiRequest<"PATCH", `/api/posts/${string}`>)
      .returns.resolves.toHaveProperty("json")
      .returns.resolves.toEqualTypeOf<Post>();
    expectTypeOf(apiGet<`/api/posts/${string}`>).returns.resolves.toEqualTypeOf<Post>();
    expectTypeOf(apiGet<`/api/posts?cursor=${string}`>).returns.resolves.toEqualTypeOf<PostsPage>();
    expect(typeof wrongCallsDoNotCompile).toBe("function");
  });
});
