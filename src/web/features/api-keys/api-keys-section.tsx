import { Copy, KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import type { ApiKey, CreatedApiKey } from "#contract/api-keys.ts";
import { API_KEY_NAME_MAX_CHARS, API_SCOPES, type ApiScope } from "#contract/api-values.ts";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { formatIstDateTimeIn } from "#contract/local-dates.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { Dialog, DialogActions, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField, fieldAria } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { LINK_SLOT, WithLink } from "#web/components/ui/with-link.tsx";
import { useI18n, useT } from "#web/i18n/i18n.tsx";
import { serverMessage } from "#web/lib/form-errors.ts";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "./queries.ts";

const _KEYS_QUERY = ["/api/api-keys"];

/** The new key, shown this once with a Copy button; it is held only in this component's state. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { toast } = useToast();
  const t = useT();
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(created.key);
      toast({ title: t("apiKeys.copied"), description: t("apiKeys.copiedText") });
    } catch {
      toast({ title: t("common.copyFailed"), description: t("apiKeys.copyFailedText"), variant: "destructive" });
    }
  }
  return (
    <section aria-label={t("apiKeys.newKey")} className="mt-4 rounded-lg border-2 border-amber-400 bg-amber-50 p-4">
      <h3 className="font-semibold text-slate-900">{t("apiKeys.copyNow")}</h3>
      <p className="mt-1 text-sm text-slate-700">{t("apiKeys.shownOnce", { name: created.apiKey.name })}</p>
      <label htmlFor="newApiKey" className="sr-only">
        {t("apiKeys.newKeyLabel")}
      </label>
      <input
        id="newApiKey"
        readOnly
        value={created.key}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-3 w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" onClick={copy}>
          <Copy aria-hidden="true" className="h-4 w-4" /> {t("apiKeys.copyKey")}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t("apiKeys.saved")}
        </Button>
      </div>
    </section>
  );
}

function RevokeButton({ apiKey }: { apiKey: ApiKey }) {
  const revokeKey = useRevokeApiKey();
  const { toast } = useToast();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  async function revoke() {
    setPending(true);
    try {
      await revokeKey.mutateAsync(apiKey.id);
      setOpen(false);
      toast({ title: t("apiKeys.revoked"), description: t("apiKeys.revokedText", { name: apiKey.name }) });
    } catch (error) {
      toast({ title: t("apiKeys.notRevoked"), description: serverMessage(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        type="button"
        variant="outline"
        className="border-red-300 text-red-800 hover:bg-red-50"
        onClick={() => setOpen(true)}
        aria-label={t("apiKeys.revokeName", { name: apiKey.name })}
      >
        {t("apiKeys.revoke")}
      </Button>
      <DialogContent title={t("apiKeys.revokeTitle", { name: apiKey.name })} description={t("apiKeys.revokeText")}>
        <DialogActions>
          <Button type="button" className="bg-red-700 hover:bg-red-800" disabled={pending} onClick={revoke}>
            {pending ? t("apiKeys.revoking") : t("apiKeys.revokeKey")}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

function KeyList({ keys }: { keys: ApiKey[] }) {
  const { t, language } = useI18n();
  const when = (moment: string) => formatIstDateTimeIn(LOCALE_OF[language], moment);
  if (keys.length === 0) return <p className="mt-4 text-sm text-slate-600">{t("apiKeys.none")}</p>;
  return (
    <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label={t("apiKeys.list")}>
      {keys.map((key) => (
        <li key={key.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-slate-900 break-words">{key.name}</p>
            <p className="font-mono text-slate-700">{key.prefix}…</p>
            <p className="text-slate-600">
              {key.scopes.join(", ")} ·{" "}
              {t("apiKeys.lastUsed", { when: key.lastUsedAt ? when(key.lastUsedAt) : t("apiKeys.never") })}
            </p>
            {key.revokedAt && (
              <p className="font-semibold text-red-800">{t("apiKeys.revokedOn", { when: when(key.revokedAt) })}</p>
            )}
          </div>
          {!key.revokedAt && <RevokeButton apiKey={key} />}
        </li>
      ))}
    </ul>
  );
}

/** The account page's API keys (issue 19): create (shown once), list by prefix and last use, revoke. */
export function ApiKeysSection() {
  const createKey = useCreateApiKey();
  const { toast } = useToast();
  const t = useT();
  const { data } = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const name = String(form.get("keyName") ?? "").trim();
    const scopes = API_SCOPES.filter((scope) => form.get(`scope-${scope}`) === "on");
    if (!name) return setError(t("apiKeys.nameNeeded"));
    if (scopes.length === 0) return setError(t("apiKeys.scopeNeeded"));
    setError(undefined);
    setPending(true);
    try {
      setCreated(await createKey.mutateAsync({ name, scopes }));
      formElement.reset();
    } catch (failure) {
      toast({ title: t("apiKeys.notCreated"), description: serverMessage(failure), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <KeyRound aria-hidden="true" className="h-5 w-5" /> {t("apiKeys.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <WithLink
          text={t("apiKeys.intro", { link: LINK_SLOT })}
          link={
            <Link href="/docs/api" className="text-brand-700 underline">
              {t("apiKeys.reference")}
            </Link>
          }
        />
      </p>
      {data && !data.canUse && (
        <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          <WithLink
            text={t(data.keys.some((k) => !k.revokedAt) ? "apiKeys.workAgain" : "apiKeys.businessOnly", {
              link: LINK_SLOT,
            })}
            link={
              <Link href="/subscribe" className="text-brand-700 underline">
                {t("common.seePlans")}
              </Link>
            }
          />
        </p>
      )}
      {data?.canUse && (
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label={t("apiKeys.form")}>
          <FormField id="keyName" label={t("apiKeys.name")} error={error} hint={t("apiKeys.nameHint")}>
            <Input
              {...fieldAria("keyName", error, t("apiKeys.nameHint"))}
              name="keyName"
              maxLength={API_KEY_NAME_MAX_CHARS}
              autoComplete="off"
            />
          </FormField>
          <fieldset>
            <legend className="text-sm font-medium text-slate-900">{t("apiKeys.mayDo")}</legend>
            <div className="mt-2 space-y-2">
              {API_SCOPES.map((scope: ApiScope) => (
                <label key={scope} className="flex items-start gap-2 text-sm text-slate-800">
                  <input type="checkbox" name={`scope-${scope}`} defaultChecked className="mt-1 h-4 w-4" />
                  <span>{t(`apiKeys.scope.${scope}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-sm text-slate-600">
            {t("apiKeys.limits", {
              requests: data.limits.requestsPerMinute,
              generations: data.limits.concurrentGenerations,
            })}
          </p>
          <Button type="submit" disabled={pending}>
            {pending ? t("apiKeys.creating") : t("apiKeys.create")}
          </Button>
        </form>
      )}
      {created && <NewKey created={created} onDone={() => setCreated(null)} />}
      {data && <KeyList keys={data.keys} />}
    </Card>
  );
}
