/**
 * The interface languages (issue 30, decision 775): which one a request gets, without zod or
 * a formatter, so the first page load can use it. Order: the user's saved setting → the cookie
 * the switcher sets → the browser's Accept-Language → English.
 */
export const INTERFACE_LANGUAGES = ["en", "hi"] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** `<html lang>` and Intl's locale for each interface language. */
export const LOCALE_OF: Record<InterfaceLanguage, "en-IN" | "hi-IN"> = { en: "en-IN", hi: "hi-IN" };

/** The switcher's cookie (readable by the page, which sets it; a year). */
export const LANGUAGE_COOKIE = "ck_lang";
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isInterfaceLanguage = (value: unknown): value is InterfaceLanguage =>
  typeof value === "string" && (INTERFACE_LANGUAGES as readonly string[]).includes(value);

/** The first interface language an Accept-Language header asks for, by its q-values. */
export function languageFromAcceptLanguage(header: string | undefined): InterfaceLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isInterfaceLanguage);
}

/** The interface language for one request: saved setting → cookie → Accept-Language → English. */
export function pickInterfaceLanguage(sources: {
  saved?: string | null;
  cookie?: string;
  acceptLanguage?: string;
}): InterfaceLanguage {
  if (isInterfaceLanguage(sources.saved)) return sources.saved;
  if (isInterfaceLanguage(sources.cookie)) return sources.cookie;
  return languageFromAcceptLanguage(sources.acceptLanguage) ?? "en";
}

/** The id of the HTML's JSON block that carries the page's language and catalogue. */
export const I18N_ELEMENT_ID = "app-i18n";

/** What the page's JSON block holds: the interface language and its catalogue. */
export interface I18nData {
  language: InterfaceLanguage;
  messages: Readonly<Record<string, string>>;
  /** Only the public areas (a signed-out page): the signed-in app loads the whole catalogue first. */
  partial?: boolean;
}
