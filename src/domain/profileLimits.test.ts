import { describe, expect, it } from "vitest";
import { charCount, charsLeft, displayNameTooLong, profileLimits } from "./profileRules";

describe("the profile form's limits", () => {
  it("keeps today's defaults where the server says none (before 4.20.0)", () => {
    expect(profileLimits(undefined)).toEqual({
      displayName: 75,
      bio: null,
      fields: 10,
      fieldName: null,
      fieldValue: null,
    });
  });

  it("takes the field limits of 4.20.0 and the name and bio lengths of 5.7.0", () => {
    const fields = {
      max_profile_fields: 10,
      profile_field_name_limit: 500,
      profile_field_value_limit: 5000,
    };
    expect(profileLimits(fields)).toMatchObject({ displayName: 75, bio: null, fieldName: 500 });
    expect(
      profileLimits({ ...fields, max_display_name_length: 200, max_note_length: 10000 }),
    ).toEqual({ displayName: 200, bio: 10000, fields: 10, fieldName: 500, fieldValue: 5000 });
  });

  it("counts characters as the server does, one per code point", () => {
    expect(charCount("🦊🦊")).toBe(2);
    expect(charsLeft("🦊", 2)).toBe(1);
    expect(charsLeft("abc", 2)).toBe(-1);
    expect(charsLeft("abc", null)).toBeNull();
    expect(displayNameTooLong("🦊".repeat(75))).toBe(false);
    expect(displayNameTooLong("x".repeat(76))).toBe(true);
    expect(displayNameTooLong("x".repeat(76), 200)).toBe(false);
  });
});
