import { z } from "zod";
import { VERDICTS } from "@/lib/fact-check/verdict";

/** Building blocks the API's answer schemas share. */

/**
 * A whole number read from a query string, with the API's messages: "limit must be a number",
 * "… a whole number", "… at least 1", "… at most 50" (with the unit, e.g. "at most 365 days").
 */
export function queryWholeNumber(name: string, { min, max, unit }: { min: number; max?: number; unit?: string }) {
  const amount = (value: number) => (unit ? `${value} ${unit}${value === 1 ? "" : "s"}` : String(value));
  const atLeast = z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${amount(min)}`);
  return max === undefined ? atLeast : atLeast.max(max, `${name} must be at most ${amount(max)}`);
}

/** A percentage, 0-100, as a whole number. */
export const percentSchema = z.int().min(0).max(100);

/** One of the seven verdicts. */
export const verdictStatusSchema = z.enum(VERDICTS);

/** An ISO 8601 timestamp, as answers carry dates and times. */
export const dateTimeSchema = z.iso.datetime();

/** A calendar date, YYYY-MM-DD. */
export const dateSchema = z.iso.date();

/** The account endpoints' answer for one thing: `{item}`. */
export const itemOf = <Schema extends z.ZodType>(item: Schema) => z.object({ item });

/** The account endpoints' answer for a list: `{items: [...]}`. */
export const itemsOf = <Schema extends z.ZodType>(item: Schema) => z.object({ items: z.array(item) });

/**
 * A reference to a named schema with a description of its own (the field's, not the schema's):
 * the document then shows `{$ref, description}`.
 */
export const describedRef = <Schema extends z.ZodType>(schema: Schema, description: string) => z.lazy(() => schema).meta({ description });
