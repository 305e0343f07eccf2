import type { Block } from "./blocks.ts";

/**
 * Loads the text of one blog article by slug: each article is its own chunk, so /blog/<slug>
 * downloads only its own text (issue 27, decision 735).
 */
export const articleBodyLoaders: Record<string, () => Promise<{ default: readonly Block[] }>> = {
  "instagram-captions-in-hindi-and-hinglish": () => import("./blog/instagram-captions-in-hindi-and-hinglish.ts"),
  "instagram-hashtags-five-tag-limit": () => import("./blog/instagram-hashtags-five-tag-limit.ts"),
  "alt-text-for-instagram-posts": () => import("./blog/alt-text-for-instagram-posts.ts"),
  "best-time-to-post-on-instagram-in-india": () => import("./blog/best-time-to-post-on-instagram-in-india.ts"),
  "festival-posts-planning-guide": () => import("./blog/festival-posts-planning-guide.ts"),
  "growing-in-your-regional-language": () => import("./blog/growing-in-your-regional-language.ts"),
  "caption-hooks-first-line": () => import("./blog/caption-hooks-first-line.ts"),
  "instagram-captions-for-small-businesses": () => import("./blog/instagram-captions-for-small-businesses.ts"),
};
