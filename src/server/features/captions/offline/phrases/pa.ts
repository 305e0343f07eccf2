import type { PhraseBank } from "../types.ts";
import { joinWith, sceneText } from "./scene.ts";

const list = joinWith("ਤੇ");

/** Punjabi in Gurmukhi, the warm everyday register of Punjabi Instagram (ਟੌਹਰ, ਰੌਣਕ). */
export const pa: PhraseBank = {
  language: "punjabi",
  script: "native",
  objects: {
    cake: "ਕੇਕ",
    plate: "ਪਲੇਟ",
    cup: "ਕੱਪ",
    bowl: "ਕਟੋਰੀ",
    pizza: "ਪੀਜ਼ਾ",
    fruit: "ਫਲ",
    dog: "ਕੁੱਤਾ",
    cat: "ਬਿੱਲੀ",
    laptop: "ਲੈਪਟਾਪ",
    phone: "ਫ਼ੋਨ",
    bicycle: "ਸਾਈਕਲ",
    car: "ਕਾਰ",
    backpack: "ਬੈਕਪੈਕ",
    handbag: "ਹੈਂਡਬੈਗ",
    suitcase: "ਸੂਟਕੇਸ",
    book: "ਕਿਤਾਬ",
    plant: "ਬੂਟਾ",
    ball: "ਗੇਂਦ",
    bottle: "ਬੋਤਲ",
  },
  // Plural forms, as they stand before "ਰੰਗ" / "ਰੰਗਾਂ".
  colours: {
    red: "ਲਾਲ",
    orange: "ਸੰਤਰੀ",
    yellow: "ਪੀਲੇ",
    green: "ਹਰੇ",
    blue: "ਨੀਲੇ",
    purple: "ਜਾਮਣੀ",
    pink: "ਗੁਲਾਬੀ",
    brown: "ਭੂਰੇ",
    black: "ਕਾਲੇ",
    white: "ਚਿੱਟੇ",
    grey: "ਸਲੇਟੀ",
  },
  list,
  objectLines: ["ਫ਼ਰੇਮ ਵਿੱਚ {objects} — ਹੋਰ ਕੀ ਚਾਹੀਦਾ?", "ਅੱਜ ਦੀ ਫ਼ੋਟੋ ਦੇ ਸਟਾਰ: {objects}।"],
  colourLines: ["{colours} ਰੰਗਾਂ ਨੇ ਤਾਂ ਫ਼ੋਟੋ ਵਿੱਚ ਜਾਨ ਪਾ ਦਿੱਤੀ।", "{colours} ਰੰਗਾਂ ਦਾ ਇਹ ਮੇਲ ਦਿਲ ਨੂੰ ਸਕੂਨ ਦਿੰਦਾ ਹੈ।"],
  lightLines: {
    dark: ["ਮੱਧਮ ਰੌਸ਼ਨੀ, ਗੂੜ੍ਹਾ ਮੂਡ।", "ਹਲਕੀ ਰੌਸ਼ਨੀ ਦਾ ਆਪਣਾ ਹੀ ਜਾਦੂ ਹੈ।"],
    bright: ["ਭਰਪੂਰ ਰੌਸ਼ਨੀ ਤੇ ਓਨੀ ਹੀ ਪਾਜ਼ੀਟਿਵ ਐਨਰਜੀ।", "ਚਮਕਦੀ ਰੌਸ਼ਨੀ ਨੇ ਫ਼ੋਟੋ ਨੂੰ ਹੋਰ ਵੀ ਨਿਖਾਰ ਦਿੱਤਾ।"],
  },
  peopleLines: {
    one: ["ਇੱਕ ਵਿਅਕਤੀ, ਇੱਕ ਫ਼ਰੇਮ ਤੇ ਪੂਰੀ ਟੌਹਰ।", "ਫ਼ਰੇਮ ਵਿੱਚ ਬੱਸ ਇੱਕ ਵਿਅਕਤੀ, ਤੇ ਮਹਿਫ਼ਲ ਲੁੱਟ ਲਈ।"],
    group: ["{count} ਜਣੇ, ਇੱਕ ਫ਼ਰੇਮ — ਇਹੀ ਤਾਂ ਅਸਲੀ ਰੌਣਕ ਹੈ!", "ਇੱਕੋ ਫ਼ੋਟੋ ਵਿੱਚ {count} ਜਣੇ, ਤੇ ਬੋਰੀਅਤ ਦਾ ਨਾਂ ਵੀ ਨਹੀਂ।"],
  },
  peopleWords: ["ਵਿਅਕਤੀ", "ਜਣੇ", "ਲੋਕ", "ਬੰਦਾ", "ਬੰਦੇ"],
  fields: {
    lifestyle: {
      headings: ["ਸਾਦਾ ਦਿਨ, ਸੋਹਣਾ ਦਿਨ", "ਛੋਟੇ ਪਲ, ਵੱਡੀਆਂ ਖ਼ੁਸ਼ੀਆਂ", "ਸਕੂਨ ਭਰਿਆ ਦਿਨ"],
      openers: [
        "ਸਾਦੇ ਜਿਹੇ ਦਿਨ ਵੀ ਕਦੇ-ਕਦੇ ਸਭ ਤੋਂ ਖ਼ਾਸ ਬਣ ਜਾਂਦੇ ਨੇ।",
        "ਕੁਝ ਦਿਨ ਬੱਸ ਰੱਜ ਕੇ ਜਿਊਣ ਲਈ ਹੁੰਦੇ ਨੇ।",
        "ਰੋਜ਼ ਦੀ ਜ਼ਿੰਦਗੀ ਵਿੱਚ ਹੀ ਅਸਲੀ ਖ਼ੁਸ਼ੀ ਲੁਕੀ ਹੈ।",
      ],
      lines: [
        "ਜ਼ਿੰਦਗੀ ਨੂੰ ਸੋਹਣਾ ਬਣਾਉਂਦੀਆਂ ਨੇ ਇਹੀ ਨਿੱਕੀਆਂ-ਨਿੱਕੀਆਂ ਗੱਲਾਂ।",
        "ਨਾ ਕੋਈ ਕਾਹਲੀ, ਨਾ ਕੋਈ ਰੌਲਾ — ਬੱਸ ਇੱਕ ਵਧੀਆ ਦਿਨ।",
        "ਚੀਜ਼ਾਂ ਨਹੀਂ, ਯਾਦਾਂ ਇਕੱਠੀਆਂ ਕਰ ਰਹੇ ਹਾਂ।",
      ],
      description: ["ਰੋਜ਼ਾਨਾ ਦੇ ਨਿੱਕੇ-ਨਿੱਕੇ ਪਲਾਂ ਦਾ ਅਨੰਦ ਮਾਣਨ ਬਾਰੇ ਇੱਕ ਲਾਈਫ਼ਸਟਾਈਲ ਪੋਸਟ।"],
      tags: ["ਜ਼ਿੰਦਗੀ"],
    },
    fashion: {
      headings: ["ਅੱਜ ਦਾ ਆਊਟਫ਼ਿਟ, ਪੂਰੇ ਹਫ਼ਤੇ ਦਾ ਮੂਡ", "ਅੱਜ ਦੀ ਲੁੱਕ, ਅੱਜ ਦਾ ਮੂਡ", "ਆਪਣਾ ਸਟਾਈਲ, ਆਪਣੀ ਟੌਹਰ"],
      openers: [
        "ਜਿਹੋ ਜਿਹਾ ਦਿਨ ਜਿਊਣਾ ਹੈ, ਓਹੋ ਜਿਹਾ ਤਿਆਰ ਹੋਵੋ।",
        "ਸਟਾਈਲ ਉਹ ਹੈ ਜੋ ਬਿਨਾਂ ਬੋਲੇ ਤੁਹਾਡੀ ਪਛਾਣ ਦੱਸ ਦੇਵੇ।",
        "ਅੱਜ ਤਾਂ ਮੂਡ ਮੁਤਾਬਕ ਤਿਆਰ ਹੋਏ ਹਾਂ।",
      ],
      lines: [
        "ਵਧੀਆ ਕੱਪੜੇ, ਉਸ ਤੋਂ ਵੀ ਵਧੀਆ ਕਾਨਫ਼ੀਡੈਂਸ।",
        "ਟ੍ਰੈਂਡ ਆਉਂਦੇ-ਜਾਂਦੇ ਰਹਿੰਦੇ ਨੇ, ਆਪਣਾ ਸਟਾਈਲ ਸਦਾ ਰਹਿੰਦਾ ਹੈ।",
        "ਸਾਦੇ ਕੱਪੜੇ, ਪਰ ਪਾਉਣ ਦਾ ਅੰਦਾਜ਼ ਖ਼ਾਸ।",
      ],
      description: ["ਆਪਣੇ ਸਟਾਈਲ ਤੇ ਆਤਮ-ਵਿਸ਼ਵਾਸ ਬਾਰੇ ਇੱਕ ਫ਼ੈਸ਼ਨ ਪੋਸਟ।"],
      tags: ["ਫ਼ੈਸ਼ਨ"],
    },
    food: {
      headings: ["ਦਿਲੋਂ ਬਣਿਆ, ਦਿਲ ਤੱਕ ਪਹੁੰਚਿਆ", "ਵਧੀਆ ਖਾਣਾ, ਵਧੀਆ ਮੂਡ", "ਪਿਆਰ ਨਾਲ ਪਰੋਸਿਆ"],
      openers: [
        "ਸਾਰੇ ਖਾਣ-ਪੀਣ ਦੇ ਸ਼ੌਕੀਨ ਧਿਆਨ ਦੇਣ — ਇਹ ਕ੍ਰੇਵਿੰਗ ਬਿਲਕੁਲ ਜਾਇਜ਼ ਹੈ।",
        "ਵਧੀਆ ਖਾਣਾ ਕਿਸੇ ਥੈਰੇਪੀ ਤੋਂ ਘੱਟ ਨਹੀਂ।",
        "ਅੱਜ ਆਪਣੇ ਆਪ ਨੂੰ ਟ੍ਰੀਟ ਦੇਣ ਦਾ ਪੂਰਾ ਬਹਾਨਾ ਹੈ।",
      ],
      lines: [
        "ਹਰ ਬੁਰਕੀ ਵਿੱਚ ਇੱਕ ਨਿੱਕੀ ਜਿਹੀ ਕਹਾਣੀ ਹੈ।",
        "ਪਿਆਰ ਨਾਲ ਬਣਿਆ ਹੈ, ਸਾਰਿਆਂ ਨਾਲ ਵੰਡ ਕੇ ਖਾਓ।",
        "ਕੁਝ ਸੁਆਦ ਬਿਲਕੁਲ ਘਰ ਵਰਗੇ ਲੱਗਦੇ ਨੇ।",
      ],
      description: ["ਸੁਆਦ, ਸਕੂਨ ਤੇ ਵੰਡ ਕੇ ਖਾਣ ਦੇ ਮਜ਼ੇ ਦੀ ਇੱਕ ਫ਼ੂਡ ਪੋਸਟ।"],
      tags: ["ਖਾਣਾ"],
    },
    travel: {
      headings: ["ਘੁੰਮੋ, ਜੀਓ, ਫੇਰ ਘੁੰਮੋ", "ਨਵੀਂ ਥਾਂ, ਨਵੀਆਂ ਕਹਾਣੀਆਂ", "ਸਫ਼ਰ ਦੀਆਂ ਯਾਦਾਂ"],
      openers: [
        "ਕੁਝ ਥਾਵਾਂ ਵਾਪਸ ਆ ਕੇ ਵੀ ਦਿਲ ਵਿੱਚ ਵੱਸੀਆਂ ਰਹਿੰਦੀਆਂ ਨੇ।",
        "ਹਰ ਸਫ਼ਰ ਦਿਲ ਵਿੱਚ ਕੁਝ ਨਾ ਕੁਝ ਛੱਡ ਜਾਂਦਾ ਹੈ।",
        "ਲੰਮਾ ਰਾਹ ਚੁਣੋ, ਸਭ ਤੋਂ ਸੋਹਣੇ ਨਜ਼ਾਰੇ ਓਥੇ ਹੀ ਮਿਲਦੇ ਨੇ।",
      ],
      lines: [
        "ਸਮਾਨ ਘੱਟ, ਯਾਦਾਂ ਵੱਧ।",
        "ਸਭ ਤੋਂ ਵਧੀਆ ਕਹਾਣੀਆਂ ਕਿਸੇ ਸਫ਼ਰ ਤੋਂ ਹੀ ਸ਼ੁਰੂ ਹੁੰਦੀਆਂ ਨੇ।",
        "ਐਥੇ ਤੇ ਓਥੇ ਦੇ ਵਿਚਕਾਰ ਕਿਤੇ, ਮਨ ਨੂੰ ਸਕੂਨ ਮਿਲ ਗਿਆ।",
      ],
      description: ["ਨਵੀਆਂ ਥਾਵਾਂ ਘੁੰਮਣ ਤੇ ਸਫ਼ਰ ਦੇ ਮਜ਼ੇ ਬਾਰੇ ਇੱਕ ਟ੍ਰੈਵਲ ਪੋਸਟ।"],
      tags: ["ਸਫ਼ਰ"],
    },
    fitness: {
      headings: ["ਇੱਕ ਵਰਕਆਊਟ, ਇੱਕ ਕਦਮ ਅੱਗੇ", "ਹਰ ਦਿਨ ਥੋੜ੍ਹਾ ਹੋਰ ਤਕੜਾ", "ਅੱਜ ਦਾ ਮੁੜ੍ਹਕਾ, ਕੱਲ੍ਹ ਦੀ ਚਮਕ"],
      openers: [
        "ਤਾਕਤ ਇੱਕ ਦਿਨ ਵਿੱਚ ਨਹੀਂ, ਰੋਜ਼ ਥੋੜ੍ਹੀ-ਥੋੜ੍ਹੀ ਬਣਦੀ ਹੈ।",
        "ਮੋਟੀਵੇਸ਼ਨ ਆਉਂਦੀ-ਜਾਂਦੀ ਹੈ, ਅਨੁਸ਼ਾਸਨ ਸਾਥ ਨਿਭਾਉਂਦਾ ਹੈ।",
        "ਇੱਕ ਹੋਰ ਰੈਪ, ਇੱਕ ਹੋਰ ਕਦਮ, ਆਪਣਾ ਹੋਰ ਵਧੀਆ ਰੂਪ।",
      ],
      lines: [
        "ਸਰੀਰ ਤਾਂ ਕਰ ਲਵੇਗਾ, ਬੱਸ ਮਨ ਨੂੰ ਮਨਾਉਣਾ ਹੈ।",
        "ਨਿੱਕੀਆਂ-ਨਿੱਕੀਆਂ ਜਿੱਤਾਂ ਹੀ ਵੱਡਾ ਬਦਲਾਅ ਲਿਆਉਂਦੀਆਂ ਨੇ।",
        "ਔਖੇ ਦਿਨਾਂ ਵਿੱਚ ਵੀ ਹਾਜ਼ਰੀ ਲਾਓ।",
      ],
      description: ["ਲਗਾਤਾਰ ਮਿਹਨਤ ਤੇ ਹੌਲੀ-ਹੌਲੀ ਅੱਗੇ ਵਧਣ ਬਾਰੇ ਇੱਕ ਫ਼ਿਟਨੈੱਸ ਪੋਸਟ।"],
      tags: ["ਫ਼ਿਟਨੈੱਸ"],
    },
    tech: {
      headings: ["ਰੋਜ਼ ਦੀ ਜ਼ਿੰਦਗੀ ਦਾ ਸਮਾਰਟ ਅੱਪਗ੍ਰੇਡ", "ਕੰਮ ਸੌਖਾ ਕਰਨ ਵਾਲੀ ਟੈੱਕ", "ਸੈੱਟਅੱਪ ਗੋਲਜ਼"],
      openers: ["ਨਿੱਕੇ ਅੱਪਗ੍ਰੇਡ, ਵੱਡਾ ਫ਼ਰਕ।", "ਸਹੀ ਟੂਲ ਹੋਣ ਤਾਂ ਹਰ ਕੰਮ ਹਲਕਾ ਲੱਗਦਾ ਹੈ।", "ਵਧੀਆ ਟੈੱਕ ਉਹੀ ਹੈ ਜੋ ਬਿਨਾਂ ਰੌਲੇ ਦੇ ਕੰਮ ਕਰ ਦੇਵੇ।"],
      lines: ["ਮਿਹਨਤ ਘੱਟ, ਸਮਝਦਾਰੀ ਵੱਧ।", "ਸਾਫ਼ ਸੈੱਟਅੱਪ, ਸਾਫ਼ ਦਿਮਾਗ਼।", "ਇੱਕ ਨਿੱਕਾ ਜਿਹਾ ਅੱਪਗ੍ਰੇਡ ਪੂਰਾ ਦਿਨ ਬਦਲ ਸਕਦਾ ਹੈ।"],
      description: ["ਕੰਮ ਤੇ ਜ਼ਿੰਦਗੀ ਸੌਖੀ ਬਣਾਉਣ ਵਾਲੇ ਗੈਜੇਟਾਂ ਬਾਰੇ ਇੱਕ ਟੈੱਕ ਪੋਸਟ।"],
      tags: ["ਟੈੱਕ"],
    },
    beauty: {
      headings: ["ਗਲੋ ਮੋਡ: ਆਨ", "ਅੰਦਰੋਂ ਨਿਖਾਰ", "ਸੈਲਫ਼-ਕੇਅਰ, ਹਮੇਸ਼ਾ"],
      openers: [
        "ਥੋੜ੍ਹੀ ਜਿਹੀ ਸੈਲਫ਼-ਕੇਅਰ ਬਹੁਤ ਦੂਰ ਤੱਕ ਸਾਥ ਦਿੰਦੀ ਹੈ।",
        "ਸੈਲਫ਼-ਕੇਅਰ ਖ਼ੁਦਗਰਜ਼ੀ ਨਹੀਂ, ਲੋੜ ਹੈ।",
        "ਨਿਖਾਰ ਆਦਤ ਨਾਲ ਆਉਂਦਾ ਹੈ, ਫ਼ਿਲਟਰ ਨਾਲ ਨਹੀਂ।",
      ],
      lines: ["ਅੱਜ ਥੋੜ੍ਹਾ ਸਮਾਂ ਸਿਰਫ਼ ਆਪਣੇ ਲਈ ਕੱਢੋ।", "ਸਾਦਾ ਰੁਟੀਨ, ਖ਼ੁਸ਼ ਸਕਿਨ।", "ਆਪਣੀ ਚਮੜੀ ਵਿੱਚ ਸਹਿਜ ਮਹਿਸੂਸ ਕਰਨਾ ਹੀ ਅਸਲੀ ਖ਼ੂਬਸੂਰਤੀ ਹੈ।"],
      description: ["ਸੈਲਫ਼-ਕੇਅਰ ਤੇ ਸੌਖੀ ਬਿਊਟੀ ਰੁਟੀਨ ਬਾਰੇ ਇੱਕ ਬਿਊਟੀ ਪੋਸਟ।"],
      tags: ["ਖ਼ੂਬਸੂਰਤੀ"],
    },
  },
  tones: {
    friendly: {
      openers: ["ਕਿੱਦਾਂ ਓ ਸਾਰੇ?", "ਸਤ ਸ੍ਰੀ ਅਕਾਲ ਜੀ!", "ਹੈਲੋ ਦੋਸਤੋ!"],
      closers: [
        "ਤੁਹਾਡਾ ਦਿਨ ਸ਼ਾਨਦਾਰ ਲੰਘੇ।",
        "ਤੁਹਾਨੂੰ ਸਾਰਿਆਂ ਨੂੰ ਢੇਰ ਸਾਰੀਆਂ ਪਾਜ਼ੀਟਿਵ ਵਾਈਬਜ਼।",
        "ਉਮੀਦ ਹੈ ਇਹ ਪੋਸਟ ਤੁਹਾਡਾ ਦਿਨ ਹੋਰ ਵੀ ਵਧੀਆ ਬਣਾ ਦੇਵੇ।",
      ],
    },
    witty: {
      openers: ["ਮਜ਼ੇ ਦੀ ਗੱਲ ਇਹ ਹੈ:", "ਬ੍ਰੇਕਿੰਗ ਨਿਊਜ਼:", "ਕਹਾਣੀ ਵਿੱਚ ਟਵਿਸਟ:"],
      closers: ["ਰੋਜ਼ ਦੀਆਂ ਚੰਗੀਆਂ ਵਾਈਬਜ਼ ਦੀ ਡੋਜ਼ — ਹਾਜ਼ਰ ਹੈ।", "ਪਛਤਾਵਾ ਜ਼ੀਰੋ, ਮਜ਼ਾ ਸੌ ਫ਼ੀਸਦੀ।", "ਜ਼ਿਆਦਾ ਸੋਚਣਾ? ਅੱਜ ਤਾਂ ਬਿਲਕੁਲ ਨਹੀਂ।"],
    },
    inspiring: {
      openers: ["ਅੱਜ ਦੀ ਨਿੱਕੀ ਜਿਹੀ ਯਾਦ:", "ਅੱਜ ਲਈ ਇੱਕ ਗੱਲ ਯਾਦ ਰੱਖੋ:", "ਨਿੱਕੇ ਕਦਮਾਂ 'ਤੇ ਭਰੋਸਾ ਰੱਖੋ।"],
      closers: [
        "ਨਿੱਕੇ ਕਦਮ ਵੀ ਅੱਗੇ ਹੀ ਲੈ ਕੇ ਜਾਂਦੇ ਨੇ।",
        "ਚੱਲਦੇ ਰਹੋ — ਸਭ ਤੋਂ ਵਧੀਆ ਦਿਨ ਅਜੇ ਆਉਣੇ ਬਾਕੀ ਨੇ।",
        "ਜਿੱਥੇ ਹੋ, ਓਥੋਂ ਹੀ ਸ਼ੁਰੂ ਕਰੋ; ਏਨਾ ਕਾਫ਼ੀ ਹੈ।",
      ],
    },
    professional: {
      openers: ["ਸਾਡੇ ਪੇਜ 'ਤੇ ਨਵਾਂ:", "ਅੱਜ ਦੀ ਖ਼ਾਸ ਪੇਸ਼ਕਸ਼:", "ਅੱਜ ਅਸੀਂ ਤੁਹਾਡੇ ਨਾਲ ਇਹ ਸਾਂਝਾ ਕਰ ਰਹੇ ਹਾਂ।"],
      closers: [
        "ਤੁਹਾਡੀ ਰਾਏ ਦੀ ਸਾਨੂੰ ਉਡੀਕ ਰਹੇਗੀ।",
        "ਇਸ ਕਮਿਊਨਿਟੀ ਦਾ ਹਿੱਸਾ ਬਣਨ ਲਈ ਧੰਨਵਾਦ।",
        "ਹਰ ਹਫ਼ਤੇ ਅਜਿਹੀਆਂ ਹੋਰ ਪੋਸਟਾਂ ਲਈ ਸਾਨੂੰ ਫ਼ਾਲੋ ਕਰੋ।",
      ],
    },
    festive: {
      openers: ["ਆਓ, ਜਸ਼ਨ ਮਨਾਈਏ!", "ਜਸ਼ਨ ਦਾ ਵੇਲਾ ਆ ਗਿਆ!", "ਬੱਲੇ ਬੱਲੇ, ਜਸ਼ਨ ਮੋਡ ਆਨ!"],
      closers: ["ਤੁਹਾਨੂੰ ਢੇਰ ਖ਼ੁਸ਼ੀਆਂ ਤੇ ਮੁਸਕੁਰਾਉਣ ਦੀਆਂ ਬਹੁਤ ਵਜ੍ਹਾਂ ਮਿਲਣ।", "ਖ਼ੁਸ਼ੀਆਂ ਦੇ ਬਹਾਨੇ ਇੰਝ ਹੀ ਮਿਲਦੇ ਰਹਿਣ।", "ਰੌਣਕਾਂ ਇੰਝ ਹੀ ਲੱਗੀਆਂ ਰਹਿਣ!"],
    },
  },
  cta: [
    "ਤੁਹਾਨੂੰ ਕਿਵੇਂ ਲੱਗਿਆ? ਕਮੈਂਟ ਵਿੱਚ ਜ਼ਰੂਰ ਦੱਸੋ!",
    "ਬਾਅਦ ਲਈ ਸੇਵ ਕਰ ਲਓ।",
    "ਉਸ ਦੋਸਤ ਨੂੰ ਟੈਗ ਕਰੋ ਜਿਸਨੂੰ ਇਹ ਜ਼ਰੂਰ ਦੇਖਣਾ ਚਾਹੀਦਾ ਹੈ।",
    "ਜਿਸਨੂੰ ਇਹ ਪਸੰਦ ਆਵੇ, ਉਸ ਨਾਲ ਸ਼ੇਅਰ ਕਰੋ।",
  ],
  languageTags: ["ਪੰਜਾਬੀ"],
  ...sceneText({
    list,
    people: (n) => (n === 1 ? "ਇੱਕ ਵਿਅਕਤੀ" : `${n} ਜਣੇ`),
    colours: (c) => `${c} ਰੰਗ`,
    light: { dark: "ਮੱਧਮ ਰੌਸ਼ਨੀ", bright: "ਤੇਜ਼ ਰੌਸ਼ਨੀ" },
    shapes: { portrait: "ਖੜ੍ਹਵੀਂ ਫ਼ੋਟੋ", landscape: "ਚੌੜੀ ਫ਼ੋਟੋ", square: "ਚੌਰਸ ਫ਼ੋਟੋ" },
    sentence: (f) => `ਫ਼ੋਟੋ ਵਿੱਚ: ${f}।`,
  }),
};

const listLatn = joinWith("te");

/** Punjabi in Latin letters as creators type it ("Sat Sri Akal ji"), English words left as they are. */
export const paLatn: PhraseBank = {
  language: "punjabi",
  script: "latin",
  objects: {
    cake: "cake",
    plate: "plate",
    cup: "cup",
    bowl: "katori",
    pizza: "pizza",
    fruit: "phal",
    dog: "kutta",
    cat: "billi",
    laptop: "laptop",
    phone: "phone",
    bicycle: "cycle",
    car: "car",
    backpack: "backpack",
    handbag: "handbag",
    suitcase: "suitcase",
    book: "kitaab",
    plant: "boota",
    ball: "gend",
    bottle: "botal",
  },
  colours: {
    red: "laal",
    orange: "santri",
    yellow: "peele",
    green: "hare",
    blue: "neele",
    purple: "jaamni",
    pink: "gulabi",
    brown: "bhoore",
    black: "kaale",
    white: "chitte",
    grey: "saleti",
  },
  list: listLatn,
  objectLines: ["Frame vich {objects} — hor ki chahida?", "Ajj di photo de stars: {objects}."],
  colourLines: [
    "{colours} rangan ne taan photo vich jaan paa ditti.",
    "{colours} rangan da eh mel dil nu sukoon dinda hai.",
  ],
  lightLines: {
    dark: ["Maddham roshni, goorha mood.", "Halki roshni da apna hi jaadu hai."],
    bright: ["Bharpoor roshni te onni hi positive energy.", "Chamakdi roshni ne photo nu hor vi nikhaar ditta."],
  },
  peopleLines: {
    one: ["Ikk vyakti, ikk frame te poori tohar.", "Frame vich bas ikk vyakti, te mehfil lutt layi."],
    group: [
      "{count} jane, ikk frame — ehi taan asli raunak hai!",
      "Ikko photo vich {count} jane, te boriyat da naa vi nahi.",
    ],
  },
  peopleWords: ["vyakti", "jane", "lok", "banda", "bande", "person", "people"],
  fields: {
    lifestyle: {
      headings: ["Chhote pal, vaddiyan khushiyan", "Sukoon bhareya din"],
      openers: ["Kujh din bas rajj ke jeen layi hunde ne.", "Roz di zindagi vich hi asli khushi luki hai."],
      lines: [
        "Zindagi nu sohna banaundiyan ne ehi nikkiyan-nikkiyan gallan.",
        "Na koi kaahli, na koi raula — bas ikk vadhiya din.",
        "Cheezan nahi, yaadan ikatthiyan kar rahe haan.",
      ],
      description: ["Rozana de nikke-nikke palan da anand maanan baare ikk lifestyle post."],
      tags: ["punjabilife"],
    },
    fashion: {
      headings: ["Ajj di look, ajj da mood", "Apna style, apni tohar"],
      openers: ["Style oh hai jo bina bole tuhadi pehchaan dass deve.", "Ajj taan mood mutabik tayyar hoye haan."],
      lines: [
        "Vadhiya kapde, us ton vi vadhiya confidence.",
        "Trend aunde-jaande rehnde ne, apna style sada rehnda hai.",
        "Saade kapde, par paun da andaaz khaas.",
      ],
      description: ["Apne style te confidence baare ikk fashion post."],
      tags: ["punjabistyle"],
    },
    food: {
      headings: ["Vadhiya khaana, vadhiya mood", "Pyaar naal parosya"],
      openers: ["Vadhiya khaana kise therapy ton ghatt nahi.", "Ajj apne aap nu treat den da poora bahaana hai."],
      lines: [
        "Har burki vich ikk nikki jehi kahaani hai.",
        "Pyaar naal baneya hai, saareyan naal vand ke khao.",
        "Kujh suaad bilkul ghar varge lagde ne.",
      ],
      description: ["Suaad, sukoon te vand ke khaan de maze di ikk food post."],
      tags: ["punjabifood"],
    },
    travel: {
      headings: ["Navin thaan, naviyan kahaniyan", "Safar diyan yaadan"],
      openers: [
        "Har safar dil vich kujh na kujh chhadd janda hai.",
        "Lamma raah chuno, sabh ton sohne nazaare othe hi milde ne.",
      ],
      lines: [
        "Samaan ghatt, yaadan vadh.",
        "Sabh ton vadhiya kahaniyan kise safar ton hi shuru hundiyan ne.",
        "Aithe te othe de vichkaar kite, mann nu sukoon mil gaya.",
      ],
      description: ["Naviyan thaavan ghumman te safar de maze baare ikk travel post."],
      tags: ["safar"],
    },
    fitness: {
      headings: ["Har din thoda hor takda", "Ajj da murhka, kall di chamak"],
      openers: [
        "Motivation aundi-jaandi hai, discipline saath nibhaunda hai.",
        "Ikk hor rep, ikk hor kadam, apna hor vadhiya roop.",
      ],
      lines: [
        "Sareer taan kar lavega, bas mann nu manauna hai.",
        "Nikkiyan-nikkiyan jittan hi vadda badlaav liaundiyan ne.",
        "Aukhe dinan vich vi haazri lao.",
      ],
      description: ["Lagataar mehnat te hauli-hauli agge vadhan baare ikk fitness post."],
      tags: ["fitpunjab"],
    },
    tech: {
      headings: ["Kamm saukha karan vaali tech", "Setup goals"],
      openers: [
        "Sahi tools hon taan har kamm halka lagda hai.",
        "Vadhiya tech ohi hai jo bina raule de kamm kar deve.",
      ],
      lines: [
        "Mehnat ghatt, samajhdaari vadh.",
        "Saaf setup, saaf dimaag.",
        "Ikk nikka jeha upgrade poora din badal sakda hai.",
      ],
      description: ["Kamm te zindagi saukhi banaun vaale gadgets baare ikk tech post."],
      tags: ["techpunjabi"],
    },
    beauty: {
      headings: ["Andron nikhaar", "Self-care, hamesha"],
      openers: ["Self-care khudgarzi nahi, lod hai.", "Nikhaar aadat naal aunda hai, filter naal nahi."],
      lines: [
        "Ajj thoda samaa sirf apne layi kaddho.",
        "Saada routine, khush skin.",
        "Apni skin vich comfortable mehsoos karna hi asli khoobsurti hai.",
      ],
      description: ["Self-care te saukhi beauty routine baare ikk beauty post."],
      tags: ["glowup"],
    },
  },
  tones: {
    friendly: {
      openers: ["Sat Sri Akal ji!", "Hello dosto!"],
      closers: [
        "Tuhanu saareyan nu dher saariyan positive vibes.",
        "Umeed hai eh post tuhada din hor vi vadhiya bana deve.",
      ],
    },
    witty: {
      openers: ["Breaking news:", "Kahaani vich twist:"],
      closers: ["Pachhtava zero, mazaa sau feesdi.", "Zyada sochna? Ajj taan bilkul nahi."],
    },
    inspiring: {
      openers: ["Ajj layi ikk gall yaad rakho:", "Nikke kadmaan te bharosa rakho."],
      closers: [
        "Chalde raho — sabh ton vadhiya din aje aune baaki ne.",
        "Jitthe ho, otthon hi shuru karo; aina kaafi hai.",
      ],
    },
    professional: {
      openers: ["Ajj di khaas peshkash:", "Ajj asin tuhade naal eh share kar rahe haan."],
      closers: ["Is community da hissa banan layi dhanvaad.", "Har hafte ajehiyan hor posts layi sanu follow karo."],
    },
    festive: {
      openers: ["Jashan da vela aa gaya!", "Balle balle, celebration mode on!"],
      closers: ["Khushiyan de bahaane inj hi milde rehan.", "Raunakan inj hi laggiyan rehan!"],
    },
  },
  cta: [
    "Tuhanu kiven laggeya? Comment vich zaroor dasso!",
    "Baad layi save kar lao.",
    "Us dost nu tag karo jisnu eh zaroor dekhna chahida hai.",
    "Jisnu eh pasand aave, us naal share karo.",
  ],
  languageTags: ["punjabi"],
  ...sceneText({
    list: listLatn,
    people: (n) => (n === 1 ? "ikk vyakti" : `${n} jane`),
    colours: (c) => `${c} rang`,
    light: { dark: "maddham roshni", bright: "tez roshni" },
    shapes: { portrait: "Khadvin photo", landscape: "Chaudi photo", square: "Chauras photo" },
    sentence: (f) => `Photo vich: ${f}.`,
  }),
};
