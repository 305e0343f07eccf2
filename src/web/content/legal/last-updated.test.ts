import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { paymentPolicy } from "./payment.ts";
import { privacyPolicy } from "./privacy.ts";
import { refundPolicy } from "./refund.ts";
import { termsOfService } from "./terms.ts";
import type { LegalText } from "./types.ts";

/**
 * Each legal page shows the date its text last changed (decisions.md, Pages). This records,
 * per page, that date with a fingerprint of the text it belongs to: a change to the text
 * without a new `lastUpdated` fails here. After editing a page, set its `lastUpdated` to the
 * day of the change and put both new values below.
 */
const recorded: Record<string, { lastUpdated: string; fingerprint: string }> = {
  "Payment Policy": { lastUpdated: "2026-11-27", fingerprint: "7c995bb32936f192" },
  "Privacy Policy": { lastUpdated: "2026-11-24", fingerprint: "7733dd748c6884d7" },
  "Refund Policy": { lastUpdated: "2026-11-27", fingerprint: "cf78007757b43b50" },
  "Terms of Service": { lastUpdated: "2026-11-22", fingerprint: "0007c062e22c8d38" },
};

const fingerprint = ({ lastUpdated: _date, ...text }: LegalText) =>
  createHash("sha256").update(JSON.stringify(text)).digest("hex").slice(0, 16);

describe.each([paymentPolicy, privacyPolicy, refundPolicy, termsOfService])("$title", (text) => {
  it("shows the date its current text was written", () => {
    const expected = recorded[text.title];
    expect(
      { lastUpdated: text.lastUpdated, fingerprint: fingerprint(text) },
      "the text changed: set lastUpdated to the day of the change and record it here",
    ).toEqual(expected);
  });

  it("has a real date, not in the future", () => {
    const date = new Date(`${text.lastUpdated}T00:00:00+05:30`);
    expect(Number.isNaN(date.getTime())).toBe(false);
    expect(date.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
