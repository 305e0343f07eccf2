/**
 * The API's OpenAPI description, generated at build time by vite.config.ts (decision 601): the
 * document itself in the server's renderer and the dev server, the address of its JSON file in
 * the browser build (decision 735). Exactly one of the two is set.
 */
declare module "virtual:openapi-document" {
  export const openApiDocument: import("#contract/openapi.ts").OpenApiDocument | undefined;
  export const openApiDocumentUrl: string | undefined;
}
