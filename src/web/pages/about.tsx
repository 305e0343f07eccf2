import { Heart, Languages, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { hasRoute } from "../components/marketing/has-route.ts";
import { Button } from "../components/ui/button.tsx";
import { publicConfig } from "../lib/public-config.ts";

const principles = [
  {
    icon: Languages,
    title: "Every language in its own script",
    text: "India writes in many scripts. A Tamil caption belongs in Tamil script, an Urdu one right to left. We do not settle for transliteration or English with a few local words.",
  },
  {
    icon: ShieldCheck,
    title: "Honest by default",
    text: "No invented follower counts, ratings or testimonials. Engagement figures are labelled as estimates. Passes are paid once and never renew on their own.",
  },
  {
    icon: Heart,
    title: "Your content stays yours",
    text: "Demo photos are never stored. Your uploads are used only to write your posts, and you can delete them, or your whole account, whenever you like.",
  },
];

/** About (spec §2 Other pages): who we are, with links to /subscribe and /contact. */
export default function AboutPage() {
  const { productName } = publicConfig();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">About {productName}</h1>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-800">
        <p>
          Millions of Indians share their lives on Instagram, and most of them think, joke and celebrate in a language
          other than English. Yet writing a good caption in Hindi, Tamil, Bengali or Odia — in the right script, with
          the right hashtags, within Instagram's rules — still takes time that creators and small businesses rarely
          have.
        </p>
        <p>
          {productName} does that part for you. Upload a photo, choose one of 12 languages, and get a complete post:
          heading, caption, a longer description, five hashtags that fit Instagram's limit, and alt text so everyone can
          enjoy your photo. Edit it, preview it as it will look on Instagram, copy it and post.
        </p>
        <p>
          We built it for home bakers and boutique owners, travel and food creators, students starting their first page
          and businesses that talk to customers in their own language.
        </p>
      </div>

      <h2 className="mt-12 text-2xl font-bold">What we care about</h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {principles.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 p-6">
            <Icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="about-cta" className="mt-12 rounded-2xl bg-brand-50 p-8">
        <h2 id="about-cta" className="text-2xl font-bold">
          Start writing in your language
        </h2>
        <p className="mt-2 text-slate-700">
          5 free captions every day after sign-up. Paid passes from ₹99 for 30 days, with no auto-renewal.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {hasRoute("/subscribe") && (
            <Button asChild>
              <Link href="/subscribe">See plans</Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link href="/contact">Contact us</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
