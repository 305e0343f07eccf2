import { Clock, Mail, MapPin } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { CONTACT_CATEGORIES, CONTACT_LIMITS, type ContactCategory } from "#contract/contact-options.ts";
import type { FaqItem } from "#contract/faq.ts";
import { FaqList } from "../components/marketing/faq-list.tsx";
import { useToast } from "../components/toaster.tsx";
import { Button } from "../components/ui/button.tsx";
import { useSendContactMessage } from "../features/contact/queries.ts";
import { type Translate, useT } from "../i18n/i18n.tsx";
import { ApiRequestError } from "../lib/api.ts";
import { publicConfig } from "../lib/public-config.ts";
import { useHydrated } from "../lib/use-hydrated.ts";

const contactFaq = (t: Translate): readonly FaqItem[] =>
  ([1, 2, 3, 4] as const).map((n) => ({ question: t(`site.contact.faq${n}q`), answer: t(`site.contact.faq${n}a`) }));

const quickLinks = [
  { href: "/blog", key: "site.contact.linkBlog" },
  { href: "/about", key: "site.contact.linkAbout" },
  { href: "/refund-policy", key: "site.contact.linkRefund" },
  { href: "/payment-policy", key: "site.contact.linkPayment" },
  { href: "/privacy-policy", key: "site.contact.linkPrivacy" },
] as const;

type Field = "name" | "email" | "message";
const emptyForm = {
  name: "",
  email: "",
  subject: "",
  category: "general" as ContactCategory,
  message: "",
  website: "",
};

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 aria-[invalid=true]:border-red-600";

/** Contact (spec §2 and §5): the form, contact details, quick links and FAQ. */
export default function ContactPage() {
  const { productName, supportEmail, company } = publicConfig();
  const { toast } = useToast();
  const [form, setForm] = useState(emptyForm);
  const [missing, setMissing] = useState<Set<Field>>(new Set());
  const [isSending, setIsSending] = useState(false);
  const sendMessage = useSendContactMessage();
  const hydrated = useHydrated();
  const [sent, setSent] = useState<string | null>(null);
  const t = useT();

  const set = (key: keyof typeof emptyForm) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = (["name", "email", "message"] as const).filter((field) => !form[field].trim());
    setMissing(new Set(empty));
    if (empty.length > 0) {
      toast({ title: t("site.contact.missing"), description: t("site.contact.missingText"), variant: "destructive" });
      document.getElementById(`contact-${empty[0]}`)?.focus();
      return;
    }
    setIsSending(true);
    try {
      // A fixed thanks, worded in the page's language (the API's answer says the same in English).
      await sendMessage.mutateAsync(form);
      setSent(t("site.contact.thanks"));
      setForm(emptyForm);
      toast({ title: t("site.contact.sent"), description: t("site.contact.thanks") });
    } catch (error) {
      const description =
        error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : t("site.contact.checkConnection");
      toast({ title: t("site.contact.failed"), description, variant: "destructive" });
    } finally {
      setIsSending(false);
    }
  }

  const fieldError = (field: Field) =>
    missing.has(field) ? (
      <p id={`contact-${field}-error`} className="mt-1 text-sm text-red-700">
        {t("site.contact.required")}
      </p>
    ) : null;
  const invalidProps = (field: Field) =>
    missing.has(field) ? { "aria-invalid": true, "aria-describedby": `contact-${field}-error` } : {};

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">{t("site.contact.title")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t("site.contact.lead")}</p>

      <div className="mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-title" className="rounded-2xl border border-slate-200 p-6 sm:p-8">
          <h2 id="contact-form-title" className="text-xl font-bold">
            {t("site.contact.formTitle")}
          </h2>
          {sent && (
            <p role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
              {sent}
            </p>
          )}
          <form method="post" onSubmit={submit} noValidate className="mt-6 grid gap-5">
            <p className="text-sm text-slate-600">{t("site.contact.requiredNote")}</p>
            <div className="grid gap-5 sm:grid-cols-2">
              <div>
                <label htmlFor="contact-name" className="font-semibold">
                  {t("site.contact.name")}
                </label>
                <input
                  id="contact-name"
                  autoComplete="name"
                  maxLength={CONTACT_LIMITS.name}
                  value={form.name}
                  onChange={set("name")}
                  className={inputClass}
                  {...invalidProps("name")}
                />
                {fieldError("name")}
              </div>
              <div>
                <label htmlFor="contact-email" className="font-semibold">
                  {t("site.contact.email")}
                </label>
                <input
                  id="contact-email"
                  type="email"
                  autoComplete="email"
                  maxLength={CONTACT_LIMITS.email}
                  value={form.email}
                  onChange={set("email")}
                  className={inputClass}
                  {...invalidProps("email")}
                />
                {fieldError("email")}
              </div>
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <div>
                <label htmlFor="contact-subject" className="font-semibold">
                  {t("site.contact.subject")}
                </label>
                <input
                  id="contact-subject"
                  maxLength={CONTACT_LIMITS.subject}
                  value={form.subject}
                  onChange={set("subject")}
                  className={inputClass}
                />
              </div>
              <div>
                <label htmlFor="contact-category" className="font-semibold">
                  {t("site.contact.category")}
                </label>
                <select id="contact-category" value={form.category} onChange={set("category")} className={inputClass}>
                  {CONTACT_CATEGORIES.map((c) => (
                    <option key={c.value} value={c.value}>
                      {t(`site.contact.category.${c.value}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div>
              <label htmlFor="contact-message" className="font-semibold">
                {t("site.contact.message")}
              </label>
              <textarea
                id="contact-message"
                rows={6}
                maxLength={CONTACT_LIMITS.message}
                value={form.message}
                onChange={set("message")}
                className={inputClass}
                {...invalidProps("message")}
              />
              {fieldError("message")}
            </div>
            {/* Honeypot: hidden from people and screen readers; bots that fill it are ignored. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label htmlFor="contact-website">{t("site.honeypot")}</label>
              <input
                id="contact-website"
                tabIndex={-1}
                autoComplete="off"
                value={form.website}
                onChange={set("website")}
              />
            </div>
            <div>
              <Button type="submit" size="lg" disabled={isSending || !hydrated}>
                {t(isSending ? "site.contact.sending" : "site.contact.send")}
              </Button>
            </div>
          </form>
        </section>

        <div className="space-y-8">
          <section aria-labelledby="contact-details">
            <h2 id="contact-details" className="text-xl font-bold">
              {t("site.contact.details")}
            </h2>
            <ul className="mt-4 space-y-4 text-slate-800">
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <a className="font-semibold text-brand-700 underline" href={`mailto:${supportEmail}`}>
                  {supportEmail}
                </a>
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <span>{t("site.contact.hours")}</span>
              </li>
              {company?.address && (
                <li className="flex gap-3">
                  <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                  <span>
                    {company.legalName}, {company.address}
                  </span>
                </li>
              )}
            </ul>
          </section>
          <nav aria-labelledby="quick-links">
            <h2 id="quick-links" className="text-xl font-bold">
              {t("site.contact.quickLinks")}
            </h2>
            <ul className="mt-4 space-y-2">
              {quickLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-brand-700 underline">
                    {t(link.key, { product: productName })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>

      <section aria-labelledby="contact-faq" className="mx-auto mt-16 max-w-3xl">
        <h2 id="contact-faq" className="text-2xl font-bold">
          {t("site.contact.faq")}
        </h2>
        <div className="mt-6">
          <FaqList items={contactFaq(t)} />
        </div>
      </section>
    </div>
  );
}
