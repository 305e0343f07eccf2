import type { Block } from "../blocks.ts";

/** The text of the blog article /blog/alt-text-for-instagram-posts (its title and date are in contract/blog.ts). */
const body: readonly Block[] = [
  {
    p: "Alt text is a short description of an image that screen readers read aloud. Millions of people in India live with a visual impairment and many of them use Instagram with a screen reader. Good alt text lets them know what your photo shows; it also helps Instagram understand your post.",
  },
  { h2: "How to add alt text on Instagram" },
  {
    ul: [
      "Create your post and go to the screen where you write the caption.",
      "Open 'Advanced settings' (at the bottom), then 'Accessibility', and tap 'Write alt text'. Menu names move a little between app versions; look for 'alt text'.",
      "Type your description for each photo and save. You can also add it later by editing the post.",
    ],
  },
  {
    p: "If you do not add any, Instagram generates automatic alt text, which is often vague ('Photo may contain: food').",
  },
  { h2: "What good alt text looks like" },
  {
    ul: [
      "Literal: describe what is in the photo, not how you feel about it.",
      "Short: one or two sentences, ideally under 125 characters, the length screen readers handle best.",
      "Specific: 'A plate of masala dosa with coconut chutney and sambar on a banana leaf' tells far more than 'Food'.",
      "Relevant: mention text that appears in the image, such as a price or a date on a poster.",
    ],
  },
  { h2: "What to leave out" },
  {
    ul: [
      "'Image of' or 'Picture of': the screen reader already says it is an image.",
      "Hashtags and keywords stuffed in for reach.",
      "Repeating the caption word for word.",
    ],
  },
  { h2: "Examples" },
  {
    ul: [
      "Weak: 'Diwali vibes'. Better: 'Five lit clay diyas on a colourful rangoli at night.'",
      "Weak: 'New collection'. Better: 'A mannequin in a maroon Banarasi silk saree with a gold border.'",
      "Weak: 'Me at the beach'. Better: 'A woman in a yellow kurta laughing on Varkala beach at sunset.'",
    ],
  },
  {
    p: "Alt text can be written in the same language as your caption. {product} writes a short, literal alt text with every post, in the language you chose.",
  },
];

export default body;
