/**
 * Link-preview (Open Graph) images: 1200×630 JPEGs under public/, drawn by
 * `node scripts/render-og-images.ts` and committed. A page without its own image uses the
 * default one.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const DEFAULT_OG_IMAGE = "/og-image.jpg";

/** The Hindi landing's image, in Devanagari. */
export const HINDI_OG_IMAGE = "/og/hi.jpg";

/** Each blog article's image carries its title. */
export const blogOgImage = (slug: string) => `/og/blog/${slug}.jpg`;
