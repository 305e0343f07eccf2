/**
 * Server-side rendering of the public pages (decision 103): built by `vite build --ssr` into
 * dist/ssr and imported by the server, which sends the page's HTML inside #root so a phone
 * paints it before any JavaScript arrives; the browser app then hydrates it.
 */
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import type { I18nData } from "#contract/i18n/languages.ts";
import type { PublicConfig } from "#contract/public-config.ts";
import { App } from "./app.tsx";
import { AUTH_QUERY_KEY } from "./lib/auth.ts";
import { primePublicConfig } from "./lib/public-config.ts";
import { createQueryClient } from "./lib/query-client.ts";

/** Renders one path for a signed-out visitor in one language, waiting for its lazily loaded page. */
export async function renderPage(pathname: string, config: PublicConfig, i18n: I18nData): Promise<string> {
  primePublicConfig(config);
  const queryClient = createQueryClient();
  queryClient.setQueryData(AUTH_QUERY_KEY, null);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App queryClient={queryClient} ssrPath={pathname} i18n={i18n} />
    </StrictMode>,
    // One complete document: no boundary is split off to be revealed by an inline script
    // (the CSP allows none, and nothing streams here anyway).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  queryClient.clear();
  return Buffer.concat(chunks).toString("utf8");
}
