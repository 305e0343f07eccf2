import { type FormEvent, useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PASSWORD_MIN_LENGTH } from "#contract/auth.ts";
import { useToast } from "../components/toaster.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { FormField, fieldAria } from "../components/ui/form-field.tsx";
import { Input } from "../components/ui/input.tsx";
import { useResetPassword } from "../features/accounts/queries.ts";
import { serverMessage } from "../lib/form-errors.ts";

/** Spec §9: the redirect to /login after a successful reset. */
const REDIRECT_DELAY_MS = 2000;

/** /reset-password?token=…: choose a new password from the e-mailed link (spec §2, §5). */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [, navigate] = useLocation();
  const { toast } = useToast();
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
      setErrors({ password: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` });
      toast({
        title: "Password too short",
        description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
        variant: "destructive",
      });
      return;
    }
    if (password !== confirm) {
      setErrors({ confirm: "Passwords don't match" });
      toast({
        title: "Passwords don't match",
        description: "Please make sure both passwords are identical.",
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
        title: "Password changed",
        description: "Sign in with your new password. Taking you to the login page…",
      });
    } catch (error) {
      toast({ title: "Reset failed", description: serverMessage(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <h1 className="text-center text-3xl font-bold">Choose a new password</h1>
      <Card className="mt-8">
        {!token && (
          <div role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">Invalid reset link</p>
            <p className="mt-1 text-sm">
              This link has no reset code. Open the link from the e-mail again, or{" "}
              <Link href="/forgot-password" className="underline">
                ask for a new one
              </Link>
              .
            </p>
          </div>
        )}
        {done ? (
          <p role="status" className="text-center text-slate-700">
            Your password has been changed. Taking you to the login page…
          </p>
        ) : (
          <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Choose a new password">
            <FormField id="password" label="New password" error={errors.password} hint="At least 6 characters.">
              <Input
                {...fieldAria("password", errors.password, "At least 6 characters.")}
                name="password"
                type="password"
                autoComplete="new-password"
                disabled={!token}
              />
            </FormField>
            <FormField id="confirm" label="Confirm new password" error={errors.confirm}>
              <Input
                {...fieldAria("confirm", errors.confirm)}
                name="confirm"
                type="password"
                autoComplete="new-password"
                disabled={!token}
              />
            </FormField>
            <Button type="submit" className="w-full" disabled={!token || pending}>
              {pending ? "Saving…" : "Reset password"}
            </Button>
          </form>
        )}
        <p className="mt-4 text-center text-sm">
          <Link href="/login" className="font-medium text-brand-700 underline">
            Back to login
          </Link>
        </p>
      </Card>
    </section>
  );
}
