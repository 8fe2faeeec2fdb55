import * as z from "zod/mini";

// Every schema module imports this one first, so this runs before any schema
// is built (zod reads it then). Without it zod compiles a parser for each
// object schema with `new Function` on its first use: at the start that costs
// more than it saves, and a strict Content-Security-Policy refuses it and
// reports a violation for zod's probe.
z.config({ jitless: true });

/**
 * Tolerant building blocks: federated data is messy, so a bad optional field
 * is dropped (replaced by its fallback) instead of failing a whole page.
 */
type Tolerant<Out> = z.ZodMiniType<Out>;

export function optional<T extends z.ZodMiniType>(schema: T): Tolerant<z.output<T> | undefined> {
  return z.catch(z.optional(schema), undefined);
}

export function withDefault<T extends z.ZodMiniType>(
  schema: T,
  fallback: z.output<T>,
): Tolerant<z.output<T>> {
  // zod's generics cannot see that fallback fits T's output; the signature says it.
  const value = fallback as never;
  return z.catch(z._default(schema, value), value);
}

export function nullable<T extends z.ZodMiniType>(schema: T): Tolerant<z.output<T> | null> {
  return z.catch(z._default(z.nullable(schema), null), null);
}

/** A list where bad items are skipped rather than failing the list. */
export function tolerantArray<T extends z.ZodMiniType>(item: T): Tolerant<z.output<T>[]> {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((values: unknown[]) =>
      values.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  );
}
