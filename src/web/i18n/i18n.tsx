/**
 * The browser's translation layer (issue 30, decision 775). The page's language and its
 * catalogue arrive as a JSON block in the HTML (as the public settings do), so the first view
 * needs no extra JavaScript or request; another language's catalogue is its own chunk, loaded
 * when the switcher asks for it. Simple messages are read here; messages with plural, select,
 * number or date arguments need the ICU formatter that icu.ts registers (signed-in chunk).
 */
import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo, useState } from "react";
import type { MessageKey } from "#contract/i18n/en.ts";
import {
  I18N_ELEMENT_ID,
  type I18nData,
  type InterfaceLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LOCALE_OF,
} from "#contract/i18n/languages.ts";
import { formatSimple, isSimpleMessage, type MessageValues } from "#contract/i18n/simple-format.ts";

export type Translate = (key: MessageKey, values?: MessageValues) => string;
type IcuFormatter = (message: string, values: MessageValues | undefined, locale: string) => string;

let icuFormatter: IcuFormatter | undefined;

/** Called once by icu.ts: from then on messages with ICU arguments format too. */
export function registerIcuFormatter(formatter: IcuFormatter) {
  icuFormatter = formatter;
}

/** One message of a loaded catalogue in its language. */
export function formatMessage(data: I18nData, key: string, values?: MessageValues): string {
  const message = data.messages[key];
  // The catalogue check (npm run check) keeps every key in every catalogue.
  if (message === undefined) return key;
  if (isSimpleMessage(message)) return formatSimple(message, values);
  // Only where #web/i18n/icu.ts is loaded (the signed-in app): the public pages' messages are simple.
  if (!icuFormatter) throw new Error(key);
  return icuFormatter(message, values, LOCALE_OF[data.language]);
}

/** A `t` over a loaded catalogue, for helpers and tests outside the provider. */
export const translatorFor =
  (data: I18nData): Translate =>
  (key, values) =>
    formatMessage(data, key, values);

/** The catalogue of each language as its own chunk, for the switcher and the Vite dev server. */
const loaders: Record<InterfaceLanguage, () => Promise<Readonly<Record<string, string>>>> = {
  en: () => import("#contract/i18n/en.ts").then((m) => m.en),
  hi: () => import("#contract/i18n/hi.ts").then((m) => m.hi),
};

export async function loadCatalogue(language: InterfaceLanguage): Promise<I18nData> {
  return { language, messages: await loaders[language]() };
}

/** The page's language and catalogue from the HTML; undefined on the Vite dev server. */
export function readI18nBlock(): I18nData | undefined {
  const text = typeof document === "undefined" ? undefined : document.getElementById(I18N_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as I18nData) : undefined;
}

/** The language in use, for code outside React (form errors); kept by the provider. */
let current: I18nData = { language: "en", messages: {} };
export const translateNow = (key: string, values?: MessageValues) => formatMessage(current, key, values);
export const hasMessage = (key: string) => Object.hasOwn(current.messages, key);

interface I18nContextValue {
  language: InterfaceLanguage;
  t: Translate;
  /** Loads the language's catalogue, remembers it in the cookie and shows the page in it. */
  setLanguage: (language: InterfaceLanguage) => Promise<void>;
}

const I18nContext = createContext<I18nContextValue | undefined>(undefined);

export function I18nProvider({ initial, children }: { initial: I18nData; children: ReactNode }) {
  const [data, setData] = useState(initial);
  current = data;
  const setLanguage = useCallback(async (language: InterfaceLanguage) => {
    const next = await loadCatalogue(language);
    // biome-ignore lint/suspicious/noDocumentCookie: the switcher's cookie is the page's own setting, read by the server.
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
    setData(next);
  }, []);
  // <html lang> follows the interface language (the server sent the same in the HTML).
  useLayoutEffect(() => {
    document.documentElement.lang = LOCALE_OF[data.language];
  }, [data.language]);
  const value = useMemo<I18nContextValue>(
    () => ({
      language: data.language,
      t: (key, values) => formatMessage(data, key, values),
      setLanguage,
    }),
    [data, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's language, its `t(key, values)` and the switch to another language. */
export function useI18n(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}

/** The `t(key, values)` of the page's language. */
export const useT = (): Translate => useI18n().t;
