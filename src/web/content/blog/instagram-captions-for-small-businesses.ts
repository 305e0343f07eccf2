import type { Block } from "../blocks.ts";

/** The text of the blog article /blog/instagram-captions-for-small-businesses (its title and date are in contract/blog.ts). */
const body: readonly Block[] = [
  {
    p: "For a home baker, a saree boutique or a neighbourhood café, Instagram is a shop window. The photo brings people in; the caption answers their questions and makes it easy to buy. Here is a structure that works without sounding like an advertisement.",
  },
  { h2: "The four-part caption" },
  {
    ul: [
      "Hook: one line about the customer, not the product ('Sunday guests coming over and no time to cook?').",
      "Story: a short real detail (the recipe is your grandmother's, the fabric is from weavers in Bhagalpur).",
      "Details: what it is, sizes or quantities, price if you share it, where you deliver.",
      "Action: one clear next step ('DM us ORDER', 'WhatsApp link in bio', 'Visit us in Indiranagar').",
    ],
  },
  { h2: "Answer the questions before they are asked" },
  {
    p: "Most comments on business posts are 'price?', 'available in size M?' and 'do you deliver to…?'. Answering them in the caption saves everyone time and reduces drop-offs. If you prefer not to show prices publicly, say how to ask ('Prices in DM, we reply within an hour').",
  },
  { h2: "Write in your customers' language" },
  {
    p: "If your customers speak Marathi at the counter, write captions in Marathi. A bilingual caption (regional language first, one English line after) can welcome new customers without losing regulars.",
  },
  { h2: "Show the people behind the business" },
  {
    p: "Posts about the owner, the kitchen, the packing table or a regular customer (with permission) often do better than product shots, because people buy from people. Mix product posts with these.",
  },
  { h2: "Be careful with claims" },
  {
    ul: [
      "Do not promise what you cannot deliver ('delivery in 1 hour' only if it is true).",
      "Mention important details honestly: eggless or not, handloom or powerloom, return policy.",
      "If you run an offer, state the end date and conditions.",
    ],
  },
  {
    p: "{product} can learn your brand voice from a few of your best posts, so captions for new products sound like you.",
  },
];

export default body;
