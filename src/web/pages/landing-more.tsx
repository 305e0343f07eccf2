import { useState } from "react";
import { landingFaq } from "#contract/faq.ts";
import { LANGUAGES } from "#contract/languages.ts";
import { FaqList } from "../components/marketing/faq-list.tsx";
import { publicConfig } from "../lib/public-config.ts";
import { cn } from "../lib/utils.ts";

const examples: { niche: string; language: string; lang: string; text: string }[] = [
  {
    niche: "Travel",
    language: "English",
    lang: "en-IN",
    text: "Woke up to mist over the tea gardens and a view that made the 6 a.m. alarm worth it. Munnar, you were right on time.",
  },
  {
    niche: "Food",
    language: "Hinglish",
    lang: "hi-Latn",
    text: "Sunday ka matlab: garam parathe, makkhan ki tikki aur koi jaldi nahi. Aapka favourite stuffing kaunsa hai?",
  },
  {
    niche: "Fashion",
    language: "English",
    lang: "en-IN",
    text: "Handloom cotton, my grandmother's jhumkas and zero reasons to stay indoors. Wearing tradition, my way.",
  },
  {
    niche: "Fitness",
    language: "Hinglish",
    lang: "hi-Latn",
    text: "Subah 5 baje uthna mushkil tha, par pehla 5K poora hua. Chhote steps, bade results. Kal phir milte hain!",
  },
  {
    niche: "Small business",
    language: "Marathi · मराठी",
    lang: "mr-IN",
    text: "घरगुती मसाल्यांचा नवा साठा आला आहे! आईच्या पारंपरिक पद्धतीने बनवलेला गोडा मसाला, आता मर्यादित प्रमाणात उपलब्ध.",
  },
  {
    niche: "Family",
    language: "Hindi · हिन्दी",
    lang: "hi-IN",
    text: "दादी की कहानियाँ, पापा के चुटकुले और माँ के हाथ का खाना। घर की यही बातें सबसे प्यारी लगती हैं।",
  },
];

type Category = "funny" | "cute" | "cool" | "best" | "short" | "birthday";

const categories: { id: Category; label: string; captions: { language: string; lang: string; text: string }[] }[] = [
  {
    id: "funny",
    label: "Funny",
    captions: [
      {
        language: "English",
        lang: "en-IN",
        text: "My diet starts tomorrow. It has been starting tomorrow since 2019.",
      },
      { language: "Hinglish", lang: "hi-Latn", text: "Gym jaane ka plan tha, phir samose ne aawaz di." },
      { language: "Hindi", lang: "hi-IN", text: "मैं आलसी नहीं हूँ, बस एनर्जी बचाकर रखता हूँ।" },
      { language: "Tamil", lang: "ta-IN", text: "டயட் நாளையிலிருந்து தான்; இன்னைக்கு பிரியாணி!" },
    ],
  },
  {
    id: "cute",
    label: "Cute",
    captions: [
      { language: "English", lang: "en-IN", text: "Small moments, big smiles." },
      { language: "Hinglish", lang: "hi-Latn", text: "Chhoti si khushi, bada sa pyaar." },
      { language: "Hindi", lang: "hi-IN", text: "तुम्हारी मुस्कान ही मेरा पसंदीदा फ़िल्टर है।" },
      { language: "Bengali", lang: "bn-IN", text: "তোমার হাসিটাই আমার প্রিয় মুহূর্ত।" },
    ],
  },
  {
    id: "cool",
    label: "Cool",
    captions: [
      { language: "English", lang: "en-IN", text: "Not here to fit in. Here to stand out." },
      { language: "Hinglish", lang: "hi-Latn", text: "Apni vibe, apne rules." },
      { language: "Hindi", lang: "hi-IN", text: "अपने अंदाज़ में, अपनी रफ़्तार से।" },
      { language: "Telugu", lang: "te-IN", text: "నా స్టైల్, నా రూల్స్." },
    ],
  },
  {
    id: "best",
    label: "Best",
    captions: [
      { language: "English", lang: "en-IN", text: "Collect moments, not things." },
      { language: "Hindi", lang: "hi-IN", text: "ज़िंदगी छोटी है, हर पल को जी भर के जियो।" },
      { language: "Tamil", lang: "ta-IN", text: "ஒவ்வொரு நாளும் ஒரு புதிய ஆரம்பம்." },
      { language: "Bengali", lang: "bn-IN", text: "প্রতিটা দিন নতুন করে শুরু।" },
    ],
  },
  {
    id: "short",
    label: "Short",
    captions: [
      { language: "English", lang: "en-IN", text: "Sunday state of mind." },
      { language: "Hinglish", lang: "hi-Latn", text: "Chai > everything." },
      { language: "Hindi", lang: "hi-IN", text: "बस यूँ ही।" },
      { language: "Odia", lang: "or-IN", text: "ଆଜି ମନ ଖୁସି।" },
    ],
  },
  {
    id: "birthday",
    label: "Birthday",
    captions: [
      { language: "English", lang: "en-IN", text: "Another year older, still the life of the party. Happy birthday!" },
      { language: "Hindi", lang: "hi-IN", text: "जन्मदिन मुबारक हो! खुश रहो, मुस्कुराते रहो।" },
      { language: "Tamil", lang: "ta-IN", text: "இனிய பிறந்தநாள் வாழ்த்துகள்!" },
      { language: "Telugu", lang: "te-IN", text: "పుట్టినరోజు శుభాకాంక్షలు!" },
      { language: "Bengali", lang: "bn-IN", text: "শুভ জন্মদিন! ভালো থেকো সবসময়।" },
    ],
  },
];

function CaptionCategories() {
  const [active, setActive] = useState<Category>("funny");
  const current = categories.find((c) => c.id === active) ?? categories[0];
  return (
    <section aria-labelledby="categories" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="categories" className="text-2xl font-bold sm:text-3xl">
          Caption ideas by mood
        </h2>
        <p className="mt-2 text-slate-700">Short examples in several languages. Pick a mood to see more.</p>
        <div className="mt-6 flex flex-wrap gap-2">
          {categories.map((c) => (
            <button
              key={c.id}
              type="button"
              aria-pressed={c.id === active}
              onClick={() => setActive(c.id)}
              className={cn(
                "rounded-full border px-4 py-2 text-sm font-semibold",
                c.id === active
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
              )}
            >
              {c.label}
            </button>
          ))}
        </div>
        <h3 className="sr-only">{current?.label} captions</h3>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {current?.captions.map((caption) => (
            <li key={caption.text} className="rounded-xl border border-slate-200 bg-white p-5">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{caption.language}</p>
              <p lang={caption.lang} className="mt-2 text-lg text-slate-900">
                {caption.text}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The landing page's lower sections, loaded when the visitor scrolls near them. */
export default function LandingMore() {
  const { productName } = publicConfig();
  return (
    <>
      <section aria-labelledby="examples" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="examples" className="text-2xl font-bold sm:text-3xl">
          Example captions
        </h2>
        <p className="mt-2 text-slate-700">The kind of captions {productName} writes for different niches.</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {examples.map((example) => (
            <li key={example.text} className="rounded-xl border border-slate-200 p-6">
              <p className="text-sm font-semibold text-slate-600">
                {example.niche} · {example.language}
              </p>
              <p lang={example.lang} className="mt-3 text-slate-900">
                {example.text}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <CaptionCategories />

      <section aria-labelledby="languages" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="languages" className="text-2xl font-bold sm:text-3xl">
          12 languages, each in its own script
        </h2>
        <ul className="mt-6 flex flex-wrap gap-2">
          {LANGUAGES.map((language) => (
            <li key={language.code} className="rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm">
              {language.label}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq" className="bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-16">
          <h2 id="faq" className="text-2xl font-bold sm:text-3xl">
            Frequently asked questions
          </h2>
          <div className="mt-8">
            <FaqList items={landingFaq} />
          </div>
        </div>
      </section>
    </>
  );
}
