import { type FormEvent, useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PASSWORD_MIN_LENGTH } from "#contract/auth.ts";
import { useToast } from "../components/toaster.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { FormField, fieldAria } from "../components/ui/form-field.tsx";
import { Input } from "../components/ui/input.tsx";
import { LINK_SLOT, WithLink } from "../components/ui/with-link.tsx";
import { useResetPassword } from "../features/accounts/queries.ts";
import { useT } from "../i18n/i18n.tsx";
import { serverMessage } from "../lib/form-errors.ts";

/** Spec §9: the redirect to /login after a successful reset. */
const REDIRECT_DELAY_MS = 2000;

/** /reset-password?token=…: choose a new password from the e-mailed link (spec §2, §5). */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const t = useT();
  const [pending, setPending] = useState(false);
  const resetPassword = useResetPassword();
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/login"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    const confirm = String(form.get("confirm") ?? "");
    if (password.length < PASSWORD_MIN_LENGTH) {
      setErrors({ password: t("auth.reset.tooShort", { minimum: PASSWORD_MIN_LENGTH }) });
      toast({
        title: t("auth.reset.tooShortTitle"),
        description: t("auth.reset.tooShortText", { minimum: PASSWORD_MIN_LENGTH }),
        variant: "destructive",
      });
      return;
    }
    if (password !== confirm) {
      setErrors({ confirm: t("auth.reset.mismatch") });
      toast({
        title: t("auth.reset.mismatch"),
        description: t("auth.reset.mismatchText"),
        variant: "destructive",
      });
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await resetPassword.mutateAsync({ token, password });
      setDone(true);
      toast({
        title: t("auth.reset.changed"),
        description: t("auth.reset.changedText"),
      });
    } catch (error) {
      toast({ title: t("auth.reset.failed"), description: serverMessage(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  const passwordHint = t("auth.passwordHint", { minimum: PASSWORD_MIN_LENGTH });
  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <h1 className="text-center text-3xl font-bold">{t("auth.reset.title")}</h1>
      <Card className="mt-8">
        {!token && (
          <div role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">{t("auth.reset.invalidLink")}</p>
            <p className="mt-1 text-sm">
              <WithLink
                text={t("auth.reset.noCode", { link: LINK_SLOT })}
                link={
                  <Link href="/forgot-password" className="underline">
                    {t("auth.reset.askNew")}
                  </Link>
                }
              />
            </p>
          </div>
        )}
        {done ? (
          <p role="status" className="text-center text-slate-700">
            {t("auth.reset.done")}
          </p>
        ) : (
          <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("auth.reset.title")}>
            <FormField id="password" label={t("auth.reset.newPassword")} error={errors.password} hint={passwordHint}>
              <Input
                {...fieldAria("password", errors.password, passwordHint)}
                name="password"
                type="password"
                autoComplete="new-password"
                disabled={!token}
              />
            </FormField>
            <FormField id="confirm" label={t("auth.reset.confirm")} error={errors.confirm}>
              <Input
                {...fieldAria("confirm", errors.confirm)}
                name="confirm"
                type="password"
                autoComplete="new-password"
                disabled={!token}
              />
            </FormField>
            <Button type="submit" className="w-full" disabled={!token || pending}>
              {t(pending ? "auth.reset.saving" : "auth.reset.submit")}
            </Button>
          </form>
        )}
        <p className="mt-4 text-center text-sm">
          <Link href="/login" className="font-medium text-brand-700 underline">
            {t("auth.forgot.backToLogin")}
          </Link>
        </p>
      </Card>
    </section>
  );
}
