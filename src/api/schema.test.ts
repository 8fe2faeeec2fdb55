import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./errors";
import {
  jsonObject,
  nullable,
  optional,
  parse,
  parseEach,
  parseOrNull,
  tolerantArray,
  withDefault,
} from "./schema";

const Entity = v.object({
  id: v.string(),
  name: withDefault(v.string(), "nobody"),
  note: nullable(v.string()),
  url: optional(v.string()),
  tags: tolerantArray(v.object({ name: v.string() })),
  config: withDefault(jsonObject, {}),
});

describe("tolerant fields", () => {
  it("read what is missing as its fallback, and leave an optional field out", () => {
    const entity = parse(Entity, { id: "1" });
    expect(entity).toEqual({ id: "1", name: "nobody", note: null, tags: [], config: {} });
    expect("url" in entity).toBe(false);
  });

  it("read a bad value as its fallback instead of failing the entity", () => {
    expect(
      parse(Entity, { id: "1", name: 7, note: false, url: [], tags: "x", config: ["a"] }),
    ).toEqual({ id: "1", name: "nobody", note: null, url: undefined, tags: [], config: {} });
  });

  it("keep good values as sent, and only the fields the schema names", () => {
    const sent = {
      id: "1",
      name: "Alice",
      note: "hi",
      url: "https://example.org/@alice",
      tags: [{ name: "a" }],
      config: { theme: "dark" },
    };
    expect(parse(Entity, { ...sent, extra: true })).toEqual(sent);
  });

  it("read null as the fallback of a field with a default", () => {
    expect(parse(Entity, { id: "1", name: null }).name).toBe("nobody");
  });

  it("give each entity a list of its own, also when the list is missing or bad", () => {
    const first = parse(Entity, { id: "1" });
    const second = parse(Entity, { id: "2" });
    const third = parse(Entity, { id: "3", tags: null });
    expect(third.tags).toEqual([]);
    expect(first.tags).not.toBe(second.tags);
    expect(second.tags).not.toBe(third.tags);
  });

  it("skip the items of a list that do not fit, keeping the rest in order", () => {
    expect(parse(Entity, { id: "1", tags: [{ name: "a" }, 3, {}, { name: "b" }] }).tags).toEqual([
      { name: "a" },
      { name: "b" },
    ]);
  });
});

describe("reading answers", () => {
  it("throws when a required field is missing or bad", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => parse(Entity, {})).toThrow();
    expect(() => parse(Entity, { id: 1 })).toThrow();
    expect(() => parse(Entity, null)).toThrow();
    log.mockRestore();
  });

  it("fails with the catalogue's message, not the validator's, and logs where", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const nested = () =>
      parse(v.object({ user: v.object({ id: v.number() }) }), {
        user: { id: "private words" },
      });
    expect(nested).toThrow(new ApiError("The server's answer could not be read", 200));
    expect(log).toHaveBeenCalledOnce();
    const logged = String(log.mock.calls[0]?.[0]);
    expect(logged).toContain("at user.id, expected number, received string");
    // The value itself (which may be private, or a token) is never logged.
    expect(logged).not.toContain("private");
    expect(() => parse(Entity, null)).toThrow("The server's answer could not be read");
    expect(String(log.mock.calls[1]?.[0])).toContain(
      "at (the answer), expected Object, received null",
    );
    log.mockRestore();
  });

  it("reads null for what does not fit, where the caller asks so", () => {
    expect(parseOrNull(Entity, { id: 2 })).toBeNull();
    expect(parseOrNull(Entity, { id: "2" })?.id).toBe("2");
  });

  it("reads each item of a page, skipping those that do not fit", () => {
    expect(parseEach(Entity, [{ id: "1" }, "broken", { id: "3" }]).map(({ id }) => id)).toEqual([
      "1",
      "3",
    ]);
  });
});
