/**
 * The landing pages' questions and answers, shown as an accordion and sent as FAQPage
 * structured data in the server-rendered <head>. `{product}` and `{hashtag}` stand for the
 * configured name and hashtag.
 */
export interface FaqItem {
  question: string;
  answer: string;
}

export const landingFaq: readonly FaqItem[] = [
  {
    question: "What does {product} do?",
    answer:
      "You upload a photo, pick a language and {product} writes a complete Instagram post for it: a heading, the caption, a longer description, hashtags and alt text, ready to copy.",
  },
  {
    question: "Which languages can it write in?",
    answer:
      "English, Hindi, Tamil, Telugu, Marathi, Gujarati, Bengali, Kannada, Punjabi, Malayalam, Urdu and Odia. Each is written in its own script (Urdu right to left), not in Roman letters.",
  },
  {
    question: "Is it free?",
    answer:
      "Yes. After you sign up you get 5 AI captions every day (counted per IST calendar day) and up to 5 saved posts; captions on the free plan include #{hashtag}. Paid passes start at ₹99 for 30 days.",
  },
  {
    question: "Will I be charged again automatically?",
    answer:
      "No. Every paid plan is a 30-day pass paid once, with GST included. Nothing renews on its own; when the pass ends you are back on the free plan unless you buy another.",
  },
  {
    question: "How many hashtags do I get?",
    answer:
      "Instagram allows at most 5 hashtags per post, so every result comes with a ready set of 5 (a broad, a niche and a local tag) plus a ranked list of up to 15 suggestions to swap in.",
  },
  {
    question: "Do you keep my photos?",
    answer:
      "Photos used in the free demo are processed in memory and never stored. Photos you upload to your account stay until you delete them; content untouched for 6 months is deleted, with an e-mail warning 14 days before.",
  },
  {
    question: "How can I pay?",
    answer:
      "With UPI and other methods through PhonePe, or by card through Razorpay. Every payment gets a GST invoice.",
  },
];

export const hindiFaq: readonly FaqItem[] = [
  {
    question: "{product} क्या करता है?",
    answer:
      "आप एक फ़ोटो अपलोड करें और भाषा चुनें। {product} उस फ़ोटो के लिए पूरी इंस्टाग्राम पोस्ट लिख देता है: शीर्षक, कैप्शन, विस्तृत विवरण, हैशटैग और ऑल्ट टेक्स्ट, कॉपी करने के लिए तैयार।",
  },
  {
    question: "कौन-कौन सी भाषाओं में लिखता है?",
    answer:
      "अंग्रेज़ी, हिन्दी, तमिल, तेलुगु, मराठी, गुजराती, बांग्ला, कन्नड़, पंजाबी, मलयालम, उर्दू और ओड़िया। हर भाषा उसकी अपनी लिपि में लिखी जाती है, रोमन अक्षरों में नहीं।",
  },
  {
    question: "क्या यह मुफ़्त है?",
    answer:
      "हाँ। साइन अप करने के बाद आपको हर दिन 5 AI कैप्शन मिलते हैं (भारतीय समय के हिसाब से हर कैलेंडर दिन)। मुफ़्त प्लान के कैप्शन में #{hashtag} रहता है। पेड पास ₹99 से शुरू होते हैं, 30 दिनों के लिए।",
  },
  {
    question: "क्या पैसे अपने-आप कटते रहेंगे?",
    answer: "नहीं। हर पेड प्लान 30 दिन का पास है, जिसका भुगतान एक बार होता है और GST शामिल है। कुछ भी अपने-आप रिन्यू नहीं होता।",
  },
  {
    question: "क्या आप मेरी फ़ोटो रखते हैं?",
    answer:
      "डेमो में इस्तेमाल हुई फ़ोटो सिर्फ़ मेमोरी में प्रोसेस होती है और कभी सेव नहीं होती। आपके अकाउंट में अपलोड की गई फ़ोटो तब तक रहती है जब तक आप उसे हटा न दें; 6 महीने तक इस्तेमाल न हुई सामग्री, 14 दिन पहले ई-मेल से बताकर, हटा दी जाती है।",
  },
];

/** Replaces `{product}` and `{hashtag}` in a text. */
export const brandText = (text: string, brand: { productName: string; hashtag: string }) =>
  text.replaceAll("{product}", brand.productName).replaceAll("{hashtag}", brand.hashtag);
