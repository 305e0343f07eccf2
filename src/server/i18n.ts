/**
 * The server's translation layer (issue 30, decision 775): catalogue messages formatted with
 * ICU MessageFormat (intl-messageformat, FormatJS) in an interface language, and the language
 * of a request — the user's saved setting → the switcher's cookie → Accept-Language → English.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { IntlMessageFormat } from "intl-messageformat";
import { type Catalogue, en, type MessageKey } from "#contract/i18n/en.ts";
import { hi } from "#contract/i18n/hi.ts";
import {
  type InterfaceLanguage,
  isInterfaceLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LOCALE_OF,
  pickInterfaceLanguage,
} from "#contract/i18n/languages.ts";
import { formatIstDateTimeIn } from "#contract/local-dates.ts";

export const catalogues: Record<InterfaceLanguage, Catalogue> = { en, hi };

/**
 * The catalogue's areas a signed-out page reads (decision 791): the header and footer, sign-in,
 * the creator's note (the landing page's demo), the contract's validation messages and the plans
 * (/subscribe is public, and the header's "Pricing" reaches it without a reload, decision 802). A
 * signed-out page's HTML carries only these; the signed-in app loads the whole catalogue as a
 * chunk. Their messages stay simple (text and `{name}`s): the first page load has no ICU formatter.
 */
export const PUBLIC_AREAS = ["shell.", "auth.", "note.", "validation.", "plans.", "site.", "languages."] as const;

/**
 * The catalogue's areas only the server words — its errors, e-mails, invoices, stored reasons,
 * Instagram's pre-check, import and daily limit, an example's reply — which a signed-in page's
 * HTML leaves out (decision 817): a fifth of each catalogue, sent with every page load. The few
 * of their messages the web app words itself are WEB_KEYS_IN_SERVER_AREAS; the catalogue check
 * fails on a web file naming another one.
 */
export const SERVER_AREAS = [
  "errors.",
  "mail.",
  "invoice.",
  "reasons.",
  "preflight.",
  "instagramImport.",
  "instagramQuota.",
  "brandExample.",
] as const;
export const WEB_KEYS_IN_SERVER_AREAS: readonly string[] = [
  "errors.currentPasswordRequired",
  "errors.library.storageExceeded",
  "errors.library.adviceUpgrade",
  "errors.library.adviceFree",
  "errors.billing.initiationFailed",
];
export const isServerOnlyKey = (key: string) =>
  SERVER_AREAS.some((area) => key.startsWith(area)) && !WEB_KEYS_IN_SERVER_AREAS.includes(key);

const webCatalogues = new Map<InterfaceLanguage, Record<string, string>>();

/** A signed-in page's catalogue: every message but those only the server words (made once per language). */
export function webMessages(language: InterfaceLanguage): Record<string, string> {
  let messages = webCatalogues.get(language);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(catalogues[language]).filter(([key]) => !isServerOnlyKey(key)));
    webCatalogues.set(language, messages);
  }
  return messages;
}

/** A signed-out page's share of a language's catalogue: its public areas. */
export const publicMessages = (language: InterfaceLanguage): Record<string, string> =>
  Object.fromEntries(
    Object.entries(catalogues[language]).filter(([key]) => PUBLIC_AREAS.some((area) => key.startsWith(area))),
  );

/**
 * A catalogue message and its arguments; an argument may itself be a message (a language's
 * name, an action's label), worded in the same language as the message.
 */
export interface Message {
  key: MessageKey;
  values?: Record<string, string | number | Message | WordedIn>;
}

/** An argument worded per language at reply time, e.g. a moment as that language writes dates (decision 815). */
export type WordedIn = (language: InterfaceLanguage) => string;

/** A moment in IST as a language writes it: "1 Dec 2026, 6:30 pm IST", "1 दिस॰ 2026, शाम 6:30 बजे". */
export const istMoment =
  (moment: Date): WordedIn =>
  (language) =>
    formatIstDateTimeIn(LOCALE_OF[language], moment);

export const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(en, value);

const formats = new Map<string, IntlMessageFormat>();

/** One catalogue message in one language (each message parsed once per process). */
export function translate(language: InterfaceLanguage, { key, values }: Message): string {
  const id = `${language}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(catalogues[language][key], LOCALE_OF[language]);
    formats.set(id, format);
  }
  const worded = values
    ? Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === "function"
            ? value(language)
            : typeof value === "object"
              ? translate(language, value)
              : value,
        ]),
      )
    : undefined;
  return String(format.format(worded));
}

/** Words catalogue messages in one language: the e-mails' and the invoice PDF's `t`. */
export const translator =
  (language: InterfaceLanguage) =>
  (key: MessageKey, values?: Message["values"]): string =>
    translate(language, values ? { key, values } : { key });

/**
 * The language of a message to a user outside a request (an e-mail, decision 807): their saved
 * setting, else the language of the request that caused it (sign-up, forgot password), else English.
 */
export const recipientLanguage = (saved: string | null | undefined, requested?: string | null): InterfaceLanguage =>
  isInterfaceLanguage(saved) ? saved : isInterfaceLanguage(requested) ? requested : "en";

/**
 * A catalogue message kept in a text column, to be worded when it is read, in the reader's
 * language (decision 809): its key and values as JSON.
 */
export const storeMessage = (message: Message): string => JSON.stringify(message);

/**
 * What a stored text column holds: a catalogue message (JSON from `storeMessage`, or a bare key),
 * or plain text — a row stored before its texts were messages, kept readable as it is.
 */
export function readStored(stored: string): Message | string {
  if (isMessageKey(stored)) return { key: stored };
  if (stored.startsWith('{"key":')) {
    try {
      const message = JSON.parse(stored) as Message;
      if (isMessageKey(message.key)) return message;
    } catch {
      // Not our JSON: plain text after all.
    }
  }
  return stored;
}

/** A stored text in one language (see `readStored`). */
export function storedTextIn(language: InterfaceLanguage, stored: string): string {
  const message = readStored(stored);
  return typeof message === "string" ? message : translate(language, message);
}

/**
 * The interface language of one request: `saved` is the signed-in user's setting (the error
 * handler passes it); pages go by the cookie, which signing in and saving the setting set.
 */
export function requestLanguage(request: FastifyRequest, saved?: string | null): InterfaceLanguage {
  return pickInterfaceLanguage({
    saved,
    cookie: request.cookies?.[LANGUAGE_COOKIE],
    acceptLanguage: request.headers["accept-language"],
  });
}

/**
 * Sets the switcher's cookie (the page's switcher sets the same one): signing in and saving the
 * setting make the saved language the pages' language on this browser.
 */
export function setLanguageCookie(reply: FastifyReply, language: string | null | undefined) {
  if (!isInterfaceLanguage(language)) return;
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: "/",
    sameSite: "lax",
    maxAge: LANGUAGE_COOKIE_MAX_AGE,
  });
}
