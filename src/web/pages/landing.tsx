import { Camera, Hash, Languages, Sparkles } from "lucide-react";
import { LANGUAGES } from "../../contract/languages.ts";
import { publicConfig } from "../lib/public-config.ts";

const steps = [
  { icon: Camera, title: "Add your photos", text: "Pick up to 5 photos or short videos for one post." },
  { icon: Languages, title: "Choose a language", text: "Any of 12 Indian languages, written in its own script." },
  {
    icon: Sparkles,
    title: "Get a ready post",
    text: "Heading, caption, description, hashtags and alt text, ready to copy.",
  },
];

/** The signed-out home page. */
export default function LandingPage() {
  const { productName } = publicConfig();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Instagram posts in your language, ready in seconds
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700">
            {productName} turns your photos into a complete Instagram post — heading, caption, hashtags and alt text —
            written in English or any of 11 Indian languages, in that language's own script.
          </p>
        </div>
      </section>
      <section aria-labelledby="how" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="how" className="text-2xl font-bold">
          How it works
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
              <h3 className="mt-4 font-semibold">
                {index + 1}. {title}
              </h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="languages" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="languages" className="flex items-center gap-2 text-2xl font-bold">
            <Hash aria-hidden="true" className="h-6 w-6 text-brand-700" /> 12 languages
          </h2>
          <ul className="mt-6 flex flex-wrap gap-2">
            {LANGUAGES.map((language) => (
              <li key={language.code} className="rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm">
                {language.label}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
