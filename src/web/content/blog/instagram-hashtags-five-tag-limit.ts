import type { Block } from "../blocks.ts";

/** The text of the blog article /blog/instagram-hashtags-five-tag-limit (its title and date are in contract/blog.ts). */
const body: readonly Block[] = [
  {
    p: "Since December 2025 Instagram allows at most 5 hashtags on a post; it used to be 30. Five tags is not many, so each one has to earn its place.",
  },
  { h2: "What hashtags still do" },
  {
    p: "Hashtags help Instagram understand what your post is about and let people who follow or search a tag find you. They are one signal among many: the photo, the caption text and how people react matter more. Good tags describe the post accurately; they do not rescue a weak post.",
  },
  { h2: "A simple recipe: broad, niche, local" },
  {
    ul: [
      "One broad tag that names the topic: #StreetFood, #WeddingPhotography, #Skincare.",
      "Two niche tags that describe this exact post: #VadaPav, #MehendiDesign, #OilySkinRoutine.",
      "One local tag: your city, state or region, such as #PuneFood or #KeralaTourism.",
      "One tag that is yours: your brand or series name, so followers can find all your posts in one place.",
    ],
  },
  { h2: "How to check a tag before you use it" },
  {
    p: "Search the tag on Instagram and look at the top posts. If they are similar to yours, the tag fits. If they are unrelated, spammy or from a completely different audience, skip it. Very large tags move so fast that your post disappears within minutes; very tiny ones may have nobody following them. Tags in the middle, with recent posts that look like yours, are usually the best choice.",
  },
  { h2: "Regional-language hashtags" },
  {
    p: "Tags in Indian scripts (#தமிழ்நாடு, #দুর্গাপুজো, #ਪੰਜਾਬ) reach people who search in those languages and often face less competition. If your caption is in a regional language, make at least one of your five tags match it.",
  },
  { h2: "Mistakes to avoid" },
  {
    ul: [
      "Repeating the same five tags on every post regardless of the content.",
      "Using tags that have nothing to do with the photo just because they are popular.",
      "Piling extra hashtags into the first comment: it clutters the conversation, and tags should describe the post itself.",
      "Hiding keywords only in hashtags: write them into the caption as normal words too, because captions are searchable.",
    ],
  },
  {
    p: "{product} gives every result a ready set of 5 that follows this mix, plus up to 15 ranked alternatives you can swap in.",
  },
];

export default body;
