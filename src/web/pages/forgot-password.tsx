import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { useToast } from "../components/toaster.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { FormField, fieldAria } from "../components/ui/form-field.tsx";
import { Input } from "../components/ui/input.tsx";
import { useForgotPassword } from "../features/accounts/queries.ts";
import { useT } from "../i18n/i18n.tsx";
import { fieldErrors, serverMessage } from "../lib/form-errors.ts";
import { useHydrated } from "../lib/use-hydrated.ts";

/** The contract's zod schema for the form, loaded on first focus or submit (issue 27, decision 735). */
const loadAuthSchemas = () => import("#contract/auth.ts");

/** /forgot-password: ask for a reset link, then the 'Check Your Email' state (spec §2). */
export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const forgotPassword = useForgotPassword();
  const hydrated = useHydrated();
  const { toast } = useToast();
  const t = useT();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setPending(true);
    try {
      const { forgotPasswordRequestSchema } = await loadAuthSchemas();
      const parsed = forgotPasswordRequestSchema.safeParse({ email });
      if (!parsed.success) {
        setError(fieldErrors(parsed.error).email);
        return;
      }
      setError(undefined);
      // The answer is the same whether or not the account exists; the page words it in its language.
      await forgotPassword.mutateAsync(email);
      setSentTo(parsed.data.email);
    } catch (err) {
      toast({ title: t("auth.forgot.error"), description: serverMessage(err), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      {sentTo ? (
        <Card className="text-center">
          <MailCheck aria-hidden="true" className="mx-auto h-12 w-12 text-brand-700" />
          <h1 className="mt-4 text-2xl font-bold">{t("auth.forgot.checkEmail")}</h1>
          <p className="mt-3 text-slate-700">{t("auth.forgot.sent")}</p>
          <p className="mt-2 text-sm text-slate-600">
            {t("auth.forgot.usedBefore")} <strong className="break-all">{sentTo}</strong>
            {t("auth.forgot.usedAfter")}
          </p>
          <div className="mt-6 flex flex-col gap-3">
            <Button variant="outline" onClick={() => setSentTo(null)}>
              {t("site.tryAgain")}
            </Button>
            <Button asChild variant="link">
              <Link href="/login">{t("auth.forgot.backToLogin")}</Link>
            </Button>
          </div>
        </Card>
      ) : (
        <>
          <h1 className="text-center text-3xl font-bold">{t("auth.forgot.title")}</h1>
          <p className="mt-2 text-center text-slate-600">{t("auth.forgot.lead")}</p>
          <Card className="mt-8">
            <form
              method="post"
              noValidate
              onSubmit={onSubmit}
              onFocus={() => void loadAuthSchemas().catch(() => {})}
              className="space-y-4"
              aria-label={t("auth.forgot.form")}
            >
              <FormField id="email" label={t("auth.email")} error={error}>
                <Input
                  {...fieldAria("email", error)}
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                />
              </FormField>
              <Button type="submit" className="w-full" disabled={pending || !hydrated}>
                {t(pending ? "auth.forgot.sending" : "auth.forgot.send")}
              </Button>
            </form>
            <p className="mt-4 text-center text-sm">
              <Link href="/login" className="font-medium text-brand-700 underline">
                {t("auth.forgot.backToLogin")}
              </Link>
            </p>
          </Card>
        </>
      )}
    </section>
  );
}
