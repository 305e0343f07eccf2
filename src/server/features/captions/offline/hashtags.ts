/**
 * Stage 5 of the offline writer (decision 730), the tags: the subject's concepts first (their
 * English tag, and their tag in the post's language where people use one), then the note's and
 * the photo text's own words, the field, the language, and what else is in the photo. At most
 * one generic creator tag (#DesiVibes, #IndianCreators …) in the whole list.
 */
import type { ContentField, ScriptMode } from "#contract/captions.ts";
import { normalizeHashtags } from "#contract/hashtags.ts";
import type { LanguageCode } from "#contract/languages.ts";
import type { PostPlan } from "./plan.ts";
import type { Subject } from "./render.ts";

/**
 * English hashtags Indian creators use, per field: broad (large audiences), niche (a specific
 * community) and local (Indian).
 */
export const FIELD_TAGS: Readonly<Record<ContentField, { broad: string[]; niche: string[]; local: string[] }>> = {
  lifestyle: {
    broad: ["lifestyle", "lifestyleblogger", "everydaylife", "lifestylegram"],
    niche: ["SlowLiving", "EverydayMoments"],
    local: ["IndianLifestyle", "DesiLife"],
  },
  fashion: {
    broad: ["fashion", "ootd", "style", "fashionista"],
    niche: ["OutfitInspo", "StyleDiaries"],
    local: ["IndianFashion", "DesiStyle"],
  },
  food: {
    broad: ["foodie", "instafood", "foodphotography", "foodstagram"],
    niche: ["HomeCooking", "FoodBloggerLife"],
    local: ["IndianFood", "DesiFood"],
  },
  travel: {
    broad: ["travel", "travelgram", "wanderlust", "travelphotography"],
    niche: ["TravelDiaries", "ExploreMore"],
    local: ["IncredibleIndia", "IndiaTravel"],
  },
  fitness: {
    broad: ["fitness", "fitnessmotivation", "workout", "fitfam"],
    niche: ["WorkoutMotivation", "FitLife"],
    local: ["FitIndia", "IndianFitness"],
  },
  tech: {
    broad: ["tech", "technology", "gadgets", "techie"],
    niche: ["TechReview", "GadgetLover"],
    local: ["TechIndia", "IndianTech"],
  },
  beauty: {
    broad: ["beauty", "makeup", "skincare", "beautyblogger"],
    niche: ["SkincareRoutine", "MakeupLook"],
    local: ["IndianBeauty", "DesiBeauty"],
  },
};

/** Tags that say nothing about the post but "an Indian creator posted": at most one per list. */
export const GENERIC_TAGS = ["DesiVibes", "IndianCreators", "InstaIndia", "instadaily", "dailyvibes"] as const;
const GENERIC = new Set(GENERIC_TAGS.map((t) => t.toLowerCase()));

/** People are a subject without a concept of their own words: tags by how many. */
const PEOPLE_TAGS = { one: "PortraitPhotography", few: "CandidMoments", group: "GroupPhoto" } as const;

/** Tags from where and when the photo was taken, only when the plan says so. */
function sceneTags(plan: PostPlan): string[] {
  return [
    plan.night ? "NightPhotography" : "",
    plan.setting === "outdoors" ? "OutdoorVibes" : "",
    plan.setting === "indoors" ? "IndoorMoments" : "",
    plan.light === "dark" ? "MoodyLight" : "",
    plan.light === "bright" ? "BrightAndAiry" : "",
  ].filter(Boolean);
}

/** A tag from a creator's or the photo's words: the first three words, letters kept in their script ("MomsRajmaChawal", "नईबाइक"). */
export function tagFromWords(
  text: string | undefined,
  keep: (word: string) => boolean = () => true,
): string | undefined {
  if (!text) return undefined;
  const words = text
    .normalize("NFC")
    .replace(/['’]/gu, "")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => /\p{L}/u.test(w) && keep(w));
  if (words.length === 0) return undefined;
  const tag = words
    .slice(0, 3)
    .map((w) => (/^\p{Script=Latin}/u.test(w) ? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase() : w))
    .join("");
  return [...tag].length >= 3 && [...tag].length <= 30 ? tag : undefined;
}

function subjectTags(subject: Subject | undefined, language: LanguageCode, script: ScriptMode): string[] {
  if (!subject) return [];
  if (subject.kind === "people")
    return [subject.count >= 4 ? PEOPLE_TAGS.group : subject.count > 1 ? PEOPLE_TAGS.few : PEOPLE_TAGS.one];
  if (subject.kind === "faces") return [PEOPLE_TAGS.one];
  if (subject.kind === "words") return [];
  const own = script === "native" && language !== "english" ? (subject.concept.tags[language] ?? []) : [];
  const [first, ...rest] = subject.concept.tags.english;
  return [first ?? "", ...own.slice(0, 1), ...rest, ...own.slice(1)].filter(Boolean);
}

/** The ranked suggestion list (the post's set is its first `cap`), duplicates and extra generic tags removed. */
export function rankHashtags(input: {
  plan: PostPlan;
  field: ContentField;
  language: LanguageCode;
  script: ScriptMode;
  /** The field's tags in the post's language (phrase bank). */
  fieldTags: readonly string[];
  /** Tags naming the language or its community (phrase bank). */
  languageTags: readonly string[];
  /** The note's words as a tag, when the note says something the vocabulary does not know. */
  noteTag?: string;
  /** The read text's words as a tag. */
  textTag?: string;
  rotate: number;
}): string[] {
  const { plan } = input;
  const field = FIELD_TAGS[input.field];
  const broad = [...field.broad.slice(input.rotate % 2), ...field.broad.slice(0, input.rotate % 2)];
  const [subjectFirst, ...subjectRest] = subjectTags(plan.subject, input.language, input.script);
  const others = plan.others.flatMap((o) => subjectTags(o, input.language, input.script).slice(0, 1));
  const ranked = [
    subjectFirst,
    input.noteTag,
    input.textTag,
    subjectRest[0],
    broad[0],
    input.fieldTags[0],
    ...others,
    ...sceneTags(plan),
    field.niche[0],
    ...subjectRest.slice(1),
    field.local[0],
    ...input.languageTags,
    GENERIC_TAGS[1],
    broad[1],
    field.niche[1],
    ...input.fieldTags.slice(1),
    field.local[1],
    ...broad.slice(2),
  ].filter((t): t is string => typeof t === "string" && t.length > 0);
  let generic = 0;
  return normalizeHashtags(ranked).filter((tag) => !GENERIC.has(tag.toLowerCase()) || generic++ === 0);
}

/** At most this many of the user's own tags join the suggestions, so the writer's own still fit. */
export const BRAND_TAG_SUGGESTIONS_MAX = 5;

/**
 * The user's own tags placed right after the post's set (the first `cap`): suggestions the
 * user can pick, never replacing what the post carries. Duplicates go, the list stays ≤ 15.
 */
export function withBrandSuggestions(ranked: readonly string[], brandTags: readonly string[], cap: number): string[] {
  if (brandTags.length === 0) return [...ranked];
  const post = ranked.slice(0, cap);
  const inPost = new Set(post.map((tag) => tag.toLocaleLowerCase("en-IN")));
  const own = normalizeHashtags(brandTags)
    .filter((tag) => !inPost.has(tag.toLocaleLowerCase("en-IN")))
    .slice(0, BRAND_TAG_SUGGESTIONS_MAX);
  return normalizeHashtags([...post, ...own, ...ranked.slice(cap)]);
}
