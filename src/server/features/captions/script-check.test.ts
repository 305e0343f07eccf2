import { describe, expect, it } from "vitest";
import type { LanguageCode } from "#contract/languages.ts";
import {
  checkLanguage,
  excusedLatinLetters,
  measureScripts,
  neighbourEvidence,
  scriptShare,
  transliteratedEnglish,
} from "./script-check.ts";

// Real, everyday sentences as a creator would post them, one or two per language.
const SAMPLES: Record<LanguageCode, string> = {
  english: "Sunday brunch done right. Tell me your go-to comfort food in the comments! #foodie",
  hindi: "आज का खाना घर जैसा स्वाद लिए हुए है। आप भी बताइए, आपकी फ़ेवरेट डिश कौन सी है? #IndianFood",
  marathi: "आजचा नाश्ता एकदम घरच्यासारखा आहे. तुमचा आवडता पदार्थ कोणता? कमेंटमध्ये नक्की सांगा!",
  tamil: "இன்னைக்கு சாப்பாடு வீட்டு சுவையில சூப்பரா இருக்கு. உங்க ஃபேவரைட் டிஷ் எது? கமெண்ட்ல சொல்லுங்க!",
  telugu: "ఈ రోజు భోజనం ఇంటి రుచిలా ఉంది. మీకు ఇష్టమైన వంటకం ఏంటి? కామెంట్‌లో చెప్పండి!",
  gujarati: "આજનું જમવાનું એકદમ ઘર જેવું સ્વાદિષ્ટ છે. તમારી મનપસંદ વાનગી કઈ? કમેન્ટમાં જણાવો!",
  bengali: "আজকের খাবারে একদম বাড়ির স্বাদ। আপনার প্রিয় পদ কোনটা? কমেন্টে জানান!",
  kannada: "ಇವತ್ತಿನ ಊಟ ಮನೆ ರುಚಿಯ ಹಾಗೇ ಇದೆ. ನಿಮ್ಮ ನೆಚ್ಚಿನ ತಿನಿಸು ಯಾವುದು? ಕಾಮೆಂಟ್‌ನಲ್ಲಿ ಹೇಳಿ!",
  punjabi: "ਅੱਜ ਦਾ ਖਾਣਾ ਬਿਲਕੁਲ ਘਰ ਵਰਗਾ ਸੁਆਦ ਦਿੰਦਾ ਹੈ। ਤੁਹਾਡੀ ਮਨਪਸੰਦ ਡਿਸ਼ ਕਿਹੜੀ ਹੈ? ਕਮੈਂਟ ਵਿੱਚ ਦੱਸੋ!",
  malayalam: "ഇന്നത്തെ ഭക്ഷണത്തിന് വീട്ടിലെ രുചിയാണ്. നിങ്ങളുടെ ഇഷ്ട വിഭവം ഏതാണ്? കമന്റിൽ പറയൂ!",
  urdu: "آج کا کھانا بالکل گھر جیسا مزیدار ہے۔ آپ کی پسندیدہ ڈش کون سی ہے؟ کمنٹ میں ضرور بتائیں!",
  odia: "ଆଜିର ଖାଇବା ଏକଦମ ଘର ଭଳି ସୁଆଦିଆ। ଆପଣଙ୍କ ପ୍ରିୟ ଖାଦ୍ୟ କଣ? କମେଣ୍ଟରେ କୁହନ୍ତୁ!",
};

const LANGS = Object.keys(SAMPLES) as LanguageCode[];

describe("measureScripts", () => {
  it("counts letters and vowel signs, ignoring digits, punctuation, emoji, tags, mentions and URLs", () => {
    const profile = measureScripts("नमस्ते 123!! 🎉🍰 #Foodie @ck_creator https://example.com/x");
    expect(profile.counts.Latin ?? 0).toBe(0);
    expect(profile.dominant).toBe("Devanagari");
    expect(profile.letters).toBe([..."नमस्ते"].length);
  });

  it("finds each language's own script in its sample", () => {
    const expected: Record<LanguageCode, string> = {
      english: "Latin",
      hindi: "Devanagari",
      marathi: "Devanagari",
      tamil: "Tamil",
      telugu: "Telugu",
      gujarati: "Gujarati",
      bengali: "Bengali",
      kannada: "Kannada",
      punjabi: "Gurmukhi",
      malayalam: "Malayalam",
      urdu: "Arabic",
      odia: "Odia",
    };
    for (const code of LANGS) expect(measureScripts(SAMPLES[code]).dominant, code).toBe(expected[code]);
  });

  it("reports the share of one script", () => {
    expect(scriptShare("abc कख", "Latin")).toBeCloseTo(3 / 5);
    expect(scriptShare("🎉 123", "Latin")).toBe(0);
  });
});

describe("checkLanguage", () => {
  it("accepts a real sentence in each of the 12 languages", () => {
    for (const code of LANGS) expect(checkLanguage(SAMPLES[code], code), code).toEqual({ ok: true });
  });

  it("refuses every other language's sample unless it is written in the same script and language", () => {
    for (const requested of LANGS) {
      for (const given of LANGS) {
        if (given === requested) continue;
        const result = checkLanguage(SAMPLES[given], requested);
        expect(result.ok, `${given} text checked as ${requested}`).toBe(false);
      }
    }
  });

  it("explains a wrong script precisely", () => {
    const result = checkLanguage(SAMPLES.tamil, "telugu");
    expect(result).toEqual({ ok: false, reason: expect.stringContaining("0 % of letters are Telugu") });
    if (!result.ok) expect(result.reason).toContain("most letters are Tamil");
  });

  it("tolerates a few Latin loanwords and brand names but not a mostly English caption", () => {
    expect(checkLanguage("आज का OOTD एकदम कमाल का है, आपको कैसा लगा? बताइए ज़रूर।", "hindi").ok).toBe(true);
    expect(checkLanguage("Today's OOTD is super cool, बताइए", "hindi").ok).toBe(false);
  });

  it("refuses text with no letters", () => {
    expect(checkLanguage("🎉🎉 123 #foodie", "hindi")).toEqual({
      ok: false,
      reason: "has no letters; expected Hindi in Devanagari",
    });
  });

  it("accepts romanised Indic in latin mode and refuses native script there", () => {
    expect(checkLanguage("Aaj ka khana ekdum ghar jaisa hai, aap bhi batao!", "hindi", { script: "latin" }).ok).toBe(
      true,
    );
    expect(checkLanguage("Indru saapadu semma taste-a irukku!", "tamil", { script: "latin" }).ok).toBe(true);
    expect(checkLanguage(SAMPLES.hindi, "hindi", { script: "latin" }).ok).toBe(false);
  });
});

describe("neighbours sharing a script", () => {
  it("tells Marathi from Hindi both ways", () => {
    expect(checkLanguage(SAMPLES.marathi, "hindi")).toEqual({
      ok: false,
      reason: expect.stringContaining("reads as Marathi, not Hindi"),
    });
    expect(checkLanguage(SAMPLES.hindi, "marathi")).toEqual({
      ok: false,
      reason: expect.stringContaining("reads as Hindi, not Marathi"),
    });
    const marathi = "ही संध्याकाळ खूप सुंदर आहे आणि मला ती कायम लक्षात राहील.";
    expect(checkLanguage(marathi, "marathi").ok).toBe(true);
    expect(checkLanguage(marathi, "hindi").ok).toBe(false);
    const hindi = "यह शाम बहुत खूबसूरत है और मुझे हमेशा याद रहेगी।";
    expect(checkLanguage(hindi, "hindi").ok).toBe(true);
    expect(checkLanguage(hindi, "marathi").ok).toBe(false);
  });

  it("uses the Marathi-only letter ळ and genitive suffixes as signals", () => {
    const evidence = neighbourEvidence("सकाळची वेळ, घराचे अंगण", "hindi");
    expect(evidence?.neighbour).toBeGreaterThanOrEqual(2);
  });

  it("does not decide on one stray word, and accepts short headings with no signal", () => {
    expect(checkLanguage("मस्त वीकेंड", "hindi").ok).toBe(true);
    expect(checkLanguage("मस्त वीकेंड", "marathi").ok).toBe(true);
    expect(checkLanguage("आज मैं बहुत खुश हूँ, काम खूप था", "hindi").ok).toBe(true);
  });

  it("tells Urdu from Persian and Arabic", () => {
    const persian = "این غذا خیلی خوشمزه است و ما از آن لذت بردیم. نظر شما چیست؟";
    const arabic = "هذا الطعام لذيذ جدا في هذا المساء، شاركونا رأيكم في التعليقات";
    expect(checkLanguage(persian, "urdu")).toEqual({
      ok: false,
      reason: expect.stringContaining("reads as Persian or Arabic, not Urdu"),
    });
    expect(checkLanguage(arabic, "urdu").ok).toBe(false);
    expect(checkLanguage("شام کی روشنی میں چائے کا مزہ ہی کچھ اور ہے", "urdu").ok).toBe(true);
  });

  it("refuses long Arabic-script text with no Urdu-specific letter or word", () => {
    const noUrduSignals = "خیلی زیبا و دلنشین بود شب گذشته در باغ شهر زیر نور ماه";
    const result = checkLanguage(noUrduSignals, "urdu");
    expect(result.ok).toBe(false);
  });

  it("tells Bengali from Assamese", () => {
    const assamese = "আজিৰ আহাৰ বৰ সোৱাদ আৰু মই বৰ ভাল পালোঁ, আপোনালোকে কমেন্টত কওক";
    expect(checkLanguage(assamese, "bengali")).toEqual({
      ok: false,
      reason: expect.stringContaining("reads as Assamese, not Bengali"),
    });
  });
});

describe("Latin letters a native-script text may carry (issue 28)", () => {
  // A Tamil caption that quotes the shop sign the photo shows, as the prompt asks.
  const tamil = "SARAVANA BHAVAN-ல் காலை டிபன்: சூடான இட்லி, மொறுமொறு தோசை, மணக்கும் சாம்பார்!";

  it("leaves out the sign's words read from the photo, names and quoted text", () => {
    // Without knowing what the photo shows, a capitalised name is still a name.
    expect(checkLanguage(tamil, "tamil").ok).toBe(true);
    expect(checkLanguage(tamil, "tamil", { quoted: ["SARAVANA BHAVAN"] }).ok).toBe(true);
    // A lower-case word read from the photo counts as the photo's, not as a switch to English.
    const lower = "saravana bhavan-ல் காலை டிபன்: சூடான இட்லி, மொறுமொறு தோசை!";
    expect(checkLanguage(lower, "tamil").ok).toBe(false);
    expect(checkLanguage(lower, "tamil", { quoted: ["Saravana Bhavan"] }).ok).toBe(true);
    // Words in quotation marks are quoted as written.
    expect(checkLanguage('கடையின் பலகையில் "fresh filter coffee" என்று எழுதியிருக்கு!', "tamil").ok).toBe(true);
    expect(excusedLatinLetters('"fresh filter coffee" Chennai', [])).toBe("freshfiltercoffeeChennai".length);
  });

  it("does not let names and quotes carry a text that is mostly Latin", () => {
    const mostlyEnglish = "Best Filter Coffee In Chennai At Saravana Bhavan, சூப்பர்!";
    expect(checkLanguage(mostlyEnglish, "tamil")).toEqual({
      ok: false,
      reason: expect.stringContaining("letters are Tamil"),
    });
    // Only names: the heading is not in Tamil at all.
    expect(checkLanguage("SARAVANA BHAVAN", "tamil", { quoted: ["SARAVANA BHAVAN"] }).ok).toBe(false);
    // An English sentence in lower case is not excused by capitals or quotes.
    expect(checkLanguage("best coffee in town, சூப்பர்", "tamil").ok).toBe(false);
  });

  it("changes nothing for a text that must be in Latin letters", () => {
    expect(checkLanguage("Chai aur baarish, bas yahi chahiye", "hindi", { script: "latin" }).ok).toBe(true);
  });
});

describe("transliterated English is not Hindi (issue 28)", () => {
  it.each([
    ["फ़ोटो शूट वेरी नाइस", "hindi"],
    ["दिस इज़ माय फेवरेट कैफ़े", "hindi"],
    ["वेरी नाइस फ़ूड एंड वेरी गुड वाइब्स टुडे", "hindi"],
    ["फ़ोटो शूट वेरी नाइस", "marathi"],
  ] as const)("refuses %s as %s", (text, language) => {
    expect(checkLanguage(text, language)).toEqual({
      ok: false,
      reason: expect.stringContaining("reads as English spelt in Devanagari letters"),
    });
  });

  it.each([
    // English loanwords Hindi speakers use, in Hindi sentences.
    "आज का फ़ोटो शूट बहुत मज़ेदार रहा, आप भी बताइए कैसा लगा?",
    "हैप्पी बर्थडे माँ! आपके हाथ का केक हमेशा बेस्ट होता है।",
    "मस्त वीकेंड",
    SAMPLES.hindi,
  ])("accepts the Hindi %s", (text) => {
    expect(checkLanguage(text, "hindi").ok).toBe(true);
  });

  it("accepts Marathi with a loanword", () => {
    expect(checkLanguage("आजचा फोटो शूट खूप छान झाला, तुम्हाला कसा वाटला?", "marathi").ok).toBe(true);
  });

  it("counts English words against the language's own function words", () => {
    expect(transliteratedEnglish("फ़ोटो शूट वेरी नाइस", "hindi")).toEqual({ english: 2, own: 0, words: 4 });
    expect(transliteratedEnglish("यह फ़ोटो वेरी नाइस है और सबको पसंद आया", "hindi")).toMatchObject({
      english: 2,
      own: 3,
    });
  });
});
