import { Check, FileText, Hash, Languages, Mic } from "lucide-react";
import { Link, useLocation } from "wouter";
import { hindiFaq } from "#contract/faq-hi.ts";
import { SIGN_UP_PATH } from "#contract/routes.ts";
import { FaqList } from "../components/marketing/faq-list.tsx";
import { hasRoute } from "../components/marketing/has-route.ts";
import { type CarouselLabels, SampleCarousel, type SamplePost } from "../components/marketing/sample-carousel.tsx";
import { Testimonials } from "../components/marketing/testimonials.tsx";
import { Button } from "../components/ui/button.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { publicConfig } from "../lib/public-config.ts";

/** Spec §9: the Hindi carousel has 2 samples, one every 4 s. */
const samples: readonly SamplePost[] = [
  {
    id: "diwali",
    language: "हिन्दी",
    lang: "hi-IN",
    heading: "रोशनी का त्योहार, अपनों के साथ",
    caption:
      "दीयों की रोशनी, मिठाइयों की खुशबू और घर भर में हँसी। इस दिवाली बस यही दुआ है कि हर आँगन जगमगाए। आपको और आपके परिवार को शुभ दीपावली!",
    hashtags: ["दिवाली", "HappyDiwali", "त्योहार", "IndianFestival"],
    image: { src: "/samples/diwali.svg", alt: "रंगोली पर जलते हुए मिट्टी के दीये" },
  },
  {
    id: "holi",
    language: "हिन्दी",
    lang: "hi-IN",
    heading: "रंगों से भरी होली",
    caption: "गुलाल के रंग, गुझिया की मिठास और दोस्तों का साथ। बुरा न मानो, होली है! आप सबको होली की ढेरों शुभकामनाएँ।",
    hashtags: ["होली", "HappyHoli", "रंग", "FestivalOfColours"],
    image: { src: "/samples/holi.svg", alt: "गुलाल के रंगों से भरे कटोरे और पिचकारी" },
  },
];

const labels: CarouselLabels = {
  region: "नमूना पोस्ट",
  pause: "नमूना पोस्ट रोकें",
  play: "नमूना पोस्ट चलाएँ",
  show: (index) => `नमूना ${index + 1} दिखाएँ`,
  slide: (index, total) => `${total} में से ${index + 1}`,
};

const features = [
  {
    icon: Languages,
    title: "आपकी भाषा, उसकी अपनी लिपि",
    text: "हिन्दी देवनागरी में, तमिल तमिल लिपि में, उर्दू दाएँ से बाएँ। हर पोस्ट के लिए 12 में से कोई भी भाषा चुनें।",
  },
  {
    icon: FileText,
    title: "सिर्फ़ एक लाइन नहीं, पूरी पोस्ट",
    text: "शीर्षक, कैप्शन, विस्तृत विवरण और ऑल्ट टेक्स्ट, सब अलग-अलग और कॉपी करने के लिए तैयार।",
  },
  {
    icon: Hash,
    title: "पाँच काम के हैशटैग",
    text: "इंस्टाग्राम अब एक पोस्ट में सिर्फ़ 5 हैशटैग लेने देता है। आपको 5 का तैयार सेट और 15 तक सुझाव मिलते हैं।",
  },
  {
    icon: Mic,
    title: "बिल्कुल आपके अंदाज़ में",
    text: "अपनी पुरानी पोस्ट के उदाहरण और ब्रांड की आवाज़ एक बार बताइए; नए कैप्शन उसी अंदाज़ में लिखे जाएँगे।",
  },
];

/** The Hindi landing page (spec §2 Hindi landing), all copy in Devanagari. */
export default function HindiLandingPage() {
  const { productName } = publicConfig();
  const hasLogin = hasRoute("/login");
  const { setLanguage } = useI18n();
  const [, navigate] = useLocation();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 sm:py-16 lg:grid-cols-2">
          <div>
            <div className="flex items-center justify-between gap-4">
              <p className="text-sm font-semibold text-brand-700">भारतीय क्रिएटर्स और छोटे व्यवसायों के लिए</p>
              {/* The English page in the English interface: /hi/ set Hindi, this link sets English. */}
              <Link
                href="/"
                lang="en-IN"
                hrefLang="en-IN"
                onClick={(event) => {
                  event.preventDefault();
                  void setLanguage("en").then(() => navigate("/"));
                }}
                className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
              >
                English
              </Link>
            </div>
            <h1 className="mt-3 text-4xl leading-tight font-bold text-slate-900 sm:text-5xl sm:leading-tight">
              आपकी भाषा में इंस्टाग्राम पोस्ट, कुछ ही सेकंड में
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-slate-700">
              फ़ोटो अपलोड करें, 12 भाषाओं में से एक चुनें, और {productName} पूरी पोस्ट लिख देगा — शीर्षक, कैप्शन, हैशटैग और ऑल्ट टेक्स्ट — उसी
              भाषा की अपनी लिपि में।
            </p>
            <ul className="mt-5 space-y-2 text-slate-800">
              {["साइन अप के बाद हर दिन 5 मुफ़्त कैप्शन", "पेड पास ₹99 प्रति माह से", "कोई ऑटो-रिन्यूअल नहीं"].map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <Check aria-hidden="true" className="h-5 w-5 text-green-700" /> {point}
                </li>
              ))}
            </ul>
            {hasLogin && (
              <div className="mt-8 flex flex-wrap gap-3">
                <Button asChild size="lg">
                  <Link href={SIGN_UP_PATH}>मुफ़्त शुरू करें</Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link href="/login">डेमो देखें</Link>
                </Button>
              </div>
            )}
          </div>
          <SampleCarousel samples={samples} intervalMs={4000} labels={labels} />
        </div>
      </section>

      <section aria-labelledby="features" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="features" className="text-2xl font-bold sm:text-3xl">
            एक पोस्ट के लिए जो कुछ चाहिए
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-6">
                <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Testimonials title="क्रिएटर्स क्या कहते हैं" />

      <section aria-labelledby="faq" className="mx-auto max-w-3xl px-4 py-16">
        <h2 id="faq" className="text-2xl font-bold sm:text-3xl">
          अक्सर पूछे जाने वाले सवाल
        </h2>
        <div className="mt-8">
          <FaqList items={hindiFaq} />
        </div>
      </section>

      <section aria-labelledby="cta" className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 text-center">
          <h2 id="cta" className="text-2xl font-bold sm:text-3xl">
            आपकी अगली पोस्ट, आपकी भाषा में
          </h2>
          <p className="mt-3 text-brand-50">हर दिन 5 मुफ़्त कैप्शन। शुरू करने के लिए कार्ड की ज़रूरत नहीं।</p>
          {hasLogin && (
            <Button asChild size="lg" variant="outline" className="mt-6">
              <Link href={SIGN_UP_PATH}>मुफ़्त शुरू करें</Link>
            </Button>
          )}
        </div>
      </section>
    </>
  );
}
