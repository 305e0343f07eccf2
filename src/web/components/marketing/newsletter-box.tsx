import { Mail } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNewsletterStats, useSubscribeToNewsletter } from "#web/features/newsletter/queries.ts";
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setState({ kind: "error", message: "Please enter your e-mail address." });
      return;
    }
    setState({ kind: "sending" });
    try {
      const body = await subscribe.mutateAsync({ email, website });
      setState({ kind: "done", message: body.message });
      setEmail("");
    } catch (error) {
      const message =
        error instanceof ApiRequestError
          ? (error.serverMessage ?? error.message)
          : "Could not subscribe. Please try again.";
      setState({ kind: "error", message });
    }
  }

  return (
    <section aria-labelledby="newsletter" className="rounded-2xl bg-brand-800 p-6 text-white sm:p-10">
      <Mail aria-hidden="true" className="h-8 w-8" />
      <h2 id="newsletter" className="mt-3 text-2xl font-bold">
        New articles in your inbox
      </h2>
      <p className="mt-2 text-brand-50">One e-mail when we publish something useful. Nothing else.</p>
      <form method="post" onSubmit={submit} noValidate className="mt-6 flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          E-mail address
        </label>
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="Enter your email address"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={state.kind === "error" ? true : undefined}
          aria-describedby="newsletter-status"
          className="h-12 w-full rounded-lg sm:flex-1 border border-white/40 bg-white px-4 text-slate-900 placeholder:text-slate-500"
        />
        {/* Honeypot: hidden from people and screen readers; bots that fill it are ignored. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="newsletter-website">Website</label>
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
          {state.kind === "sending" ? "Subscribing…" : "Subscribe"}
        </Button>
      </form>
      <p id="newsletter-status" role="status" className="mt-3 min-h-6 font-semibold">
        {state.kind === "done" || state.kind === "error" ? state.message : ""}
      </p>
      <p className="mt-1 text-sm text-brand-50">
        No spam, unsubscribe anytime.
        {confirmed >= SOCIAL_PROOF_MINIMUM ? " Join 1,000+ creators already subscribed." : ""}
      </p>
    </section>
  );
}
