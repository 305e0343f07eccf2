/** The API's OpenAPI description, generated at build time by vite.config.ts (decision 601). */
declare module "virtual:openapi-document" {
  const document: import("#contract/openapi.ts").OpenApiDocument;
  export default document;
}
