import { expect, it } from "vitest";
import { en } from "#contract/i18n/en.ts";
import { existing, signedInLinksFor } from "./links.ts";

const all = <T>(links: T[]) => links;
/** A link's English words. */
const words = (link: { label: keyof typeof en }) => en[link.label];

it("shows Admin only to admins and Upgrade to Pro only on the free plan", () => {
  const admin = signedInLinksFor({ isAdmin: true, subscriptionStatus: "free" }, all);
  expect(admin.inline.map(words)).toEqual([
    "Dashboard",
    "Upload",
    "Create",
    "Calendar",
    "Admin",
    "Blog",
    "About",
    "Contact",
  ]);
  expect(admin.upgrade?.href).toBe("/subscribe");

  const creator = signedInLinksFor({ isAdmin: false, subscriptionStatus: "pro" }, all);
  expect(creator.inline.map(words)).not.toContain("Admin");
  expect(creator.upgrade).toBeUndefined();
});

it("puts Help Center (the contact page) and API Docs (the API reference) in Resources", () => {
  const { resources } = signedInLinksFor({ isAdmin: false, subscriptionStatus: "free" }, all);
  expect(resources.map(words)).toEqual(["Blog", "About Us", "Contact", "Help Center", "API Docs"]);
  expect(resources.find((l) => words(l) === "Help Center")?.href).toBe("/contact");
  expect(resources.find((l) => words(l) === "API Docs")?.href).toBe("/docs/api");
});

it("with the real route table, links only to pages that exist; /admin exists, so admins get the link", () => {
  const links = signedInLinksFor({ isAdmin: true, subscriptionStatus: "free" });
  for (const link of [...links.inline, ...links.resources]) expect(existing([link])).toHaveLength(1);
  expect(links.account?.href).toBe("/account");
  expect(links.inline.find((l) => words(l) === "Admin")?.href).toBe("/admin");
  const creator = signedInLinksFor({ isAdmin: false, subscriptionStatus: "free" });
  expect(creator.inline.map((l) => l.href)).not.toContain("/admin");
});
