// subset-font ships no types; this is the part scripts/generate-fonts-css.ts uses.
declare module "subset-font" {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "truetype" | "sfnt" },
  ): Promise<Uint8Array>;
}
