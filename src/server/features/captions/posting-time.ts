import type { ContentField } from "#contract/captions.ts";
import type { DetectableObject, ImageAnalysis } from "./offline/types.ts";
import { confidentObjects } from "./offline/writer.ts";

/**
 * Posting-time suggestions: a documented rule of thumb
 * (docs/decisions/007-posting-time-and-generation-quota.md), not a measurement of the user's
 * audience; which field it is for is decided as in docs/decisions/201-posting-time-field.md. Indian Instagram audiences are most active
 * around the evening commute and after dinner on weekdays (19:00–22:00 IST) and later in the
 * morning at weekends; each field shifts that by the routine its audience keeps.
 */
const WINDOWS: Record<ContentField, { weekday: [number, number]; weekend: [number, number]; why: string }> = {
  food: {
    weekday: [12, 30],
    weekend: [11, 0],
    why: "food posts do best just before meals, when people plan what to eat",
  },
  fitness: { weekday: [6, 30], weekend: [8, 0], why: "fitness audiences scroll before their morning workout" },
  tech: { weekday: [13, 0], weekend: [11, 0], why: "tech audiences read during the lunch break on working days" },
  travel: {
    weekday: [20, 0],
    weekend: [10, 0],
    why: "travel is planned in relaxed hours: weekday evenings and weekend mornings",
  },
  fashion: { weekday: [20, 0], weekend: [12, 0], why: "fashion and shopping browsing peaks after work" },
  beauty: { weekday: [20, 30], weekend: [12, 0], why: "beauty routines and browsing happen in the evening" },
  lifestyle: { weekday: [19, 30], weekend: [11, 0], why: "lifestyle audiences are most active after the working day" },
};

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * Objects that say which field a photo belongs to. Most detectable objects say nothing about
 * the field (a dog, a book, a car, a bottle, a plant) and are left out.
 */
const FIELD_OF_OBJECT: Partial<Record<DetectableObject, ContentField>> = {
  cake: "food",
  plate: "food",
  cup: "food",
  bowl: "food",
  pizza: "food",
  fruit: "food",
  laptop: "tech",
  phone: "tech",
  suitcase: "travel",
  backpack: "travel",
  ball: "fitness",
  bicycle: "fitness",
  handbag: "fashion",
};

/**
 * The field the selected photos point to, from their stored analyses: each confidently
 * detected object votes for its field; the field with most votes wins (a tie goes to the
 * field seen first: the first photo's, most confident detection first). Undefined when
 * nothing points anywhere.
 */
export function fieldFromAnalyses(analyses: readonly ImageAnalysis[]): ContentField | undefined {
  const votes = new Map<ContentField, number>();
  for (const analysis of analyses) {
    for (const object of confidentObjects([analysis])) {
      const field = FIELD_OF_OBJECT[object];
      if (field) votes.set(field, (votes.get(field) ?? 0) + 1);
    }
  }
  let best: ContentField | undefined;
  for (const [field, count] of votes) if (best === undefined || count > (votes.get(best) ?? 0)) best = field;
  return best;
}

export interface PostingTime {
  /** When to post, in words (e.g. "Today, 7:30 PM IST"). */
  recommendedTime: string;
  /** The same moment as an ISO timestamp. */
  at: string;
  reasoning: string;
  basis: string;
}

const format = (hours: number, minutes: number) => {
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"} IST`;
};

/** The next good time to post for this field, from `now`, in IST. */
export function recommendPostingTime(field: ContentField, now: Date): PostingTime {
  const window = WINDOWS[field];
  for (let dayOffset = 0; dayOffset < 8; dayOffset++) {
    const ist = new Date(now.getTime() + IST_OFFSET_MS + dayOffset * 86_400_000);
    const weekday = ist.getUTCDay();
    const isWeekend = weekday === 0 || weekday === 6;
    const [hours, minutes] = isWeekend ? window.weekend : window.weekday;
    const at = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), hours, minutes) - IST_OFFSET_MS;
    if (at <= now.getTime() + 15 * 60 * 1000) continue;
    const day = dayOffset === 0 ? "Today" : dayOffset === 1 ? "Tomorrow" : DAY_NAMES[weekday];
    return {
      recommendedTime: `${day}, ${format(hours, minutes)}`,
      at: new Date(at).toISOString(),
      reasoning: `${isWeekend ? "On weekends" : "On weekdays"}, ${window.why}.`,
      basis: "A general guide to when Indian Instagram audiences are active, not a measurement of your followers.",
    };
  }
  throw new Error("no posting time found in a week");
}
