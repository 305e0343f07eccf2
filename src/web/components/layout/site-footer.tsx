import { CalendarCheck, Languages, ShieldCheck } from "lucide-react";
import { Link, useLocation } from "wouter";
import { matchRoute } from "#contract/routes.ts";
import { publicConfig } from "#web/lib/public-config.ts";
import { existing, footerColumns, isHindiPage, labelFor } from "./links.ts";
import { SocialLinks } from "./social-icons.tsx";

/** The footer on every page: link columns (only pages that exist), true badges, copyright. */
export function SiteFooter() {
  const { productName, supportEmail, social = [], company } = publicConfig();
  const [location] = useLocation();
  const isHindi = isHindiPage(location);
  // Only claims that are true of the product as built (decisions.md, Honest marketing).
  const badges = [
    { icon: Languages, text: isHindi ? "12 भारतीय भाषाएँ" : "12 Indian languages" },
    { icon: CalendarCheck, text: isHindi ? "कोई ऑटो-रिन्यूअल नहीं" : "No auto-renewal" },
    ...(matchRoute("/subscribe") ? [{ icon: ShieldCheck, text: isHindi ? "सुरक्षित भुगतान" : "Secure payments" }] : []),
  ];
  const columns = footerColumns
    .map((column) => ({ ...column, links: existing(column.links) }))
    .filter((column) => column.links.length > 0);
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{productName}</p>
          <p className="mt-2 text-sm text-slate-600">
            {isHindi
              ? "12 भारतीय भाषाओं में इंस्टाग्राम पोस्ट, हर भाषा उसकी अपनी लिपि में।"
              : "Instagram posts written in 12 Indian languages, each in its own script."}
          </p>
          <div className="mt-3">
            <SocialLinks accounts={social} />
          </div>
          {supportEmail && (
            <p className="mt-2 text-sm text-slate-600">
              <a className="underline" href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
            </p>
          )}
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={isHindi && column.hi ? column.hi : column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{isHindi && column.hi ? column.hi : column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.href + link.label}>
                  <Link href={link.href} className="text-sm text-slate-700 hover:text-brand-700 hover:underline">
                    {labelFor(link, isHindi)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {company?.legalName ?? productName}.{" "}
            {isHindi ? "सर्वाधिकार सुरक्षित।" : "All rights reserved."}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {badges.map(({ icon: Icon, text }) => (
              <li key={text} className="inline-flex items-center gap-2">
                <Icon aria-hidden="true" className="h-4 w-4" /> {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
