import { Camera } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { serverMessage } from "#web/lib/form-errors.ts";
import { useConnectInstagram, useDisconnectInstagram, useInstagramAccount } from "./queries.ts";

/** What the account page says after Instagram sent the creator back (?instagram=<outcome>). */
const OUTCOMES: Record<string, { text: string; ok: boolean }> = {
  connected: { text: "Instagram is connected.", ok: true },
  denied: { text: "Instagram did not give access, so nothing was connected. Try again and choose Allow.", ok: false },
  expired: { text: "That Instagram sign-in took too long. Please connect again.", ok: false },
  invalid: {
    text: "That Instagram sign-in could not be checked (it was used already or started elsewhere). Please connect again.",
    ok: false,
  },
  failed: {
    text: "Instagram could not be reached to finish connecting. Please try again in a few minutes.",
    ok: false,
  },
  plan: { text: "Publishing to Instagram comes with the Pro and Business plans.", ok: false },
};

/** The account page's Instagram card: connect, the connected account with its picture, reconnect, disconnect. */
export function InstagramCard() {
  const connectInstagram = useConnectInstagram();
  const disconnectInstagram = useDisconnectInstagram();
  const { toast } = useToast();
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
      toast({ title: "Could not connect", description: serverMessage(error), variant: "destructive" });
      setPending(false);
    }
  }

  async function disconnect() {
    setPending(true);
    try {
      await disconnectInstagram.mutateAsync();
      toast({ title: "Instagram disconnected", description: "Its access token was deleted." });
    } catch (error) {
      toast({ title: "Could not disconnect", description: serverMessage(error), variant: "destructive" });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  }

  return (
    <Card data-testid="instagram-card">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <Camera aria-hidden="true" className="h-5 w-5" /> Instagram
      </h2>
      {outcome && (
        <p
          role="status"
          className={`mt-3 rounded-md px-3 py-2 text-sm ${outcome.ok ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-950"}`}
        >
          {outcome.text}
        </p>
      )}
      {data.provider === "sandbox" && (
        <p className="mt-1 text-sm text-slate-600">
          Sandbox: this server has no Instagram app yet, so posts go to an in-app stand-in, not to Instagram.
        </p>
      )}
      {!data.planAllows ? (
        <div className="mt-2 text-sm text-slate-700">
          <p>
            Publishing scheduled posts to Instagram by themselves comes with the Pro and Business plans. It needs an
            Instagram professional account (business or creator). Until then we e-mail you a reminder with the caption
            at the scheduled time.
          </p>
          <Button asChild variant="outline" className="mt-3">
            <Link href="/subscribe">See Pro and Business</Link>
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
              <p className="font-semibold">Connect Instagram again</p>
              <p>{account.reconnectReason} Scheduled posts will not go out until you do.</p>
              <Button className="mt-2" disabled={pending} onClick={connect}>
                Connect again
              </Button>
            </div>
          ) : (
            <>
              <p className="mt-3 text-sm text-slate-600">
                Posts you schedule with “Publish automatically” go out from this account at their time. Their results,
                and those of posts you import, are in{" "}
                <Link href="/?tab=posts" className="underline">
                  My Posts
                </Link>
                .
              </p>
              {account.insightsPermissionMissing && (
                <div
                  role="status"
                  data-testid="insights-permission-prompt"
                  className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
                >
                  <p className="font-semibold">Allow CaptionKaro to read your results</p>
                  <p>
                    Instagram did not give CaptionKaro permission to read your posts’ insights (accounts connected
                    before we asked for it, or where it was turned off), so reach, likes, comments, saves and shares are
                    not read. Connect again once and choose Allow. Publishing is not affected: your scheduled posts keep
                    going out.
                  </p>
                  <Button className="mt-2" variant="outline" disabled={pending} onClick={connect}>
                    Connect again to allow results
                  </Button>
                </div>
              )}
            </>
          )}
          {confirming ? (
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <span className="text-sm">Disconnect @{account.username}? Automatic posts will stop.</span>
              <Button className="bg-red-700 hover:bg-red-800" disabled={pending} onClick={disconnect}>
                Disconnect
              </Button>
              <Button variant="outline" disabled={pending} onClick={() => setConfirming(false)}>
                Keep connected
              </Button>
            </div>
          ) : (
            <Button variant="outline" className="mt-3" disabled={pending} onClick={() => setConfirming(true)}>
              Disconnect
            </Button>
          )}
        </div>
      ) : (
        <div className="mt-2 text-sm text-slate-700">
          <p>
            Connect your Instagram professional account (business or creator) and scheduled posts publish by themselves,
            photos, caption, hashtags and alt text included.
          </p>
          <p className="mt-2">
            Instagram also asks you to share your posts’ insights: CaptionKaro reads the reach, likes, comments, saves
            and shares of each post it publishes for you, to show you how it did.
          </p>
          <Button className="mt-3" disabled={pending} onClick={connect}>
            Connect Instagram
          </Button>
        </div>
      )}
    </Card>
  );
}
