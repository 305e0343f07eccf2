import { openApiDocument, openApiDocumentUrl } from "virtual:openapi-document";
import type { OpenApiDocument } from "#contract/openapi.ts";

let loading: Promise<OpenApiDocument> | undefined;

async function fetchDocument(url: string): Promise<OpenApiDocument> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The API description could not be loaded (${response.status})`);
  return response.json();
}

/**
 * The OpenAPI document /docs/api renders, loaded once and kept (a promise `use()` may read
 * again): the built-in copy in the server's renderer, a hashed JSON file in the browser, so the
 * document is data the page fetches rather than part of its JavaScript (decision 735). A failed
 * load is forgotten, so the next visit to the page tries again.
 */
export function loadOpenApiDocument(): Promise<OpenApiDocument> {
  if (!loading) {
    loading = openApiDocument ? Promise.resolve(openApiDocument) : fetchDocument(openApiDocumentUrl ?? "");
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
