import type { PhraseBank } from "../types.ts";
import { joinWith, sceneText } from "./scene.ts";

const list = joinWith("ಮತ್ತು");
const colourPhrase = (c: string) => (c.includes(" ಮತ್ತು ") ? `${c} ಬಣ್ಣಗಳು` : `${c} ಬಣ್ಣ`);

/**
 * Kannada as creators write it: everyday spoken forms (ಅನ್ಸುತ್ತೆ, ಮಾಡ್ಕೊಳ್ಳಿ) with English
 * loanwords in Kannada letters; the professional tone switches to written Kannada.
 */
export const kn: PhraseBank = {
  language: "kannada",
  script: "native",
  objects: {
    cake: "ಕೇಕ್",
    plate: "ತಟ್ಟೆ",
    cup: "ಕಪ್",
    bowl: "ಬಟ್ಟಲು",
    pizza: "ಪಿಜ್ಜಾ",
    fruit: "ಹಣ್ಣುಗಳು",
    dog: "ನಾಯಿ",
    cat: "ಬೆಕ್ಕು",
    laptop: "ಲ್ಯಾಪ್‌ಟಾಪ್",
    phone: "ಫೋನ್",
    bicycle: "ಸೈಕಲ್",
    car: "ಕಾರು",
    backpack: "ಬ್ಯಾಕ್‌ಪ್ಯಾಕ್",
    handbag: "ಹ್ಯಾಂಡ್‌ಬ್ಯಾಗ್",
    suitcase: "ಸೂಟ್‌ಕೇಸ್",
    book: "ಪುಸ್ತಕ",
    plant: "ಗಿಡ",
    ball: "ಚೆಂಡು",
    bottle: "ಬಾಟಲಿ",
  },
  // Adjectival forms, as they stand before "ಬಣ್ಣ" (ನೀಲಿ ಬಣ್ಣ).
  colours: {
    red: "ಕೆಂಪು",
    orange: "ಕಿತ್ತಳೆ",
    yellow: "ಹಳದಿ",
    green: "ಹಸಿರು",
    blue: "ನೀಲಿ",
    purple: "ನೇರಳೆ",
    pink: "ಗುಲಾಬಿ",
    brown: "ಕಂದು",
    black: "ಕಪ್ಪು",
    white: "ಬಿಳಿ",
    grey: "ಬೂದು",
  },
  list,
  objectLines: ["ಫ್ರೇಮ್‌ನಲ್ಲಿ {objects} — ಇನ್ನೇನು ಬೇಕು?", "ಇವತ್ತಿನ ಫೋಟೋದ ಸ್ಟಾರ್‌ಗಳು: {objects}."],
  colourLines: ["{colours} ಬಣ್ಣಗಳು ಈ ಫೋಟೋಗೆ ಜೀವ ತುಂಬಿವೆ.", "{colours} ಬಣ್ಣಗಳ ಈ ಕಾಂಬಿನೇಷನ್ ಮನಸ್ಸಿಗೆ ಹಿತ ಕೊಡುತ್ತೆ."],
  lightLines: {
    dark: ["ಮಂದ ಬೆಳಕು, ಸ್ಪೆಷಲ್ ಮೂಡ್.", "ಮಂದ ಬೆಳಕಿಗೆ ತನ್ನದೇ ಒಂದು ಮ್ಯಾಜಿಕ್ ಇದೆ."],
    bright: ["ತುಂಬು ಬೆಳಕು, ಅಷ್ಟೇ ಪಾಸಿಟಿವ್ ಎನರ್ಜಿ.", "ಹೊಳೆಯುವ ಬೆಳಕಲ್ಲಿ ಫೋಟೋ ಇನ್ನಷ್ಟು ಚೆನ್ನಾಗಿ ಕಾಣುತ್ತೆ."],
  },
  peopleLines: {
    one: ["ಒಬ್ಬ ವ್ಯಕ್ತಿ, ಒಂದು ಫ್ರೇಮ್, ಫುಲ್ ಸ್ಟೈಲ್.", "ಫ್ರೇಮ್‌ನಲ್ಲಿ ಒಬ್ಬರೇ, ಆದರೆ ಗಮನವೆಲ್ಲ ಅಲ್ಲೇ."],
    group: ["{count} ಜನ, ಒಂದೇ ಫ್ರೇಮ್ — ಇದೇ ನಿಜವಾದ ಮಜಾ!", "ಒಂದೇ ಫೋಟೋದಲ್ಲಿ {count} ಜನ, ಬೋರ್ ಆಗೋ ಚಾನ್ಸೇ ಇಲ್ಲ."],
  },
  peopleWords: ["ವ್ಯಕ್ತಿ", "ಒಬ್ಬರೇ", "ಜನ", "ಮಂದಿ", "ಮನುಷ್ಯ"],
  fields: {
    lifestyle: {
      headings: ["ಸಾಮಾನ್ಯ ದಿನ, ಅಸಾಮಾನ್ಯ ಕ್ಷಣ", "ಪುಟ್ಟ ಕ್ಷಣಗಳು, ದೊಡ್ಡ ಖುಷಿ", "ನೆಮ್ಮದಿಯ ಒಂದು ದಿನ"],
      openers: [
        "ಸಾಮಾನ್ಯ ದಿನಗಳೇ ಕೆಲವೊಮ್ಮೆ ತುಂಬಾ ಸ್ಪೆಷಲ್ ಆಗಿಬಿಡುತ್ತವೆ.",
        "ಕೆಲವು ದಿನಗಳು ಮನಸಾರೆ ಬದುಕೋದಕ್ಕೇ ಇರುತ್ತವೆ.",
        "ದಿನನಿತ್ಯದ ಬದುಕಲ್ಲೇ ನಿಜವಾದ ಖುಷಿ ಅಡಗಿದೆ.",
      ],
      lines: [
        "ಬದುಕನ್ನ ಚೆಂದ ಮಾಡೋದು ಈ ಪುಟ್ಟ ಪುಟ್ಟ ವಿಷಯಗಳೇ.",
        "ಆತುರ ಇಲ್ಲ, ಗಲಾಟೆ ಇಲ್ಲ — ಒಂದು ಒಳ್ಳೆ ದಿನ ಅಷ್ಟೇ.",
        "ವಸ್ತುಗಳಲ್ಲ, ನೆನಪುಗಳನ್ನ ಕೂಡಿಡ್ತಿದ್ದೀವಿ.",
      ],
      description: ["ದಿನನಿತ್ಯದ ಪುಟ್ಟ ಕ್ಷಣಗಳನ್ನು ಸವಿಯುವ ಬಗ್ಗೆ ಒಂದು ಲೈಫ್‌ಸ್ಟೈಲ್ ಪೋಸ್ಟ್."],
      tags: ["ಬದುಕು"],
    },
    fashion: {
      headings: ["ಇವತ್ತಿನ ಔಟ್‌ಫಿಟ್, ವಾರವಿಡೀ ಮೂಡ್", "ಇವತ್ತಿನ ಲುಕ್, ಇವತ್ತಿನ ಮೂಡ್", "ನಮ್ಮ ಸ್ಟೈಲ್, ನಮ್ಮ ಗುರುತು"],
      openers: ["ಎಂಥ ದಿನ ಬೇಕೋ, ಹಾಗೇ ರೆಡಿ ಆಗಿ.", "ಒಂದು ಮಾತೂ ಆಡದೆ ನಾವೇನು ಅಂತ ಹೇಳೋದೇ ಸ್ಟೈಲ್.", "ಇವತ್ತು ಮೂಡ್‌ಗೆ ತಕ್ಕಂತೆ ರೆಡಿ ಆಗಿದ್ದೀವಿ."],
      lines: ["ಒಳ್ಳೆ ಡ್ರೆಸ್, ಅದಕ್ಕಿಂತ ಒಳ್ಳೆ ಕಾನ್ಫಿಡೆನ್ಸ್.", "ಟ್ರೆಂಡ್‌ಗಳು ಬರ್ತವೆ ಹೋಗ್ತವೆ, ನಮ್ಮ ಸ್ಟೈಲ್ ಯಾವಾಗ್ಲೂ ಇರುತ್ತೆ.", "ಸಿಂಪಲ್ ಡ್ರೆಸ್, ಆದರೆ ಹಾಕೋ ರೀತಿ ಸ್ಪೆಷಲ್."],
      description: ["ಸ್ವಂತ ಸ್ಟೈಲ್ ಮತ್ತು ಆತ್ಮವಿಶ್ವಾಸದ ಬಗ್ಗೆ ಒಂದು ಫ್ಯಾಷನ್ ಪೋಸ್ಟ್."],
      tags: ["ಫ್ಯಾಷನ್"],
    },
    food: {
      headings: ["ಮನಸ್ಸಿಟ್ಟು ಮಾಡಿದ್ದು, ಮನಸ್ಸು ಮುಟ್ಟಿದ್ದು", "ಒಳ್ಳೆ ಊಟ, ಒಳ್ಳೆ ಮೂಡ್", "ಪ್ರೀತಿಯಿಂದ ಬಡಿಸಿದ್ದು"],
      openers: [
        "ಎಲ್ಲಾ ಫುಡೀಸ್ ಗಮನಿಸಿ — ಈ ಕ್ರೇವಿಂಗ್ ಸಂಪೂರ್ಣ ನ್ಯಾಯವಾದದ್ದು.",
        "ಒಳ್ಳೆ ಊಟಾನೇ ಮನಸ್ಸಿಗೆ ಬೆಸ್ಟ್ ಥೆರಪಿ.",
        "ಇವತ್ತು ನಿಮಗೆ ನೀವೇ ಟ್ರೀಟ್ ಕೊಟ್ಕೊಳ್ಳೋಕೆ ಇದೇ ಸರಿಯಾದ ಕಾರಣ.",
      ],
      lines: [
        "ಪ್ರತಿ ತುತ್ತಲ್ಲೂ ಒಂದು ಪುಟ್ಟ ಕಥೆ ಇದೆ.",
        "ಪ್ರೀತಿಯಿಂದ ಮಾಡಿದ್ದು, ಎಲ್ಲರ ಜೊತೆ ಹಂಚಿಕೊಂಡು ತಿನ್ನೋದಕ್ಕೆ.",
        "ಕೆಲವು ರುಚಿಗಳು ಥೇಟ್ ಮನೆ ಊಟದ ಹಾಗೇ ಅನ್ಸುತ್ತೆ.",
      ],
      description: ["ರುಚಿ, ತೃಪ್ತಿ ಮತ್ತು ಹಂಚಿಕೊಂಡು ತಿನ್ನುವ ಖುಷಿಯ ಬಗ್ಗೆ ಒಂದು ಫುಡ್ ಪೋಸ್ಟ್."],
      tags: ["ಊಟ"],
    },
    travel: {
      headings: ["ಸುತ್ತಿ, ಸವಿಯಿರಿ, ಮತ್ತೆ ಸುತ್ತಿ", "ಹೊಸ ಜಾಗ, ಹೊಸ ಕಥೆಗಳು", "ಪ್ರಯಾಣದ ನೆನಪುಗಳು"],
      openers: [
        "ಕೆಲವು ಜಾಗಗಳು ವಾಪಸ್ ಬಂದ ಮೇಲೂ ಮನಸ್ಸಲ್ಲೇ ಉಳಿದುಬಿಡುತ್ತವೆ.",
        "ಪ್ರತಿ ಪ್ರಯಾಣ ಮನಸ್ಸಲ್ಲಿ ಏನಾದ್ರೂ ಒಂದನ್ನ ಬಿಟ್ಟು ಹೋಗುತ್ತೆ.",
        "ಉದ್ದದ ದಾರಿಯನ್ನೇ ಆರಿಸಿ, ಚೆಂದದ ನೋಟಗಳು ಅಲ್ಲೇ ಸಿಗೋದು.",
      ],
      lines: ["ಲಗೇಜ್ ಕಮ್ಮಿ, ನೆನಪುಗಳು ಜಾಸ್ತಿ.", "ಒಳ್ಳೆ ಕಥೆಗಳೆಲ್ಲ ಶುರುವಾಗೋದು ಒಂದು ಪ್ರಯಾಣದಿಂದಲೇ.", "ಇಲ್ಲಿಗೂ ಅಲ್ಲಿಗೂ ನಡುವೆ ಎಲ್ಲೋ ಮನಸ್ಸಿಗೆ ನೆಮ್ಮದಿ ಸಿಕ್ತು."],
      description: ["ಹೊಸ ಜಾಗಗಳನ್ನು ಸುತ್ತುವ ಖುಷಿಯ ಬಗ್ಗೆ ಒಂದು ಟ್ರಾವೆಲ್ ಪೋಸ್ಟ್."],
      tags: ["ಪ್ರವಾಸ"],
    },
    fitness: {
      headings: ["ಒಂದು ವರ್ಕೌಟ್, ಒಂದು ಹೆಜ್ಜೆ ಮುಂದೆ", "ದಿನಾ ಸ್ವಲ್ಪ ಜಾಸ್ತಿ ಸ್ಟ್ರಾಂಗ್", "ಇವತ್ತಿನ ಬೆವರು, ನಾಳೆಯ ಹೊಳಪು"],
      openers: [
        "ಶಕ್ತಿ ಒಂದೇ ದಿನದಲ್ಲಿ ಬರಲ್ಲ, ದಿನಾ ಸ್ವಲ್ಪ ಸ್ವಲ್ಪ ಬೆಳೆಯುತ್ತೆ.",
        "ಮೋಟಿವೇಷನ್ ಬರುತ್ತೆ ಹೋಗುತ್ತೆ, ಶಿಸ್ತು ಮಾತ್ರ ಜೊತೆಗಿರುತ್ತೆ.",
        "ಇನ್ನೊಂದು ರೆಪ್, ಇನ್ನೊಂದು ಹೆಜ್ಜೆ, ಇನ್ನೂ ಬೆಟರ್ ನೀವು.",
      ],
      lines: ["ದೇಹ ಮಾಡುತ್ತೆ, ಮನಸ್ಸನ್ನ ಒಪ್ಪಿಸಬೇಕು ಅಷ್ಟೇ.", "ಪುಟ್ಟ ಪುಟ್ಟ ಗೆಲುವುಗಳೇ ದೊಡ್ಡ ಬದಲಾವಣೆ ತರುತ್ತವೆ.", "ಕಷ್ಟದ ದಿನಗಳಲ್ಲೂ ಹಾಜರಿ ಹಾಕಿ."],
      description: ["ನಿರಂತರ ಪರಿಶ್ರಮ ಮತ್ತು ಪ್ರಗತಿಯ ಬಗ್ಗೆ ಒಂದು ಫಿಟ್‌ನೆಸ್ ಪೋಸ್ಟ್."],
      tags: ["ವ್ಯಾಯಾಮ"],
    },
    tech: {
      headings: ["ದಿನನಿತ್ಯದ ಬದುಕಿಗೆ ಸ್ಮಾರ್ಟ್ ಅಪ್‌ಗ್ರೇಡ್", "ಕೆಲಸ ಸುಲಭ ಮಾಡೋ ಟೆಕ್", "ಸೆಟಪ್ ಗೋಲ್ಸ್"],
      openers: ["ಪುಟ್ಟ ಅಪ್‌ಗ್ರೇಡ್, ದೊಡ್ಡ ವ್ಯತ್ಯಾಸ.", "ಸರಿಯಾದ ಟೂಲ್ಸ್ ಇದ್ರೆ ಯಾವ ಕೆಲಸಾನೂ ಹಗುರ ಅನ್ಸುತ್ತೆ.", "ಗದ್ದಲ ಇಲ್ಲದೆ ಕೆಲಸ ಮುಗಿಸೋದೇ ಒಳ್ಳೆ ಟೆಕ್."],
      lines: ["ಕಷ್ಟ ಕಮ್ಮಿ, ಬುದ್ಧಿವಂತಿಕೆ ಜಾಸ್ತಿ.", "ನೀಟ್ ಸೆಟಪ್, ಕ್ಲಿಯರ್ ಮೈಂಡ್.", "ಒಂದು ಪುಟ್ಟ ಅಪ್‌ಗ್ರೇಡ್ ಇಡೀ ದಿನಾನೇ ಬದಲಾಯಿಸಬಹುದು."],
      description: ["ಕೆಲಸ ಮತ್ತು ಬದುಕನ್ನು ಸುಲಭ ಮಾಡುವ ಗ್ಯಾಜೆಟ್‌ಗಳ ಬಗ್ಗೆ ಒಂದು ಟೆಕ್ ಪೋಸ್ಟ್."],
      tags: ["ತಂತ್ರಜ್ಞಾನ"],
    },
    beauty: {
      headings: ["ಗ್ಲೋ ಮೋಡ್: ಆನ್", "ಒಳಗಿನಿಂದ ಹೊಳಪು", "ಸೆಲ್ಫ್ ಕೇರ್, ಯಾವಾಗಲೂ"],
      openers: ["ಸ್ವಲ್ಪ ಸೆಲ್ಫ್ ಕೇರ್ ಕೂಡ ತುಂಬಾ ದೂರ ಜೊತೆಗಿರುತ್ತೆ.", "ಸೆಲ್ಫ್ ಕೇರ್ ಸ್ವಾರ್ಥ ಅಲ್ಲ, ಅಗತ್ಯ.", "ಹೊಳಪು ಅಭ್ಯಾಸದಿಂದ ಬರುತ್ತೆ, ಫಿಲ್ಟರ್‌ನಿಂದ ಅಲ್ಲ."],
      lines: ["ಇವತ್ತು ಸ್ವಲ್ಪ ಸಮಯ ನಿಮಗೋಸ್ಕರ ಮಾತ್ರ ಇಟ್ಟುಕೊಳ್ಳಿ.", "ಸಿಂಪಲ್ ರುಟೀನ್, ಹ್ಯಾಪಿ ಸ್ಕಿನ್.", "ನಿಮ್ಮ ಚರ್ಮದಲ್ಲಿ ನೀವು ಆರಾಮಾಗಿರೋದೇ ನಿಜವಾದ ಸೌಂದರ್ಯ."],
      description: ["ಸೆಲ್ಫ್ ಕೇರ್ ಮತ್ತು ಸುಲಭ ಬ್ಯೂಟಿ ರುಟೀನ್ ಬಗ್ಗೆ ಒಂದು ಬ್ಯೂಟಿ ಪೋಸ್ಟ್."],
      tags: ["ಸೌಂದರ್ಯ"],
    },
  },
  tones: {
    friendly: {
      openers: ["ಎಲ್ಲರಿಗೂ ನಮಸ್ಕಾರ!", "ನಮಸ್ಕಾರ ಫ್ರೆಂಡ್ಸ್!", "ಹಾಯ್ ಫ್ರೆಂಡ್ಸ್!"],
      closers: ["ನಿಮ್ಮ ದಿನ ಸೂಪರ್ ಆಗಿರಲಿ.", "ಎಲ್ಲರಿಗೂ ತುಂಬಾ ಪಾಸಿಟಿವ್ ವೈಬ್ಸ್.", "ಈ ಪೋಸ್ಟ್ ನಿಮ್ಮ ದಿನವನ್ನ ಇನ್ನಷ್ಟು ಚೆಂದ ಮಾಡಲಿ ಅಂತ ಆಶಿಸ್ತೀವಿ."],
    },
    witty: {
      openers: ["ಮಜಾ ವಿಷಯ ಏನಂದ್ರೆ:", "ಬ್ರೇಕಿಂಗ್ ನ್ಯೂಸ್:", "ಕಥೆಯಲ್ಲಿ ಟ್ವಿಸ್ಟ್:"],
      closers: ["ದಿನದ ಪಾಸಿಟಿವ್ ವೈಬ್ಸ್ ಡೋಸ್ — ರೆಡಿ.", "ಬೇಸರ ಜೀರೋ, ಮಜಾ ನೂರು ಪರ್ಸೆಂಟ್.", "ಓವರ್‌ಥಿಂಕಿಂಗ್? ಇವತ್ತು ಚಾನ್ಸೇ ಇಲ್ಲ."],
    },
    inspiring: {
      openers: ["ಇವತ್ತಿಗೊಂದು ಪುಟ್ಟ ನೆನಪು:", "ಇವತ್ತು ಒಂದು ವಿಷಯ ನೆನಪಿಡಿ:", "ಪುಟ್ಟ ಹೆಜ್ಜೆಗಳ ಮೇಲೆ ನಂಬಿಕೆ ಇಡಿ."],
      closers: [
        "ಪುಟ್ಟ ಹೆಜ್ಜೆಗಳೂ ಮುಂದಕ್ಕೇ ಕರೆದೊಯ್ಯುತ್ತವೆ.",
        "ಮುಂದೆ ಸಾಗುತ್ತಿರಿ — ಒಳ್ಳೆ ದಿನಗಳು ಇನ್ನೂ ಬರಬೇಕಿದೆ.",
        "ಎಲ್ಲಿದ್ದೀರೋ ಅಲ್ಲಿಂದಲೇ ಶುರು ಮಾಡಿ; ಅಷ್ಟು ಸಾಕು.",
      ],
    },
    professional: {
      openers: ["ನಮ್ಮ ಪೇಜ್‌ನಲ್ಲಿ ಹೊಸದು:", "ಇಂದಿನ ವಿಶೇಷ:", "ಇಂದು ನಿಮ್ಮೊಂದಿಗೆ ಇದನ್ನು ಹಂಚಿಕೊಳ್ಳುತ್ತಿದ್ದೇವೆ."],
      closers: [
        "ನಿಮ್ಮ ಅಭಿಪ್ರಾಯಕ್ಕಾಗಿ ಕಾಯುತ್ತಿದ್ದೇವೆ.",
        "ಈ ಕಮ್ಯೂನಿಟಿಯ ಭಾಗವಾಗಿರುವುದಕ್ಕೆ ಧನ್ಯವಾದಗಳು.",
        "ಪ್ರತಿ ವಾರ ಇಂತಹ ಇನ್ನಷ್ಟು ಪೋಸ್ಟ್‌ಗಳಿಗಾಗಿ ನಮ್ಮನ್ನು ಫಾಲೋ ಮಾಡಿ.",
      ],
    },
    festive: {
      openers: ["ಬನ್ನಿ, ಸಂಭ್ರಮಿಸೋಣ!", "ಸಂಭ್ರಮದ ಸಮಯ ಬಂದಿದೆ!", "ಸೆಲೆಬ್ರೇಷನ್ ಮೋಡ್: ಆನ್!"],
      closers: ["ನಿಮಗೆ ತುಂಬಾ ಖುಷಿ ಮತ್ತು ನಗೋಕೆ ಸಾಕಷ್ಟು ಕಾರಣಗಳು ಸಿಗಲಿ.", "ಇಂತಹ ಖುಷಿಯ ಕ್ಷಣಗಳು ಮತ್ತೆ ಮತ್ತೆ ಬರಲಿ.", "ಈ ಸಂಭ್ರಮ ಯಾವಾಗಲೂ ಇರಲಿ!"],
    },
  },
  cta: ["ಹೇಗನ್ನಿಸ್ತು? ಕಾಮೆಂಟ್‌ನಲ್ಲಿ ಹೇಳಿ!", "ಆಮೇಲೆ ನೋಡೋಕೆ ಸೇವ್ ಮಾಡ್ಕೊಳ್ಳಿ.", "ಇದನ್ನ ನೋಡಲೇಬೇಕಾದ ಫ್ರೆಂಡ್‌ನ ಟ್ಯಾಗ್ ಮಾಡಿ.", "ಇದು ಇಷ್ಟ ಆಗೋರ ಜೊತೆ ಶೇರ್ ಮಾಡಿ."],
  languageTags: ["ಕನ್ನಡ"],
  ...sceneText({
    list,
    people: (n) => (n === 1 ? "ಒಬ್ಬ ವ್ಯಕ್ತಿ" : `${n} ಜನ`),
    colours: colourPhrase,
    light: { dark: "ಮಂದ ಬೆಳಕು", bright: "ತುಂಬು ಬೆಳಕು" },
    shapes: { portrait: "ಲಂಬ ಫೋಟೋ", landscape: "ಅಡ್ಡ ಫೋಟೋ", square: "ಚೌಕ ಫೋಟೋ" },
    sentence: (f) => `ಫೋಟೋದಲ್ಲಿ: ${f}.`,
  }),
};

const listLatn = joinWith("mattu");

/** Kannada in Latin letters as creators type it ("Heganistu?"), English words left as they are. */
export const knLatn: PhraseBank = {
  language: "kannada",
  script: "latin",
  objects: {
    cake: "cake",
    plate: "thatte",
    cup: "cup",
    bowl: "battalu",
    pizza: "pizza",
    fruit: "hannugalu",
    dog: "naayi",
    cat: "bekku",
    laptop: "laptop",
    phone: "phone",
    bicycle: "cycle",
    car: "car",
    backpack: "backpack",
    handbag: "handbag",
    suitcase: "suitcase",
    book: "pustaka",
    plant: "gida",
    ball: "chendu",
    bottle: "bottle",
  },
  colours: {
    red: "kempu",
    orange: "kittale",
    yellow: "haladi",
    green: "hasiru",
    blue: "neeli",
    purple: "nerale",
    pink: "gulabi",
    brown: "kandu",
    black: "kappu",
    white: "bili",
    grey: "boodu",
  },
  list: listLatn,
  objectLines: ["Frame-nalli {objects} — innenu beku?", "Ivattina photo stars: {objects}."],
  colourLines: [
    "{colours} bannagalu ee photo-ge jeeva tumbive.",
    "{colours} bannagala ee combination manassige hita kodutte.",
  ],
  lightLines: {
    dark: ["Manda belaku, special mood.", "Manda belakige tannade ondu magic ide."],
    bright: ["Tumbu belaku, ashte positive energy.", "Holeyuva belakalli photo innashtu chennagi kaanutte."],
  },
  peopleLines: {
    one: ["Obba vyakti, ondu frame, full style.", "Frame-nalli obbare, aadre gamanavella alle."],
    group: [
      "{count} jana, onde frame — ide nijavaada maja!",
      "Onde photo-dalli {count} jana, bore aago chance-e illa.",
    ],
  },
  peopleWords: ["vyakti", "obbare", "jana", "mandi", "person", "people"],
  fields: {
    lifestyle: {
      headings: ["Putta kshanagalu, dodda khushi", "Nemmadiya ondu dina"],
      openers: ["Kelavu dinagalu manasaare badukodakke iruttave.", "Dina nityada badukalle nijavaada khushi adagide."],
      lines: [
        "Badukanna chenda maadodu ee putta putta vishayagale.",
        "Aatura illa, galaate illa — ondu olle dina ashte.",
        "Vastugalalla, nenapugalanna koodidtiddeevi.",
      ],
      description: ["Dina nityada putta kshanagalannu saviyuva bagge ondu lifestyle post."],
      tags: ["kannadablogger"],
    },
    fashion: {
      headings: ["Ivattina look, ivattina mood", "Namma style, namma gurutu"],
      openers: ["Ondu maatu aadade naavenu anta helode style.", "Ivattu mood-ge takkante ready aagiddeevi."],
      lines: [
        "Olle dress, adakkinta olle confidence.",
        "Trend-galu bartave hogtave, namma style yaavaaglu irutte.",
        "Simple dress, aadre haako reeti special.",
      ],
      description: ["Swanta style mattu confidence bagge ondu fashion post."],
      tags: ["bengalurufashion"],
    },
    food: {
      headings: ["Olle oota, olle mood", "Preetiyinda badisiddu"],
      openers: ["Olle oota-ne manassige best therapy.", "Ivattu nimage neeve treat kotkolloke ide sariyaada kaarana."],
      lines: [
        "Prati tuttallu ondu putta kathe ide.",
        "Preetiyinda maadiddu, ellara jothe hanchikondu tinnodakke.",
        "Kelavu ruchigalu theet mane oota-da haage ansutte.",
      ],
      description: ["Ruchi, trupti mattu hanchikondu tinnuva khushiya bagge ondu food post."],
      tags: ["kannadafood"],
    },
    travel: {
      headings: ["Hosa jaaga, hosa kathegalu", "Prayaanada nenapugalu"],
      openers: [
        "Prati prayaana manassalli enaadru ondanna bittu hogutte.",
        "Uddada daariyanne aarisi, chendada notagalu alle sigodu.",
      ],
      lines: [
        "Luggage kammi, nenapugalu jaasti.",
        "Olle kathegalella shuruvaagodu ondu prayaanadindale.",
        "Illigu alligu naduve ello manassige nemmadi siktu.",
      ],
      description: ["Hosa jaagagalannu suttuva khushiya bagge ondu travel post."],
      tags: ["karnatakatourism"],
    },
    fitness: {
      headings: ["Dina swalpa jaasti strong", "Ivattina bevaru, naaleya holapu"],
      openers: [
        "Motivation bartte hogutte, shistu maatra jotegirutte.",
        "Innondu rep, innondu hejje, innu better neevu.",
      ],
      lines: [
        "Deha maadutte, manassanna oppisabeku ashte.",
        "Putta putta geluvugale dodda badalaavane taruttave.",
        "Kashtada dinagallu haajari haaki.",
      ],
      description: ["Nirantara parishrama mattu pragatiya bagge ondu fitness post."],
      tags: ["fitkannada"],
    },
    tech: {
      headings: ["Kelasa sulabha maado tech", "Setup goals"],
      openers: ["Sariyaada tools idre yaava kelasaanu hagura ansutte.", "Gaddala illade kelasa mugisode olle tech."],
      lines: [
        "Kashta kammi, buddhivantike jaasti.",
        "Neat setup, clear mind.",
        "Ondu putta upgrade idee dinaane badalaayisabahudu.",
      ],
      description: ["Kelasa mattu badukannu sulabha maaduva gadgets bagge ondu tech post."],
      tags: ["techkannada"],
    },
    beauty: {
      headings: ["Olaginda holapu", "Self-care, yaavaaglu"],
      openers: ["Self-care swaartha alla, agatya.", "Holapu abhyaasadinda bartte, filter-inda alla."],
      lines: [
        "Ivattu swalpa samaya nimagoskara maatra ittukolli.",
        "Simple routine, happy skin.",
        "Nimma skin-nalli neevu aaraamaagirode nijavaada saundarya.",
      ],
      description: ["Self-care mattu sulabha beauty routine bagge ondu beauty post."],
      tags: ["glowup"],
    },
  },
  tones: {
    friendly: {
      openers: ["Namaskaara friends!", "Hi friends!"],
      closers: ["Ellarigu tumba positive vibes.", "Ee post nimma dinavanna innashtu chenda maadali."],
    },
    witty: {
      openers: ["Breaking news:", "Katheyalli twist:"],
      closers: ["Besara zero, maja nooru percent.", "Overthinking? Ivattu chance-e illa."],
    },
    inspiring: {
      openers: ["Ivattu ondu vishaya nenapidi:", "Putta hejjegala mele nambike idi."],
      closers: ["Munde saagtiri — olle dinagalu innu barabekide.", "Elliddeero allinda shuru maadi; ashtu saaku."],
    },
    professional: {
      openers: ["Indina vishesha:", "Indu nimmondige idannu share maadtiddeevi."],
      closers: [
        "Ee community-ya bhaagavaagiruvudakke dhanyavaadagalu.",
        "Prati vaara intaha innashtu posts-gaagi nammannu follow maadi.",
      ],
    },
    festive: {
      openers: ["Sambhramada samaya bandide!", "Celebration mode: on!"],
      closers: ["Intaha khushiya kshanagalu matte matte barali.", "Ee sambhrama yaavaaglu irali!"],
    },
  },
  cta: [
    "Heganistu? Comment-nalli heli!",
    "Aamele nodoke save maadkolli.",
    "Idanna nodalebekaada friend-na tag maadi.",
    "Idu ishta aagora jothe share maadi.",
  ],
  languageTags: ["kannada"],
  ...sceneText({
    list: listLatn,
    people: (n) => (n === 1 ? "obba vyakti" : `${n} jana`),
    colours: (c) => (c.includes(" mattu ") ? `${c} bannagalu` : `${c} banna`),
    light: { dark: "manda belaku", bright: "tumbu belaku" },
    shapes: { portrait: "Lamba photo", landscape: "Adda photo", square: "Chowka photo" },
    sentence: (f) => `Photo-dalli: ${f}.`,
  }),
};
