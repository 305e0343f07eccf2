import type { Block } from "./blocks.ts";
import instagramCaptionsInHindiAndHinglish from "./blog/instagram-captions-in-hindi-and-hinglish.ts";
import instagramHashtagsFiveTagLimit from "./blog/instagram-hashtags-five-tag-limit.ts";
import altTextForInstagramPosts from "./blog/alt-text-for-instagram-posts.ts";
import bestTimeToPostOnInstagramInIndia from "./blog/best-time-to-post-on-instagram-in-india.ts";
import festivalPostsPlanningGuide from "./blog/festival-posts-planning-guide.ts";
import growingInYourRegionalLanguage from "./blog/growing-in-your-regional-language.ts";
import captionHooksFirstLine from "./blog/caption-hooks-first-line.ts";
import instagramCaptionsForSmallBusinesses from "./blog/instagram-captions-for-small-businesses.ts";

/**
 * The text of each blog article, by slug (titles and dates are in contract/blog.ts), all at
 * once: for checks and read times. The article page loads only its own text through
 * `articleBodyLoaders` (blog-article-bodies.ts), so a reader downloads one article, not every
 * article (issue 27, decision 735).
 */
export const articleBodies: Record<string, readonly Block[]> = {
  "instagram-captions-in-hindi-and-hinglish": instagramCaptionsInHindiAndHinglish,
  "instagram-hashtags-five-tag-limit": instagramHashtagsFiveTagLimit,
  "alt-text-for-instagram-posts": altTextForInstagramPosts,
  "best-time-to-post-on-instagram-in-india": bestTimeToPostOnInstagramInIndia,
  "festival-posts-planning-guide": festivalPostsPlanningGuide,
  "growing-in-your-regional-language": growingInYourRegionalLanguage,
  "caption-hooks-first-line": captionHooksFirstLine,
  "instagram-captions-for-small-businesses": instagramCaptionsForSmallBusinesses,
};

/** Minutes to read at 200 words a minute, rounded up. */
export function readMinutes(slug: string): number {
  const words = (articleBodies[slug] ?? [])
    .flatMap((block) => ("ul" in block ? block.ul : Object.values(block)))
    .join(" ")
    .split(/\s+/).length;
  return Math.max(1, Math.ceil(words / 200));
}
