import type { Block } from "../blocks.ts";

/** The text of the blog article /blog/caption-hooks-first-line (its title and date are in contract/blog.ts). */
const body: readonly Block[] = [
  {
    p: "In the feed, Instagram shows only the first line or two of your caption before the 'more' link. That opening decides whether someone reads the rest, and whether they stay on your post long enough for it to matter.",
  },
  { h2: "Six hook patterns that work" },
  { h3: "1. A question people want to answer" },
  {
    p: "'Which city makes the best biryani: Hyderabad or Lucknow?' Questions invite comments, but only if the answer is easy and fun.",
  },
  { h3: "2. A surprising number or fact you know is true" },
  { p: "'I spent ₹500 on this whole outfit.' Concrete and specific beats vague." },
  { h3: "3. The ending first" },
  { p: "'This is the cake that almost made me quit baking.' Start with the result and make people want the story." },
  { h3: "4. A relatable confession" },
  {
    p: "'Mujhe subah uthna bilkul pasand nahi, par yeh view dekh kar sab worth it laga.' Honest, informal openings feel human.",
  },
  { h3: "5. A direct promise" },
  {
    p: "'3 saree draping styles for short height: save this for the wedding season.' Tell people what they will get.",
  },
  { h3: "6. Talk to one person" },
  { p: "'If you're a first-time home baker in Chennai, read this.' Naming the reader makes the right people stop." },
  { h2: "What to avoid in the first line" },
  {
    ul: [
      "Hashtags or @mentions: they push the actual words out of view.",
      "Generic openers such as 'Hello everyone' or 'New post'.",
      "Clickbait you do not pay off in the rest of the caption: it costs trust.",
    ],
  },
  { h2: "Then deliver" },
  {
    p: "After the hook, give the story, tip or detail you promised, in short lines. End with one clear call to action (save, share, comment or visit the link in your bio), not all four.",
  },
];

export default body;
