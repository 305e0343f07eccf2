import { Copy, KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import type { ApiKey, CreatedApiKey } from "#contract/api-keys.ts";
import { API_KEY_NAME_MAX_CHARS, API_SCOPE_LABELS, API_SCOPES, type ApiScope } from "#contract/api-values.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { Dialog, DialogActions, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField, fieldAria } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { serverMessage } from "#web/lib/form-errors.ts";
import { formatIstDateTime } from "#web/lib/format.ts";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "./queries.ts";

const _KEYS_QUERY = ["/api/api-keys"];

const when = formatIstDateTime;

/** The new key, shown this once with a Copy button; it is held only in this component's state. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { toast } = useToast();
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(created.key);
      toast({ title: "Key copied", description: "Paste it where your tool keeps secrets." });
    } catch {
      toast({ title: "Copy Failed", description: "Please select the key and copy it.", variant: "destructive" });
    }
  }
  return (
    <section aria-label="Your new API key" className="mt-4 rounded-lg border-2 border-amber-400 bg-amber-50 p-4">
      <h3 className="font-semibold text-slate-900">Copy your new key now</h3>
      <p className="mt-1 text-sm text-slate-700">
        “{created.apiKey.name}” is shown only this once. Keep it secret, like a password; anyone with it acts as you.
      </p>
      <label htmlFor="newApiKey" className="sr-only">
        New API key
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
          <Copy aria-hidden="true" className="h-4 w-4" /> Copy key
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          I've saved it
        </Button>
      </div>
    </section>
  );
}

function RevokeButton({ apiKey }: { apiKey: ApiKey }) {
  const revokeKey = useRevokeApiKey();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  async function revoke() {
    setPending(true);
    try {
      await revokeKey.mutateAsync(apiKey.id);
      setOpen(false);
      toast({ title: "Key revoked", description: `“${apiKey.name}” no longer works.` });
    } catch (error) {
      toast({ title: "Key not revoked", description: serverMessage(error), variant: "destructive" });
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
        aria-label={`Revoke ${apiKey.name}`}
      >
        Revoke
      </Button>
      <DialogContent
        title={`Revoke “${apiKey.name}”?`}
        description="Programs using this key stop working at once. This cannot be undone."
      >
        <DialogActions>
          <Button type="button" className="bg-red-700 hover:bg-red-800" disabled={pending} onClick={revoke}>
            {pending ? "Revoking…" : "Revoke key"}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

function KeyList({ keys }: { keys: ApiKey[] }) {
  if (keys.length === 0) return <p className="mt-4 text-sm text-slate-600">No keys yet.</p>;
  return (
    <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Your API keys">
      {keys.map((key) => (
        <li key={key.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-slate-900 break-words">{key.name}</p>
            <p className="font-mono text-slate-700">{key.prefix}…</p>
            <p className="text-slate-600">
              {key.scopes.join(", ")} · Last used {key.lastUsedAt ? when(key.lastUsedAt) : "never"}
            </p>
            {key.revokedAt && <p className="font-semibold text-red-800">Revoked {when(key.revokedAt)}</p>}
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
    if (!name) return setError("Give the key a name, e.g. the tool that will use it.");
    if (scopes.length === 0) return setError("Choose at least one thing the key may do.");
    setError(undefined);
    setPending(true);
    try {
      setCreated(await createKey.mutateAsync({ name, scopes }));
      formElement.reset();
    } catch (failure) {
      toast({ title: "Key not created", description: serverMessage(failure), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <KeyRound aria-hidden="true" className="h-5 w-5" /> API keys
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Upload, write and save posts from your own tools.{" "}
        <Link href="/docs/api" className="text-brand-700 underline">
          Read the API reference
        </Link>
        .
      </p>
      {data && !data.canUse && (
        <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          API access comes with the Business plan.{" "}
          <Link href="/subscribe" className="text-brand-700 underline">
            See plans
          </Link>
          {data.keys.some((k) => !k.revokedAt) ? ". Your keys work again as soon as a Business pass runs." : "."}
        </p>
      )}
      {data?.canUse && (
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label="Create an API key">
          <FormField id="keyName" label="Key name" error={error} hint="The tool that will use it, e.g. “Shop CMS”.">
            <Input
              {...fieldAria("keyName", error, "The tool that will use it, e.g. “Shop CMS”.")}
              name="keyName"
              maxLength={API_KEY_NAME_MAX_CHARS}
              autoComplete="off"
            />
          </FormField>
          <fieldset>
            <legend className="text-sm font-medium text-slate-900">The key may</legend>
            <div className="mt-2 space-y-2">
              {API_SCOPES.map((scope: ApiScope) => (
                <label key={scope} className="flex items-start gap-2 text-sm text-slate-800">
                  <input type="checkbox" name={`scope-${scope}`} defaultChecked className="mt-1 h-4 w-4" />
                  <span>{API_SCOPE_LABELS[scope]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-sm text-slate-600">
            Each key may make {data.limits.requestsPerMinute} requests a minute and run{" "}
            {data.limits.concurrentGenerations} generation{data.limits.concurrentGenerations === 1 ? "" : "s"} at once.
          </p>
          <Button type="submit" disabled={pending}>
            {pending ? "Creating…" : "Create key"}
          </Button>
        </form>
      )}
      {created && <NewKey created={created} onDone={() => setCreated(null)} />}
      {data && <KeyList keys={data.keys} />}
    </Card>
  );
}
