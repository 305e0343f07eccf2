import { setNonce } from "get-nonce";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import "./styles/app.css";

// The server's CSP allows <style> tags only with this response's nonce (Radix dialogs add one).
const nonceElement = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
if (nonceElement?.nonce) setNonce(nonceElement.nonce);

const root = document.getElementById("root");
if (!root) throw new Error("#root element missing from index.html");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
