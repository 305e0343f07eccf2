import { Mail } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNewsletterStats, useSubscribeToNewsletter } from "#web/features/newsletter/queries.ts";
import { useT } from "#web/i18n/i18n.tsx";
import { ApiRequestError } from "#web/lib/api.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { Button } from "../ui/button.tsx";

/** The "1,000+ creators" line appears only when the real confirmed count supports it. */
const SOCIAL_PROOF_MINIMUM = 1000;

/** The blog newsletter sign-up: double opt-in through a confirmation e-mail. */
export function NewsletterBox() {
  const [email, setEmail] = useState("");
  const hydrated = useHydrated();
  const [website, setWebsite] = useState("");
  const [state, setState] = useState<{ kind: "idle" | "sending" | "done" | "error"; message?: string }>({
    kind: "idle",
  });
  const confirmed = useNewsletterStats().data?.confirmedSubscribers ?? 0;
  const subscribe = useSubscribeToNewsletter();
  const t = useT();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setState({ kind: "error", message: t("site.newsletter.enterEmail") });
      return;
    }
    setState({ kind: "sending" });
    try {
      // A fixed answer (confirm by e-mail), worded in the page's language.
      await subscribe.mutateAsync({ email, website });
      setState({ kind: "done", message: t("site.newsletter.almostDone") });
      setEmail("");
    } catch (error) {
      const message =
        error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : t("site.newsletter.failed");
      setState({ kind: "error", message });
    }
  }

  return (
    <section aria-labelledby="newsletter" className="rounded-2xl bg-brand-800 p-6 text-white sm:p-10">
      <Mail aria-hidden="true" className="h-8 w-8" />
      <h2 id="newsletter" className="mt-3 text-2xl font-bold">
        {t("site.newsletter.title")}
      </h2>
      <p className="mt-2 text-brand-50">{t("site.newsletter.lead")}</p>
      <form method="post" onSubmit={submit} noValidate className="mt-6 flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          {t("site.newsletter.emailLabel")}
        </label>
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={t("site.newsletter.placeholder")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={state.kind === "error" ? true : undefined}
          aria-describedby="newsletter-status"
          className="h-12 w-full rounded-lg sm:flex-1 border border-white/40 bg-white px-4 text-slate-900 placeholder:text-slate-500"
        />
        {/* Honeypot: hidden from people and screen readers; bots that fill it are ignored. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="newsletter-website">{t("site.honeypot")}</label>
          <input
            id="newsletter-website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </div>
        <Button type="submit" size="lg" variant="outline" disabled={state.kind === "sending" || !hydrated}>
          {t(state.kind === "sending" ? "site.newsletter.subscribing" : "site.newsletter.subscribe")}
        </Button>
      </form>
      <p id="newsletter-status" role="status" className="mt-3 min-h-6 font-semibold">
        {state.kind === "done" || state.kind === "error" ? state.message : ""}
      </p>
      <p className="mt-1 text-sm text-brand-50">
        {t("site.newsletter.noSpam")}
        {confirmed >= SOCIAL_PROOF_MINIMUM ? ` ${t("site.newsletter.join")}` : ""}
      </p>
    </section>
  );
}
