import type { JsonSchema } from "#contract/openapi.ts";

/** One field of an object schema, as the reference lists it. */
export interface Field {
  name: string;
  type: string;
  required: boolean;
  /** Limits and defaults in words: "1–150 characters", "default: english". */
  notes: string[];
  description?: string;
}

const asSchema = (value: unknown): JsonSchema => (value && typeof value === "object" ? (value as JsonSchema) : {});

/** A schema's type in words: "string (uuid)", "array of string", "string or null", "one of: a, b". */
export function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.enum))
    return `one of: ${(schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
  if ("const" in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as unknown[]).map((s) => typeOf(asSchema(s))).join(" or ");
  if (schema.type === "array") return `array of ${typeOf(asSchema(schema.items))}`;
  if (schema.type === "object" && schema.additionalProperties && !schema.properties) {
    return `object of ${typeOf(asSchema(schema.additionalProperties))}`;
  }
  if (typeof schema.type === "string") return schema.format ? `${schema.type} (${schema.format})` : schema.type;
  return "any";
}

/** A schema's limits and default in words. */
export function notesOf(schema: JsonSchema): string[] {
  const notes: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    if (typeof min === "number" && typeof max === "number") notes.push(`${min}–${max}${unit}`);
    else if (typeof min === "number") notes.push(`at least ${min}${unit}`);
    else if (typeof max === "number") notes.push(`at most ${max}${unit}`);
  };
  range(schema.minLength, schema.maxLength, " characters");
  range(schema.minimum, schema.maximum, "");
  range(schema.minItems, schema.maxItems, " items");
  if (schema.type === "array") notes.push(...notesOf(asSchema(schema.items)).map((n) => `each ${n}`));
  if (Array.isArray(schema.anyOf)) {
    for (const option of schema.anyOf as unknown[]) notes.push(...notesOf(asSchema(option)));
  }
  if ("default" in schema) notes.push(`default: ${JSON.stringify(schema.default)}`);
  return notes;
}

/** The top-level fields of an object schema, required ones first. */
export function fieldsOf(schema: JsonSchema | undefined): Field[] {
  if (!schema) return [];
  const properties = asSchema(schema.properties);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties)
    .map(([name, value]) => {
      const property = asSchema(value);
      return {
        name,
        type: typeOf(property),
        // A field with a default may be left out of a request.
        required: required.has(name) && !("default" in property),
        notes: notesOf(property),
        ...(typeof property.description === "string" ? { description: property.description } : {}),
      };
    })
    .sort((a, b) => Number(b.required) - Number(a.required));
}
