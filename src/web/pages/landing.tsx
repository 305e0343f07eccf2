import { Check, Clock, FileText, Hash, Image, Languages, Mic, X } from "lucide-react";
import { lazy } from "react";
import { Link } from "wouter";
import { SIGN_UP_PATH } from "#contract/routes.ts";
import { Deferred } from "../components/marketing/deferred.tsx";
import { hasRoute } from "../components/marketing/has-route.ts";
import { SampleCarousel, type SamplePost } from "../components/marketing/sample-carousel.tsx";
import { Testimonials } from "../components/marketing/testimonials.tsx";
import { Button } from "../components/ui/button.tsx";
import { publicConfig } from "../lib/public-config.ts";

/** Written for this page by people who speak these languages; spec §9: one every 3 s. */
const samples: readonly SamplePost[] = [
  {
    id: "english",
    language: "English",
    lang: "en-IN",
    heading: "Monsoon, meet masala chai",
    caption:
      "Rain on the window, ginger in the pot and nowhere to be. Some evenings don't need a plan, just a second cup. Who's joining?",
    hashtags: ["MonsoonVibes", "ChaiLovers", "MumbaiRains", "EveningRituals"],
    image: { src: "/samples/chai.svg", alt: "A glass of masala chai by a rainy window" },
  },
  {
    id: "hindi",
    language: "Hindi · हिन्दी",
    lang: "hi-IN",
    heading: "रोशनी का त्योहार, अपनों के साथ",
    caption:
      "दीयों की रोशनी, मिठाइयों की खुशबू और घर भर में हँसी। इस दिवाली बस यही दुआ है कि हर आँगन जगमगाए। आपको और आपके परिवार को शुभ दीपावली!",
    hashtags: ["दिवाली", "HappyDiwali", "त्योहार", "IndianFestival"],
    image: { src: "/samples/diwali.svg", alt: "Lit clay diyas on a rangoli at night" },
  },
  {
    id: "tamil",
    language: "Tamil · தமிழ்",
    lang: "ta-IN",
    heading: "காலை ஃபில்டர் காபி",
    caption: "நுரை பொங்கும் டபரா செட், மணக்கும் டிகாஷன், அம்மாவின் சிரிப்பு. இதைவிட அழகான காலை வேறு உண்டா?",
    hashtags: ["ஃபில்டர்காபி", "FilterCoffee", "ChennaiMornings", "TamilNadu"],
    image: { src: "/samples/coffee.svg", alt: "South Indian filter coffee in a steel tumbler and dabara" },
  },
  {
    id: "telugu",
    language: "Telugu · తెలుగు",
    lang: "te-IN",
    heading: "హైదరాబాదీ బిర్యానీ ప్రేమ",
    caption: "ఒక్క ముద్ద తిన్నాక ఆగడం కష్టం! మసాలా సువాసన, మెత్తని అన్నం, పక్కన మిర్చి కా సాలన్. ఆదివారం అంటే ఇదే.",
    hashtags: ["హైదరాబాద్", "HyderabadiBiryani", "Foodie", "TeluguFood"],
    image: { src: "/samples/biryani.svg", alt: "A handi of Hyderabadi biryani with mirchi ka salan" },
  },
  {
    id: "odia",
    language: "Odia · ଓଡ଼ିଆ",
    lang: "or-IN",
    heading: "ରଥଯାତ୍ରାର ଆନନ୍ଦ",
    caption: "ବଡ଼ଦାଣ୍ଡରେ ଲକ୍ଷ ଲକ୍ଷ ଭକ୍ତ, ଘଣ୍ଟ ମୃଦଙ୍ଗର ନାଦ, ଆଉ ରଥ ଉପରେ ମହାପ୍ରଭୁ। ଏହି ଅନୁଭୂତି ଶବ୍ଦରେ କହିହେବ ନାହିଁ। ଜୟ ଜଗନ୍ନାଥ!",
    hashtags: ["ରଥଯାତ୍ରା", "RathYatra", "Puri", "Odisha"],
    image: { src: "/samples/rathyatra.svg", alt: "A decorated chariot at the Rath Yatra festival" },
  },
  {
    id: "bengali",
    language: "Bengali · বাংলা",
    lang: "bn-IN",
    heading: "পুজো এসে গেছে!",
    caption: "ঢাকের আওয়াজ, নতুন জামা আর প্যান্ডেল হপিং। বছরের সেরা পাঁচটা দিন চলে এল! এবার কোন প্যান্ডেল দিয়ে শুরু করছ?",
    hashtags: ["দুর্গাপুজো", "DurgaPuja", "Kolkata", "PujoVibes"],
    image: { src: "/samples/durgapuja.svg", alt: "A dhak drum with kash flowers during Durga Puja" },
  },
];

const features = [
  {
    icon: Languages,
    title: "Your language, its own script",
    text: "Hindi in Devanagari, Tamil in Tamil script, Urdu right to left — or English. Pick one of 12 languages per post.",
  },
  {
    icon: FileText,
    title: "The whole post, not just a line",
    text: "A heading, the caption (within Instagram's 2,200 characters), a longer description and alt text, each ready to copy.",
  },
  {
    icon: Hash,
    title: "Five hashtags that count",
    text: "Instagram now allows 5 hashtags per post. You get a ready set of 5 — broad, niche and local — and up to 15 ranked alternatives.",
  },
  {
    icon: Image,
    title: "Alt text for every photo",
    text: "A short, literal description so people using screen readers know what your photo shows.",
  },
  {
    icon: Mic,
    title: "Sounds like you",
    text: "Add example posts and describe your brand voice once; new captions follow it.",
  },
  {
    icon: Clock,
    title: "Free every day, passes when you need more",
    text: "5 free captions daily after sign-up. Paid passes from ₹99 for 30 days, paid once, no auto-renewal.",
  },
];

const comparison: { topic: string; ours: string; chatbot: string }[] = [
  {
    topic: "Getting started",
    ours: "Upload a photo and pick a language.",
    chatbot: "Write a prompt describing the photo, the tone and the format you want.",
  },
  {
    topic: "Indian languages",
    ours: "Written in the language's own script, every time.",
    chatbot: "Depends on how you ask; you check the script and language yourself.",
  },
  {
    topic: "Instagram format",
    ours: "Heading, caption, description, hashtags and alt text as separate fields.",
    chatbot: "One block of text to split, trim and tidy by hand.",
  },
  {
    topic: "Hashtags",
    ours: "A set of 5 that fits Instagram's limit, plus ranked alternatives.",
    chatbot: "Lists that may exceed Instagram's 5-tag limit unless you say so.",
  },
  {
    topic: "Your brand voice",
    ours: "Saved once, applied to every caption.",
    chatbot: "Explained again in every new chat.",
  },
  {
    topic: "Your posts",
    ours: "Saved with an Instagram-style preview, ready to copy again.",
    chatbot: "Scattered across old conversations.",
  },
];

/**
 * Example captions, caption categories (text in several scripts), the language list and the
 * FAQ: downloaded only when the visitor scrolls near them, keeping the first view's
 * JavaScript and fonts small.
 */
const LandingMore = lazy(() => import("./landing-more.tsx"));

/** The no-login demo: its own chunk, fetched when the visitor comes near it. */
const DemoSection = lazy(() => import("../features/demo/demo-section.tsx"));

/** The signed-out home page (spec §2 Landing). */
export default function LandingPage() {
  const { productName } = publicConfig();
  const hasLogin = hasRoute("/login");
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 sm:py-16 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold text-brand-700">For Indian creators and small businesses</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              Instagram posts in your language, ready in seconds
            </h1>
            <p className="mt-5 text-lg text-slate-700">
              Upload a photo, pick one of 12 languages and {productName} writes the whole post — heading, caption,
              hashtags and alt text — in that language's own script.
            </p>
            <ul className="mt-5 space-y-2 text-slate-800">
              {["5 free captions every day after sign-up", "Paid passes from ₹99/month", "No auto-renewal, ever"].map(
                (point) => (
                  <li key={point} className="flex items-center gap-2">
                    <Check aria-hidden="true" className="h-5 w-5 text-green-700" /> {point}
                  </li>
                ),
              )}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              {hasLogin && (
                <Button asChild size="lg">
                  <Link href={SIGN_UP_PATH}>Start Free</Link>
                </Button>
              )}
              <Button asChild size="lg" variant="outline">
                <a href="#demo">See the demo</a>
              </Button>
              <Button asChild size="lg" variant="ghost">
                <Link href="/hi/" hrefLang="hi-IN">
                  Read in Hindi
                </Link>
              </Button>
            </div>
          </div>
          <SampleCarousel samples={samples} intervalMs={3000} />
        </div>
      </section>

      <section id="demo" aria-labelledby="demo-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12 sm:py-16">
        <h2 id="demo-title" className="text-2xl font-bold sm:text-3xl">
          Try it without an account
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">
          Upload a photo or paste a link to one, pick a language and get a heading and caption — one free try, no
          sign-up. Your photo is not stored.
        </p>
        <Deferred placeholderClass="min-h-[34rem]">
          <DemoSection />
        </Deferred>
      </section>

      <section aria-labelledby="features" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="features" className="text-2xl font-bold sm:text-3xl">
            Everything a post needs
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-6">
                <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="compare" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="compare" className="text-2xl font-bold sm:text-3xl">
          {productName} or a general chatbot?
        </h2>
        <p className="mt-2 text-slate-700">
          A chatbot can write captions too. This is what changes when the tool is built for one job.
        </p>
        <div
          aria-hidden="true"
          className="mt-8 hidden grid-cols-[12rem_1fr_1fr] gap-6 border-b-2 border-slate-300 pb-3 font-bold md:grid"
        >
          <span />
          <span className="text-brand-800">{productName}</span>
          <span className="text-slate-700">A general chatbot</span>
        </div>
        <ul className="mt-6 space-y-4 md:mt-0 md:space-y-0">
          {comparison.map((row) => (
            <li
              key={row.topic}
              className="rounded-xl border border-slate-200 p-5 md:grid md:grid-cols-[12rem_1fr_1fr] md:gap-6 md:rounded-none md:border-0 md:border-b md:px-0 md:py-4"
            >
              <h3 className="font-semibold">{row.topic}</h3>
              <p className="mt-3 flex gap-2 md:mt-0">
                <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                <span>
                  <span className="font-semibold text-brand-800 md:sr-only">{productName}: </span>
                  {row.ours}
                </span>
              </p>
              <p className="mt-2 flex gap-2 text-slate-700 md:mt-0">
                <X aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
                <span>
                  <span className="font-semibold md:sr-only">A general chatbot: </span>
                  {row.chatbot}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <Testimonials title="What creators say" />

      <Deferred placeholderClass="min-h-[120rem]">
        <LandingMore />
      </Deferred>

      <section aria-labelledby="cta" className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 text-center">
          <h2 id="cta" className="text-2xl font-bold sm:text-3xl">
            Your next post, in your language
          </h2>
          <p className="mt-3 text-brand-50">5 free captions every day. No card needed to start.</p>
          {hasLogin && (
            <Button asChild size="lg" variant="outline" className="mt-6">
              <Link href={SIGN_UP_PATH}>Start Free</Link>
            </Button>
          )}
        </div>
      </section>
    </>
  );
}
