import type { z } from "zod";
import { noBidiControlsCheck, storableCheck } from "#contract/text.ts";

/** One string a request schema accepts somewhere, found by walking the schema. */
export interface StringField {
  /** Keys from the top; "[]" stands for an element of an array. */
  path: string[];
  /** The string schema itself. */
  schema: z.ZodType;
  /** A zod string format (uuid, email, datetime …) when it is one. */
  format?: string;
  /** Carries the text rule's storable check (decision 010). */
  storable: boolean;
  /** Carries the one-line check (no bidi controls). */
  oneLine: boolean;
  /** Its maximum length, if any. */
  maxLength: number | null;
}

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * Every string inside a zod schema, through objects, arrays, unions, pipes (preprocess),
 * optional/nullable/default wrappers and the like. Unknown wrapper kinds throw, so a schema
 * shape this walker does not understand fails loudly instead of hiding its strings.
 */
export function stringFields(schema: z.ZodType, path: string[] = [], seen = new Set<unknown>()): StringField[] {
  // `seen` holds the schemas above this one only (a guard against recursive schemas): the same
  // schema used for two fields (firstName and lastName) is walked for each.
  if (seen.has(schema)) return [];
  seen.add(schema);
  try {
    return walkSchema(schema, path, seen);
  } finally {
    seen.delete(schema);
  }
}

function walkSchema(schema: z.ZodType, path: string[], seen: Set<unknown>): StringField[] {
  const def = defOf(schema);
  const walk = (inner: unknown, at = path) => stringFields(inner as z.ZodType, at, seen);
  switch (def.type) {
    case "string": {
      const checks = (def.checks as unknown[] | undefined) ?? [];
      return [
        {
          path,
          schema,
          format: (def as { format?: string }).format,
          storable: checks.includes(storableCheck),
          oneLine: checks.includes(noBidiControlsCheck),
          maxLength: (schema as unknown as { maxLength: number | null }).maxLength ?? null,
        },
      ];
    }
    case "object":
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
        walk(value, [...path, key]),
      );
    case "array":
      return walk(def.element, [...path, "[]"]);
    case "union":
      return (def.options as unknown[]).flatMap((option) => walk(option));
    case "intersection":
      return [...walk(def.left), ...walk(def.right)];
    case "pipe":
      return [...walk(def.in), ...walk(def.out)];
    case "record":
      return [...walk(def.keyType, [...path, "{key}"]), ...walk(def.valueType, [...path, "{}"])];
    case "tuple":
      return (def.items as unknown[]).flatMap((item, i) => walk(item, [...path, String(i)]));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "catch":
    case "readonly":
      return walk(def.innerType);
    case "lazy":
      return walk((def.getter as () => unknown)());
    case "transform":
    case "literal":
    case "enum":
    case "number":
    case "boolean":
    case "bigint":
    case "date":
    case "null":
    case "undefined":
    case "custom":
      return [];
    default:
      throw new Error(`stringFields: schema kind "${def.type}" at ${path.join(".") || "(top)"} is not handled`);
  }
}

/** The formats whose zod pattern admits only ASCII, so they need no text rule of their own. */
export const ASCII_FORMATS = new Set(["uuid", "email", "datetime"]);
