/**
 * The blog's articles (their text lives with the web pages). Shared so the server can answer
 * 404 for unknown slugs, give each article its own <head>, and list them in sitemap.xml.
 */
export interface BlogArticleMeta {
  slug: string;
  title: string;
  /** Shown on cards and as the page description. */
  excerpt: string;
  category: string;
  tags: readonly string[];
  /** `{product}` stands for the configured product name. */
  author: string;
  /** ISO date (YYYY-MM-DD) the article was published. */
  publishDate: string;
  /** Minutes to read at 200 words a minute (a unit test checks it against the text). */
  readMinutes: number;
}

const author = "{product} Team";

/** Newest first; the first one is the featured post. */
export const blogArticles: readonly BlogArticleMeta[] = [
  {
    slug: "instagram-captions-in-hindi-and-hinglish",
    title: "Writing Instagram captions in Hindi and Hinglish that people actually read",
    excerpt:
      "When to write in Devanagari, when Hinglish works better, and how to keep a caption natural instead of sounding translated.",
    category: "Captions",
    tags: ["Hindi", "Hinglish", "Captions", "Regional languages"],
    author,
    publishDate: "2026-11-22",
    readMinutes: 3,
  },
  {
    slug: "instagram-hashtags-five-tag-limit",
    title: "Hashtags after Instagram's 5-tag limit: how to choose the five that count",
    excerpt:
      "Instagram now allows only 5 hashtags per post. Here is a simple way to pick a broad, a niche and a local tag that still bring the right people.",
    category: "Hashtags",
    tags: ["Hashtags", "Reach", "Instagram rules"],
    author,
    publishDate: "2026-11-22",
    readMinutes: 2,
  },
  {
    slug: "alt-text-for-instagram-posts",
    title: "Alt text on Instagram: what it is and how to write it in one minute",
    excerpt:
      "Alt text lets people who use screen readers know what your photo shows. A short, literal sentence is all it takes; here is how to add it.",
    category: "Accessibility",
    tags: ["Alt text", "Accessibility", "Instagram settings"],
    author,
    publishDate: "2026-11-22",
    readMinutes: 2,
  },
  {
    slug: "best-time-to-post-on-instagram-in-india",
    title: "The best time to post on Instagram in India: find yours in IST",
    excerpt:
      "Generic 'best time' charts are averages of other people's audiences. Use your own Insights, think in IST, and test for two weeks.",
    category: "Strategy",
    tags: ["Posting time", "Insights", "IST", "Strategy"],
    author,
    publishDate: "2026-11-22",
    readMinutes: 2,
  },
  {
    slug: "festival-posts-planning-guide",
    title: "Festival posts without the last-minute rush: a planning guide for Indian creators",
    excerpt:
      "Diwali, Eid, Pongal, Onam, Durga Puja: how to plan festival content a month ahead, write greetings that feel personal, and respect every tradition.",
    category: "Festivals",
    tags: ["Festivals", "Planning", "Greetings", "Content calendar"],
    author,
    publishDate: "2026-11-22",
    readMinutes: 2,
  },
  {
    slug: "growing-in-your-regional-language",
    title: "Posting in your regional language: building an audience in Tamil, Telugu, Bengali and more",
    excerpt:
      "Regional-language content faces less competition and builds closer communities. How to start, mix languages sensibly and keep your script readable.",
    category: "Strategy",
    tags: ["Regional languages", "Audience", "Tamil", "Telugu", "Bengali"],
    author,
    publishDate: "2026-11-22",
    readMinutes: 2,
  },
  {
    slug: "caption-hooks-first-line",
    title: "The first line decides: writing caption hooks that stop the scroll",
    excerpt:
      "Instagram shows only the start of your caption before 'more'. Six hook patterns that make people tap, with examples in English and Hinglish.",
    category: "Captions",
    tags: ["Hooks", "Captions", "Engagement"],
    author,
    publishDate: "2026-11-22",
    readMinutes: 2,
  },
  {
    slug: "instagram-captions-for-small-businesses",
    title: "Instagram captions for small businesses: sell without sounding salesy",
    excerpt:
      "For home bakers, boutiques and local shops: a caption structure that shows the product, tells a small story and makes ordering easy.",
    category: "Small Business",
    tags: ["Small business", "Sales", "Captions", "Call to action"],
    author,
    publishDate: "2026-11-22",
    readMinutes: 2,
  },
];

export const findBlogArticle = (slug: string) => blogArticles.find((article) => article.slug === slug);
