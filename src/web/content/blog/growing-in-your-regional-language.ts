import type { Block } from "../blocks.ts";

/** The text of the blog article /blog/growing-in-your-regional-language (its title and date are in contract/blog.ts). */
const body: readonly Block[] = [
  {
    p: "Most Indians are more comfortable reading their mother tongue than English, yet much Instagram content is in English or Hindi. Creators who post in Tamil, Telugu, Bengali, Marathi, Kannada or any other regional language often find a loyal audience with less competition.",
  },
  { h2: "Why it works" },
  {
    ul: [
      "People engage more deeply with content in the language they think in.",
      "Regional hashtags and searches are less crowded than English ones.",
      "Local businesses and brands looking for regional creators have fewer to choose from.",
    ],
  },
  { h2: "Start with your voice, not a strategy deck" },
  {
    p: "Write the way you speak at home. If your everyday Tamil mixes in English words, your captions can too; forced 'pure' language can feel distant. Keep the script consistent, though: Tamil words in Tamil script, English words as short phrases.",
  },
  { h2: "Mixing languages sensibly" },
  {
    p: "Some creators write the caption in their language and add a one-line English summary at the end, to welcome viewers from other states. Others alternate posts. Both work; test what your audience responds to. Avoid writing regional languages in Roman letters if your audience reads the script: it is harder to read and harder to search.",
  },
  { h2: "Make the script readable on a phone" },
  {
    ul: [
      "Keep paragraphs short; Indian scripts take more vertical space than Latin.",
      "Check that text on images uses a font that renders conjuncts correctly.",
      "Read the caption on a small phone before posting.",
    ],
  },
  { h2: "Hashtags in your language" },
  {
    p: "Use at least one hashtag in your script. With Instagram's limit of 5 hashtags per post, a good set is one regional-script tag, one English topic tag, one niche tag, one place tag and your own tag.",
  },
  {
    p: "{product} writes captions directly in 12 Indian languages, each in its own script, so you can post in your language even on busy days.",
  },
];

export default body;
