import { setNonce } from "get-nonce";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { type I18nData, isInterfaceLanguage, LANGUAGE_COOKIE } from "#contract/i18n/languages.ts";
import { App } from "./app.tsx";
import { loadCatalogue, readI18nBlock } from "./i18n/i18n.tsx";
import { startPwa } from "./lib/pwa.ts";
import { createQueryClient } from "./lib/query-client.ts";
import "./styles/app.css";

// The server's CSP allows <style> tags only with this response's nonce (Radix dialogs add one).
const nonceElement = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
if (nonceElement?.nonce) setNonce(nonceElement.nonce);

// The service worker registers after the page has loaded (decision 751).
startPwa();

const root = document.getElementById("root");
if (!root) throw new Error("#root element missing from index.html");
// The server sends the page's language and catalogue in the HTML; the Vite dev server's HTML
// has none, so there the cookie's catalogue is loaded first. (No top-level await: it would
// make the bundler split the entry's modules into many small chunks.)
const sentI18n = readI18nBlock();
const start = (i18n: I18nData) => {
  const app = (
    <StrictMode>
      <App queryClient={createQueryClient()} i18n={i18n} />
    </StrictMode>
  );
  // A public page arrives already rendered by the server (decision 103): React takes it over
  // instead of drawing it again, after the browser has painted it, so a slow phone shows the
  // page before it spends time on JavaScript. As a transition, hydration yields to the browser
  // every few milliseconds instead of holding the main thread in one long task (decision 106).
  if (root.firstElementChild) {
    requestAnimationFrame(() => setTimeout(() => startTransition(() => void hydrateRoot(root, app)), 0));
  } else {
    createRoot(root).render(app);
  }
};
if (sentI18n) start(sentI18n);
else if (import.meta.env.DEV) {
  const cookieLanguage = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([a-z]+)`).exec(document.cookie)?.[1];
  void loadCatalogue(isInterfaceLanguage(cookieLanguage) ? cookieLanguage : "en").then(start);
}
