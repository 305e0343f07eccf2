import type { Block } from "../blocks.ts";

/** The text of the blog article /blog/festival-posts-planning-guide (its title and date are in contract/blog.ts). */
const body: readonly Block[] = [
  {
    p: "Festivals are when Indian audiences are most active and most emotional, and also when feeds are most crowded. Posting the same generic greeting as everyone else at midnight rarely stands out. A little planning does.",
  },
  { h2: "Build a festival calendar" },
  {
    p: "Many festivals follow lunar calendars, so their dates change every year. At the start of each quarter, list the festivals that matter to you and your audience, with this year's dates from a reliable panchang or government holiday list. Include regional festivals: Pongal, Bihu, Onam, Baisakhi, Chhath, Durga Puja, Ugadi and Gudi Padwa often matter more to a regional audience than national ones.",
  },
  { h2: "Plan three posts, not one" },
  {
    ul: [
      "Before: preparations, shopping, recipes, decoration ideas, a countdown. This is often when people are searching most.",
      "On the day: your greeting, with a photo of your own celebration if you can.",
      "After: a recap, behind the scenes, thanking customers or followers.",
    ],
  },
  { h2: "Write greetings that feel personal" },
  {
    p: "'Happy Diwali to all my followers' is fine, but a small real detail is better: what your family cooks, a memory from childhood, the one ritual you never skip. Write the greeting in the festival's own language where it fits: 'ஈத் முபாரக்' for a Tamil-speaking audience, 'শুভ বিজয়া' after Durga Puja, 'ਵਿਸਾਖੀ ਦੀਆਂ ਵਧਾਈਆਂ' for Baisakhi.",
  },
  { h2: "Respect every tradition" },
  {
    ul: [
      "Check the correct greeting: some occasions are solemn (Muharram, Good Friday) and are not 'happy' days.",
      "Avoid jokes about rituals and deities.",
      "For businesses, connect offers to the festival gently; a greeting post with no sales message builds trust.",
    ],
  },
  { h2: "Prepare the assets early" },
  {
    p: "Take photos a week in advance when you can (decorations, products, outfits), write captions in batches and keep them ready. On the day you only need to post and reply to comments, which is where the real engagement happens.",
  },
];

export default body;
