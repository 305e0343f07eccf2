import type { AuditEntry } from "#contract/admin-users.ts";
import { PLAN_IDS, PLANS, type PlanId } from "#contract/plans.ts";
import { formatBytes } from "../library/queries.ts";
import { formatIstDate } from "../posts/format.ts";

/** Pure helpers of the admin's Users tab and audit log. */

export const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: paise % 100 ? 2 : 0 })}`;

const isPlan = (id: unknown): id is PlanId => PLAN_IDS.includes(id as PlanId);
export const planName = (id: unknown) => (isPlan(id) ? PLANS[id].name : String(id));

const num = (value: unknown) => (typeof value === "number" ? value : 0);
const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;

export const ACTION_LABELS: Record<AuditEntry["action"], string> = {
  "pass.granted": "Complimentary pass granted",
  "user.disabled": "Account disabled",
  "user.enabled": "Account enabled",
  "payment.refunded": "Payment refunded",
  "retention.ran": "Retention run",
};

/** One line saying what an entry's details hold, from the figures the server recorded. */
export function describeDetails(entry: AuditEntry): string | null {
  const d = entry.details;
  switch (entry.action) {
    case "pass.granted":
      return `${planName(d.plan)} for ${plural(num(d.days), "day", "days")}${
        typeof d.endsAt === "string" ? `, until ${formatIstDate(d.endsAt)}` : ""
      }`;
    case "payment.refunded":
      return `${rupees(num(d.amountPaise))} for ${planName(d.productId)}${
        typeof d.creditNote === "string" ? `, credit note ${d.creditNote}` : ""
      }`;
    case "retention.ran":
      return `${plural(num(d.warnedItems), "file", "files")} warned about (${plural(num(d.warnedUsers), "account", "accounts")}), ${plural(
        num(d.deletedItems),
        "file",
        "files",
      )} deleted (${formatBytes(num(d.freedBytes))} freed)`;
    default:
      return null;
  }
}
