import type { ContentField } from "#contract/captions.ts";
import type { ExtraObject } from "./photo-words.ts";
import type { DetectableObject, ImageAnalysis } from "./types.ts";

/**
 * English hashtags Indian creators use, per field: broad (large audiences), niche (a specific
 * community) and local (Indian). The ranked list mixes them so that its first five already
 * hold a broad, a niche and a local tag (decisions.md, AI).
 */
export const FIELD_TAGS: Readonly<Record<ContentField, { broad: string[]; niche: string[]; local: string[] }>> = {
  lifestyle: {
    broad: ["lifestyle", "instadaily", "dailyvibes", "lifestyleblogger"],
    niche: ["SlowLiving", "EverydayMoments"],
    local: ["DesiVibes", "IndianLifestyle"],
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

/** Niche tags for detected objects: a real community around the thing in the photo. */
export const OBJECT_TAGS: Readonly<Record<DetectableObject, string>> = {
  cake: "CakeLovers",
  plate: "FoodPlating",
  cup: "CuppaTime",
  bowl: "BowlGoals",
  pizza: "PizzaLover",
  fruit: "EatFresh",
  dog: "DogsOfInstagram",
  cat: "CatsOfInstagram",
  laptop: "DeskSetup",
  phone: "SmartphoneLife",
  bicycle: "CyclingLife",
  car: "CarsOfInstagram",
  backpack: "BackpackerLife",
  handbag: "HandbagLove",
  suitcase: "PackYourBags",
  book: "Bookstagram",
  plant: "PlantLove",
  ball: "SportsLife",
  bottle: "StayHydrated",
};

/** Niche tags for the objects only the photo layer names (decision 204). */
export const EXTRA_TAGS: Readonly<Record<ExtraObject | "person" | "face", string>> = {
  table: "TableScape",
  chair: "InteriorDetails",
  sofa: "CosyCorner",
  tv: "MovieNight",
  clock: "TimeMatters",
  umbrella: "RainyDays",
  bench: "ParkBench",
  bus: "StreetPhotography",
  truck: "RoadLife",
  motorbike: "BikeLife",
  trafficLight: "CityStreets",
  bird: "BirdPhotography",
  cutlery: "DinnerTime",
  tie: "SuitedUp",
  person: "PortraitPhotography",
  face: "Portraits",
};

/** Every tag sceneTags can give (niche tags about the photo's scene). */
export const SCENE_TAGS = [
  "GroupPhoto",
  "NightPhotography",
  "BlueSky",
  "OutdoorVibes",
  "CosyVibes",
  "WarmTones",
  "MoodyLight",
] as const;

/** Tags from where and when the photo was taken, only when analysis was sure. */
function sceneTags(scene: ImageAnalysis | undefined, people: number): string[] {
  if (!scene) return [];
  const tags: string[] = [];
  if (people >= 4) tags.push("GroupPhoto");
  if (scene.timeOfDay === "night") tags.push("NightPhotography");
  if (scene.timeOfDay === "day") tags.push("BlueSky");
  if (scene.setting === "outdoors") tags.push("OutdoorVibes");
  if (scene.setting === "indoors" && scene.warmth === "warm") tags.push("CosyVibes");
  if (!scene.setting && scene.warmth === "warm") tags.push("WarmTones");
  if (scene.brightness === "dark") tags.push("MoodyLight");
  return tags;
}

/** Indian creator-community tags added to every list. */
export const INDIAN_TAGS = ["IndianCreators", "InstaIndia"] as const;

/**
 * The ranked suggestion list: broad, niche (object first), local, a tag in the post's language,
 * then the rest. Duplicates are removed later by normalizeHashtags.
 */
export function rankHashtags(input: {
  field: ContentField;
  objects: readonly DetectableObject[];
  nativeFieldTags: readonly string[];
  languageTags: readonly string[];
  rotate: number;
  /** The main subject's key (a detectable object, an extra object, "person" or "face"). */
  subject?: string;
  /** The cover photo's analysis, for tags about setting, time and light. */
  scene?: ImageAnalysis;
  /** A tag made from the text read in the photo ("ChaiPoint"), first among the niche tags. */
  textTag?: string;
}): string[] {
  const tags = FIELD_TAGS[input.field];
  const subjectTag = input.subject
    ? ((OBJECT_TAGS as Record<string, string>)[input.subject] ?? (EXTRA_TAGS as Record<string, string>)[input.subject])
    : undefined;
  const objectTags = [
    ...(input.textTag ? [input.textTag] : []),
    ...(subjectTag ? [subjectTag] : []),
    ...input.objects.map((o) => OBJECT_TAGS[o]),
    ...sceneTags(input.scene, input.scene?.peopleCount ?? 0),
  ];
  const broad = [...tags.broad.slice(input.rotate % 2), ...tags.broad.slice(0, input.rotate % 2)];
  const niche = [...objectTags, ...tags.niche];
  const native = [...input.nativeFieldTags, ...input.languageTags];
  return [
    broad[0],
    niche[0],
    tags.local[0],
    native[0],
    INDIAN_TAGS[0],
    broad[1],
    niche[1],
    native[1],
    tags.local[1],
    INDIAN_TAGS[1],
    ...broad.slice(2),
    ...niche.slice(2),
    ...native.slice(2),
  ].filter((t): t is string => typeof t === "string" && t.length > 0);
}
