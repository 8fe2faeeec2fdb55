import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeUser, USER_PERMISSIONS } from "@/test/fixtures";
import { useProfileFields } from "./useProfileFields";

const user = makeUser(USER_PERMISSIONS, {
  display_name: "Alice",
  locked: true,
  mention_policy: "only_known",
  note: "<p>Rendered bio</p>",
  fields: [{ name: "Site", value: '<a href="https://alice.example">alice.example</a>' }],
  source: { note: "Typed bio", fields: [{ name: "Site", value: "https://alice.example" }] },
});

describe("the profile form's text", () => {
  it("starts from the user's source: the bio and fields as typed", () => {
    const { result } = renderHook(() => useProfileFields(user));
    expect(result.current).toMatchObject({
      name: "Alice",
      bio: "Typed bio",
      locked: true,
      policy: "only_known",
      fields: [{ name: "Site", value: "https://alice.example" }],
      valid: true,
    });
  });

  it("takes the rendered fields when the server sends no source", () => {
    const { result } = renderHook(() =>
      useProfileFields(
        makeUser(USER_PERMISSIONS, { fields: [{ name: "Pronouns", value: "she" }] }),
      ),
    );
    expect(result.current.bio).toBe("");
    expect(result.current.fields).toEqual([{ name: "Pronouns", value: "she" }]);
  });

  it("blocks a display name over 75 characters", () => {
    const { result } = renderHook(() => useProfileFields(user));
    act(() => result.current.setName("x".repeat(75)));
    expect(result.current.tooLong).toBe(false);
    act(() => result.current.setName("x".repeat(76)));
    expect(result.current.tooLong).toBe(true);
    expect(result.current.valid).toBe(false);
  });

  it("marks a field name used before, the later one only, until it changes", () => {
    const { result } = renderHook(() => useProfileFields(user));
    act(() => result.current.addField());
    act(() => result.current.renameField(1, " Site "));
    expect([...result.current.duplicates]).toEqual([1]);
    expect(result.current.valid).toBe(false);
    act(() => result.current.renameField(1, "Blog"));
    act(() => result.current.setFieldValue(1, "https://blog.example"));
    expect(result.current.duplicates.size).toBe(0);
    expect(result.current.fields).toEqual([
      { name: "Site", value: "https://alice.example" },
      { name: "Blog", value: "https://blog.example" },
    ]);
    act(() => result.current.removeField(0));
    expect(result.current.fields).toEqual([{ name: "Blog", value: "https://blog.example" }]);
  });

  it("holds up to 10 fields", () => {
    const { result } = renderHook(() => useProfileFields(user));
    for (let count = 1; count < 10; count += 1) act(() => result.current.addField());
    expect(result.current.fields).toHaveLength(10);
    expect(result.current.canAddField).toBe(false);
    act(() => result.current.addField());
    expect(result.current.fields).toHaveLength(10);
  });

  it("saves the name trimmed and the fields trimmed, without rows that have no name", () => {
    const { result } = renderHook(() => useProfileFields(user));
    act(() => result.current.setName("  Alice A.  "));
    act(() => result.current.setBio("New bio"));
    act(() => result.current.setLocked(false));
    act(() => result.current.setPolicy("only_contacts"));
    act(() => result.current.addField());
    act(() => result.current.setFieldValue(1, "a value without a name"));
    act(() => result.current.addField());
    act(() => result.current.renameField(2, " Matrix "));
    act(() => result.current.setFieldValue(2, " @alice:matrix.example "));
    expect(result.current.update()).toEqual({
      display_name: "Alice A.",
      note: "New bio",
      locked: false,
      mention_policy: "only_contacts",
      fields_attributes: [
        { name: "Site", value: "https://alice.example" },
        { name: "Matrix", value: "@alice:matrix.example" },
      ],
    });
  });
});
