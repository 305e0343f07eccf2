// fontverter (a dependency of subset-font) ships no types; this is the part bench/phone-fonts.ts uses.
declare module "fontverter" {
  const fontverter: {
    convert(font: Uint8Array, toFormat: "truetype" | "sfnt" | "woff" | "woff2"): Promise<Uint8Array>;
  };
  export default fontverter;
}
