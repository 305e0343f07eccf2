import { fillIn } from "./placeholders.ts";

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

/** Replaces `{product}` and `{hashtag}` in a text. */
export const brandText = (text: string, brand: { productName: string; hashtag: string }) =>
  fillIn(text, { product: brand.productName, hashtag: brand.hashtag });
