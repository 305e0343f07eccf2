/**
 * Full ICU MessageFormat in the browser (plural, select, number, date): intl-messageformat,
 * imported by the signed-in app's chunk only, so public pages do not carry it (decision 775).
 */
import { IntlMessageFormat } from "intl-messageformat";
import { registerIcuFormatter } from "./i18n.tsx";

const formats = new Map<string, IntlMessageFormat>();

registerIcuFormatter((message, values, locale) => {
  const id = `${locale}\u0000${message}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(message, locale);
    formats.set(id, format);
  }
  return String(format.format(values));
});
