import { type FormEvent, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PASSWORD_MIN_LENGTH } from "#contract/auth-values.ts";
import { RETURN_PARAM, safeReturnPath } from "#contract/return-path.ts";
import { SIGN_UP_MODE, SIGN_UP_MODE_PARAM } from "#contract/routes.ts";
import { existing } from "../components/layout/links.ts";
import { useToast } from "../components/toaster.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { FormField, fieldAria } from "../components/ui/form-field.tsx";
import { Input } from "../components/ui/input.tsx";
import { useRegister, useSignIn } from "../features/accounts/queries.ts";
import { type Translate, useT } from "../i18n/i18n.tsx";
import { trackEvent } from "../lib/analytics.ts";
import { fieldErrors, serverMessage } from "../lib/form-errors.ts";
import { publicConfig } from "../lib/public-config.ts";
import { useHydrated } from "../lib/use-hydrated.ts";

type Mode = "signIn" | "register";

/**
 * The contract's zod schemas for these forms, loaded when the visitor starts filling the form
 * in (or at the latest on submit): zod stays out of the page's initial JavaScript (issue 27,
 * decision 735).
 */
const loadAuthSchemas = () => import("#contract/auth.ts");

/** Why the server sent the browser back from "Other Login" (/login?error=…). */
const OTHER_LOGIN_ERRORS = {
  other_login: "auth.returned.other_login",
  email_not_verified: "auth.returned.email_not_verified",
  account_deleted: "auth.returned.account_deleted",
  account_disabled: "auth.returned.account_disabled",
} as const;
const returnedErrorKey = (code: string | null) =>
  code && Object.hasOwn(OTHER_LOGIN_ERRORS, code)
    ? OTHER_LOGIN_ERRORS[code as keyof typeof OTHER_LOGIN_ERRORS]
    : undefined;

/**
 * "I agree to the Terms of Service and the Privacy Policy." with both links: the catalogue's
 * words before, between and after them (Hindi puts the verb last; the order of the two links
 * is the same in both languages).
 */
function TermsSentence({ t, prefix }: { t: Translate; prefix: "auth.agree" | "auth.accept" }) {
  const after = t(`${prefix}After`);
  return (
    <>
      {t(`${prefix}Before`)} <MaybeLink href="/terms-of-service">{t("auth.terms")}</MaybeLink> {t(`${prefix}Between`)}{" "}
      <MaybeLink href="/privacy-policy">{t("auth.privacy")}</MaybeLink>
      {/^[.,!?।]/.test(after) ? "" : " "}
      {after}
    </>
  );
}

/** A link when the page exists, plain text until then (no link may lead to a 404). */
function MaybeLink({ href, children }: { href: string; children: string }) {
  return existing([{ href }]).length > 0 ? (
    <Link href={href} className="font-medium text-brand-700 underline">
      {children}
    </Link>
  ) : (
    <span className="font-medium">{children}</span>
  );
}

/** /login: sign in or create an account (spec §2, §5, §8). */
export default function LoginPage() {
  const { productName, otherLogin } = publicConfig();
  const t = useT();
  // "Start Free" links to /login?mode=register. The server renders the page without the query,
  // so the form switches to account creation only once hydrated (no mismatch); a page reached
  // inside the app renders it straight away.
  const [chosenMode, setMode] = useState<Mode>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const signIn = useSignIn();
  const register = useRegister();
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const params = new URLSearchParams(useSearch());
  const mode: Mode =
    chosenMode ?? (hydrated && params.get(SIGN_UP_MODE_PARAM) === SIGN_UP_MODE ? "register" : "signIn");
  const isRegister = mode === "register";
  const passwordHint = t("auth.passwordHint", { minimum: PASSWORD_MIN_LENGTH });
  const returnedErrorMessage = returnedErrorKey(params.get("error"));
  const returnedError = returnedErrorMessage && t(returnedErrorMessage);
  // Where the visitor was going (/login?next=…, e.g. a post from a reminder e-mail): only a
  // path on this site, so a crafted link cannot send them elsewhere after signing in.
  const next = safeReturnPath(params.get(RETURN_PARAM));

  const switchMode = (to: Mode) => {
    setMode(to);
    setErrors({});
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const raw = {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      ...(isRegister
        ? {
            name: String(form.get("name") ?? ""),
            isAtLeast13: form.get("isAtLeast13") === "on",
            acceptTerms: form.get("acceptTerms") === "on",
          }
        : {}),
    };
    setPending(true);
    try {
      const { loginRequestSchema, registerRequestSchema } = await loadAuthSchemas();
      const parsed = (isRegister ? registerRequestSchema : loginRequestSchema).safeParse(raw);
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        return;
      }
      setErrors({});
      // Validated above: the sign-up form sends what its schema made of it (the server reads it the same way).
      await (isRegister
        ? register.mutateAsync(registerRequestSchema.parse(raw))
        : signIn.mutateAsync({ email: raw.email, password: raw.password }));
      if (isRegister) trackEvent("account", "sign_up");
      navigate(next ?? "/", { replace: Boolean(next) });
    } catch (error) {
      toast({
        title: t("auth.failed"),
        description: serverMessage(error, t("auth.connectionError")),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <h1 className="text-center text-3xl font-bold">{isRegister ? t("auth.titleRegister") : t("auth.titleSignIn")}</h1>
      <p className="mt-2 text-center text-slate-600">
        {t(isRegister ? "auth.leadRegister" : next ? "auth.leadContinue" : "auth.leadSignIn", { product: productName })}
      </p>
      {next?.startsWith("/team/join?") && (
        <p className="mt-4 rounded-lg bg-brand-50 p-3 text-center text-sm text-brand-800" data-testid="invitation-hint">
          {t("auth.invitationHint")}
        </p>
      )}
      <Card className="mt-8">
        {returnedError && (
          <div role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            <p className="font-semibold">{t("auth.failed")}</p>
            <p className="mt-1">{returnedError}</p>
          </div>
        )}
        <div role="tablist" aria-label={t("auth.modes")} className="grid grid-cols-2 rounded-lg bg-slate-100 p-1">
          {(
            [
              ["signIn", t("auth.signIn")],
              ["register", t("auth.createAccount")],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={mode === value}
              onClick={() => switchMode(value)}
              className={
                mode === value
                  ? "h-10 rounded-md bg-white text-sm font-semibold text-slate-900 shadow-sm"
                  : "h-10 rounded-md text-sm font-medium text-slate-700 hover:text-slate-900"
              }
            >
              {label}
            </button>
          ))}
        </div>
        <form
          method="post"
          noValidate
          onSubmit={onSubmit}
          onFocus={() => void loadAuthSchemas().catch(() => {})}
          className="mt-6 space-y-4"
          aria-label={isRegister ? t("auth.createAccount") : t("auth.signIn")}
        >
          {isRegister && (
            <FormField id="name" label={t("auth.fullName")} error={errors.name}>
              <Input {...fieldAria("name", errors.name)} name="name" autoComplete="name" />
            </FormField>
          )}
          <FormField id="email" label={t("auth.email")} error={errors.email}>
            <Input
              {...fieldAria("email", errors.email)}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          </FormField>
          <FormField
            id="password"
            label={t("auth.password")}
            error={errors.password}
            hint={isRegister ? passwordHint : undefined}
          >
            <Input
              {...fieldAria("password", errors.password, isRegister ? passwordHint : undefined)}
              name="password"
              type="password"
              autoComplete={isRegister ? "new-password" : "current-password"}
            />
          </FormField>
          {isRegister && (
            <fieldset className="space-y-3">
              <legend className="sr-only">{t("auth.confirmations")}</legend>
              <div>
                <label className="flex items-start gap-3 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="isAtLeast13"
                    className="mt-0.5 h-5 w-5 accent-brand-700"
                    aria-invalid={errors.isAtLeast13 ? true : undefined}
                    aria-describedby={errors.isAtLeast13 ? "isAtLeast13-error" : undefined}
                  />
                  <span>{t("auth.atLeast13")}</span>
                </label>
                {errors.isAtLeast13 && (
                  <p id="isAtLeast13-error" className="mt-1 text-sm text-red-700">
                    {errors.isAtLeast13}
                  </p>
                )}
              </div>
              <div>
                <label className="flex items-start gap-3 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="acceptTerms"
                    className="mt-0.5 h-5 w-5 accent-brand-700"
                    aria-invalid={errors.acceptTerms ? true : undefined}
                    aria-describedby={errors.acceptTerms ? "acceptTerms-error" : undefined}
                  />
                  <span>
                    <TermsSentence t={t} prefix="auth.agree" />
                  </span>
                </label>
                {errors.acceptTerms && (
                  <p id="acceptTerms-error" className="mt-1 text-sm text-red-700">
                    {errors.acceptTerms}
                  </p>
                )}
              </div>
            </fieldset>
          )}
          <Button type="submit" className="w-full" disabled={pending || !hydrated}>
            {pending ? t("auth.pleaseWait") : isRegister ? t("auth.createAccount") : t("auth.signIn")}
          </Button>
        </form>
        {otherLogin && (
          <div className="mt-6">
            <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
              <span className="h-px flex-1 bg-slate-200" /> {t("auth.or")} <span className="h-px flex-1 bg-slate-200" />
            </div>
            <Button asChild variant="outline" className="mt-4 w-full">
              {/* A full navigation: the server sends the browser on to the identity provider. */}
              <a href={next ? `/api/login?${RETURN_PARAM}=${encodeURIComponent(next)}` : "/api/login"}>
                {t("auth.otherLogin")}
              </a>
            </Button>
            <p className="mt-2 text-center text-xs text-slate-600">{t("auth.otherLoginNote")}</p>
          </div>
        )}
        {!isRegister && (
          <p className="mt-4 text-center text-sm">
            <Link href="/forgot-password" className="font-medium text-brand-700 underline">
              {t("auth.forgotPassword")}
            </Link>
          </p>
        )}
      </Card>
      <p className="mt-6 text-center text-sm text-slate-600">
        <TermsSentence t={t} prefix="auth.accept" />
      </p>
    </section>
  );
}
