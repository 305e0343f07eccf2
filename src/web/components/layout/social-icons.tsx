import type { SocialNetwork } from "#contract/public-config.ts";

const labels: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  youtube: "YouTube",
  x: "X",
  facebook: "Facebook",
  linkedin: "LinkedIn",
};

/** Simple line drawings of each network's mark (no icon font, no brand-icon package). */
function MarkShapes({ network }: { network: SocialNetwork }) {
  switch (network) {
    case "instagram":
      return (
        <>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <path d="M17.5 6.5h.01" />
        </>
      );
    case "youtube":
      return (
        <>
          <rect x="2" y="5" width="20" height="14" rx="4" />
          <path d="m10 9 5 3-5 3z" />
        </>
      );
    case "x":
      return <path d="M4 4l16 16M20 4 4 20" />;
    case "facebook":
      return <path d="M15 3h-2a4 4 0 0 0-4 4v3H6v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z" />;
    case "linkedin":
      return (
        <>
          <rect x="3" y="3" width="18" height="18" rx="3" />
          <path d="M8 11v5M8 8h.01M12 16v-5M12 13a2 2 0 0 1 4 0v3" />
        </>
      );
  }
}

/** Links to the configured social accounts only; nothing when none are configured. */
export function SocialLinks({ accounts }: { accounts: readonly { network: SocialNetwork; url: string }[] }) {
  if (accounts.length === 0) return null;
  return (
    <ul className="flex gap-2" aria-label="Social media">
      {accounts.map((account) => (
        <li key={account.network}>
          <a
            href={account.url}
            rel="noopener noreferrer"
            target="_blank"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width={20}
              height={20}
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <MarkShapes network={account.network} />
            </svg>
            <span className="sr-only">{labels[account.network]} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
