/** The whole concept vocabulary (issue 26): one list, each file a group of subjects. */
import { CONCEPTS as COCO } from "./concepts/coco.ts";
import { CONCEPTS as EVERYDAY } from "./concepts/everyday.ts";
import { CONCEPTS as FESTIVALS_OCCASIONS } from "./concepts/festivals-occasions.ts";
import { CONCEPTS as FOOD_DRINK } from "./concepts/food-drink.ts";
import type { Concept } from "./types.ts";

export const VOCABULARY: readonly Concept[] = [...COCO, ...FOOD_DRINK, ...FESTIVALS_OCCASIONS, ...EVERYDAY];
