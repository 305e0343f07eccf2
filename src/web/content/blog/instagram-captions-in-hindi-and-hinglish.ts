import type { Block } from "../blocks.ts";

/** The text of the blog article /blog/instagram-captions-in-hindi-and-hinglish (its title and date are in contract/blog.ts). */
const body: readonly Block[] = [
  {
    p: "Many Indian creators think in one language and post in another. The caption that works best is usually the one that sounds like you talking to your followers, and for a lot of people that is Hindi, Hinglish or a mix. This guide helps you choose and write well in each.",
  },
  { h2: "Devanagari or Hinglish?" },
  {
    p: "Look at who comments on your posts and how they write. If your audience writes back in Devanagari, a Hindi caption in Devanagari feels respectful and personal. If they reply in Roman letters ('bahut accha laga!'), Hinglish is their everyday written language and a caption in it will feel natural.",
  },
  {
    ul: [
      "Devanagari works well for festivals, family moments, poetry, devotional content and audiences from smaller cities.",
      "Hinglish works well for humour, food, fashion, college life and metro audiences who switch languages mid-sentence.",
      "English with a Hindi phrase can work for brands whose audience is spread across India.",
    ],
  },
  { h2: "Write it, don't translate it" },
  {
    p: "A caption translated word by word from English almost always sounds stiff. 'Enjoying the beautiful weather' becomes 'सुंदर मौसम का आनंद ले रहे हैं', which is correct but nobody says it. Think about what you would actually say to a friend: 'आज का मौसम तो कमाल है!' Say it aloud before you post it.",
  },
  { h2: "Keep the script consistent" },
  {
    p: "Mixing scripts inside one sentence makes captions harder to read. If you write in Devanagari, write English brand names in Devanagari too where that reads naturally (इंस्टाग्राम, रील), or keep them in their own short phrase. If you write Hinglish, stay in Roman letters throughout.",
  },
  { h2: "Spelling and small details" },
  {
    ul: [
      "Use the nukta where it matters for meaning and pronunciation: ज़िंदगी, फ़िल्म, ख़ुशी. Readers notice when it is missing in formal posts, less so in casual ones.",
      "Use the purna viram (।) to end Hindi sentences in Devanagari, not a full stop.",
      "In Hinglish, pick one spelling for common words ('kya', 'hai', 'nahi') and stick to it across your posts.",
      "Read your caption on a phone. Long Devanagari words wrap differently from English; short lines are easier to read.",
    ],
  },
  { h2: "Hashtags for Hindi posts" },
  {
    p: "Devanagari hashtags such as #दिवाली work on Instagram and reach people who search in Hindi. With only 5 hashtags allowed per post, combine one Devanagari tag, one popular English tag for the same topic and one local tag (your city or region).",
  },
  { h2: "A quick checklist" },
  {
    ul: [
      "Does the first line make sense on its own?",
      "Would you say this sentence out loud to a friend?",
      "Is the script the same from start to finish?",
      "Are there at most 5 hashtags, mixing Hindi and English?",
    ],
  },
];

export default body;
