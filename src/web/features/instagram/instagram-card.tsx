import { Camera } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { MessageKey } from "#contract/i18n/en.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { LINK_SLOT, WithLink } from "#web/components/ui/with-link.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { serverMessage } from "#web/lib/form-errors.ts";
import { useConnectInstagram, useDisconnectInstagram, useInstagramAccount } from "./queries.ts";

/** What the account page says after Instagram sent the creator back (?instagram=<outcome>). */
const OUTCOMES: Record<string, { text: MessageKey; ok: boolean }> = {
  connected: { text: "instagram.connected", ok: true },
  denied: { text: "instagram.denied", ok: false },
  expired: { text: "instagram.expired", ok: false },
  invalid: { text: "instagram.invalid", ok: false },
  failed: { text: "instagram.failed", ok: false },
  plan: { text: "instagram.plan", ok: false },
};

/** The account page's Instagram card: connect, the connected account with its picture, reconnect, disconnect. */
export function InstagramCard() {
  const connectInstagram = useConnectInstagram();
  const disconnectInstagram = useDisconnectInstagram();
  const { toast } = useToast();
  const t = useT();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { data } = useInstagramAccount();
  const outcome = OUTCOMES[new URLSearchParams(window.location.search).get("instagram") ?? ""];
  if (!data?.available) return null;
  const account = data.account;

  async function connect() {
    setPending(true);
    try {
      window.location.assign(await connectInstagram.mutateAsync());
    } catch (error) {
      toast({ title: t("instagram.connectFailed"), description: serverMessage(error), variant: "destructive" });
      setPending(false);
    }
  }

  async function disconnect() {
    setPending(true);
    try {
      await disconnectInstagram.mutateAsync();
      toast({ title: t("instagram.disconnected"), description: t("instagram.disconnectedText") });
    } catch (error) {
      toast({ title: t("instagram.disconnectFailed"), description: serverMessage(error), variant: "destructive" });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  }

  return (
    <Card data-testid="instagram-card">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <Camera aria-hidden="true" className="h-5 w-5" /> {t("instagram.title")}
      </h2>
      {outcome && (
        <p
          role="status"
          className={`mt-3 rounded-md px-3 py-2 text-sm ${outcome.ok ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-950"}`}
        >
          {t(outcome.text)}
        </p>
      )}
      {data.provider === "sandbox" && <p className="mt-1 text-sm text-slate-600">{t("instagram.sandbox")}</p>}
      {!data.planAllows ? (
        <div className="mt-2 text-sm text-slate-700">
          <p>{t("instagram.planNeeded")}</p>
          <Button asChild variant="outline" className="mt-3">
            <Link href="/subscribe">{t("instagram.seePlans")}</Link>
          </Button>
        </div>
      ) : account ? (
        <div className="mt-3">
          <div className="flex items-center gap-3">
            {account.pictureUrl ? (
              <img
                src={account.pictureUrl}
                alt=""
                width={56}
                height={56}
                className="h-14 w-14 rounded-full border border-slate-200 object-cover"
              />
            ) : null}
            <div className="min-w-0">
              <p className="truncate font-semibold" data-testid="instagram-username">
                @{account.username}
              </p>
              {account.name && <p className="truncate text-sm text-slate-600">{account.name}</p>}
            </div>
          </div>
          {account.needsReconnect ? (
            <div role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
              <p className="font-semibold">{t("instagram.reconnectTitle")}</p>
              <p>{t("instagram.reconnectText", { reason: account.reconnectReason ?? "" })}</p>
              <Button className="mt-2" disabled={pending} onClick={connect}>
                {t("instagram.connectAgain")}
              </Button>
            </div>
          ) : (
            <>
              <p className="mt-3 text-sm text-slate-600">
                <WithLink
                  text={t("instagram.connectedText", { link: LINK_SLOT })}
                  link={
                    <Link href="/?tab=posts" className="underline">
                      {t("instagram.myPosts")}
                    </Link>
                  }
                />
              </p>
              {account.insightsPermissionMissing && (
                <div
                  role="status"
                  data-testid="insights-permission-prompt"
                  className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
                >
                  <p className="font-semibold">{t("instagram.insightsTitle")}</p>
                  <p>{t("instagram.insightsText")}</p>
                  <Button className="mt-2" variant="outline" disabled={pending} onClick={connect}>
                    {t("instagram.allowResults")}
                  </Button>
                </div>
              )}
            </>
          )}
          {confirming ? (
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <span className="text-sm">{t("instagram.disconnectConfirm", { username: account.username })}</span>
              <Button className="bg-red-700 hover:bg-red-800" disabled={pending} onClick={disconnect}>
                {t("instagram.disconnect")}
              </Button>
              <Button variant="outline" disabled={pending} onClick={() => setConfirming(false)}>
                {t("instagram.keep")}
              </Button>
            </div>
          ) : (
            <Button variant="outline" className="mt-3" disabled={pending} onClick={() => setConfirming(true)}>
              {t("instagram.disconnect")}
            </Button>
          )}
        </div>
      ) : (
        <div className="mt-2 text-sm text-slate-700">
          <p>{t("instagram.intro")}</p>
          <p className="mt-2">{t("instagram.insightsIntro")}</p>
          <Button className="mt-3" disabled={pending} onClick={connect}>
            {t("instagram.connect")}
          </Button>
        </div>
      )}
    </Card>
  );
}
