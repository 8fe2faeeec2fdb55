import { describe, expect, it } from "vitest";
import { parse } from "@/api/schema";
import { InstanceSchema } from "./instance";

describe("tolerant entity schemas", () => {
  it("reads an instance with defaults for what is missing", () => {
    const instance = parse(InstanceSchema, { uri: "example.org", title: "Example" });
    expect(instance.allow_unauthenticated.timeline_local).toBe(false);
    expect(instance.authentication_methods).toEqual(["password"]);
    expect(instance.configuration.statuses.max_characters).toBe(5000);
  });
});
