import * as v from "valibot";
import { ErrorMessage } from "./errorCatalogue";
import { ApiError } from "./errors";

/**
 * Tolerant building blocks: federated data is messy, so a bad optional field
 * is dropped (replaced by its fallback) instead of failing a whole page.
 *
 * valibot rather than zod: its schemas are plain objects, built for next to
 * nothing when the start's code runs, and read its answers faster.
 */
export type Schema<Out = unknown> = v.GenericSchema<unknown, Out>;

/** A field that may be missing; a bad value reads as missing. */
export function optional<T extends Schema>(schema: T) {
  return v.fallback(v.optional(schema), undefined);
}

/** A field read as `fallback` when missing or bad. */
export function withDefault<T extends Schema>(schema: T, fallback: v.InferOutput<T>) {
  // valibot types a default as the schema's input; here it is one of its
  // outputs, which every schema this is used with reads as input too.
  return v.fallback(v.optional(schema, fallback as never), fallback);
}

/** A field read as null when missing, null or bad. */
export function nullable<T extends Schema>(schema: T) {
  return v.fallback(v.nullish(schema, null), null);
}

/**
 * A list where bad items are skipped rather than failing the list; a missing
 * or bad list reads as empty. Each read makes its own array, in one pass.
 */
export function tolerantArray<T extends Schema>(item: T) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (Array.isArray(value) ? parseEach(item, value) : [])),
    ),
    [],
  );
}

/** A JSON object of any fields, as sent; a list is not one. */
export const jsonObject = v.pipe(
  v.custom<Record<string, unknown>>((value) => !Array.isArray(value)),
  v.record(v.string(), v.unknown()),
);

/** A value's kind, for the log: never the value, which may be private. */
function kindOf(value: unknown): string {
  if (value === null) return "null";
  return Array.isArray(value) ? "array" : typeof value;
}

/**
 * Reads an answer with its schema. An answer that does not fit fails with the
 * catalogue's 'The server's answer could not be read' (the validator's own
 * text means nothing to a reader); where and what did not fit is logged.
 */
export function parse<T extends Schema>(schema: T, value: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const path = v.getDotPath(issue) ?? "(the answer)";
  console.error(
    `${ErrorMessage.unreadableAnswer}: at ${path}, expected ${issue.expected ?? issue.type}, received ${kindOf(issue.input)}`,
  );
  // An answer came, with a status that means success (0 would say none came).
  throw new ApiError(ErrorMessage.unreadableAnswer, 200);
}

/** Reads a value with its schema; null when it does not fit. */
export function parseOrNull<T extends Schema>(schema: T, value: unknown): v.InferOutput<T> | null {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : null;
}

/** Reads each item of a list; an item that does not fit is skipped. */
export function parseEach<T extends Schema>(
  schema: T,
  values: readonly unknown[],
): v.InferOutput<T>[] {
  return values.flatMap((value) => {
    const result = v.safeParse(schema, value);
    return result.success ? [result.output] : [];
  });
}
