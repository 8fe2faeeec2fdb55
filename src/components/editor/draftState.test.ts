import { describe, expect, it } from "vitest";
import type { Account } from "@/api/entities/account";
import type { Status } from "@/api/entities/status";
import {
  draftReducer,
  initialDraft,
  sentVisibility,
  type DraftRules,
  type DraftStart,
} from "./draftState";

const RULES: DraftRules = {
  polls: true,
  group: "choose",
  remoteGroupPosts: true,
  title: true,
  language: "en",
  visibilities: ["public", "private", "subscribers", "direct"],
  defaultVisibility: null,
};

const group = (acct: string) => ({ id: acct, acct }) as unknown as Account;
const media = {
  id: "m1",
  type: "image",
  url: "u",
  preview_url: null,
  description: null,
  ipfs_cid: null,
} as const;

function start(overrides: Partial<DraftStart> = {}): DraftStart {
  return {
    rules: RULES,
    editing: null,
    replyTo: null,
    saved: null,
    initialText: null,
    initialTitle: null,
    userId: "alice",
    presetGroup: null,
    ...overrides,
  };
}

describe("the draft's start", () => {
  it("is empty for a new post, at the user's default visibility when allowed", () => {
    expect(initialDraft(start({ rules: { ...RULES, defaultVisibility: "private" } }))).toEqual({
      text: "",
      attachments: [],
      sensitive: false,
      visibility: "private",
      language: "en",
      poll: null,
      title: "",
      group: null,
    });
  });

  it("takes a kept draft back, leaving out what the rules no longer allow", () => {
    const saved = {
      text: "Kept",
      attachments: [],
      sensitive: true,
      visibility: "private" as const,
      poll: { options: ["A", "B"], expiresIn: 3600, multiple: false },
      title: "Headline",
      group: group("film-club@remote.example"),
    };
    expect(initialDraft(start({ saved }))).toMatchObject({
      text: "Kept",
      sensitive: true,
      visibility: "private",
      title: "Headline",
      group: { acct: "film-club@remote.example" },
    });
    const narrower = { ...RULES, polls: false, title: false, remoteGroupPosts: false };
    expect(initialDraft(start({ rules: narrower, saved }))).toMatchObject({
      poll: null,
      title: "",
      group: null,
    });
  });

  it("an edit starts from the server's copy and its language, or none", () => {
    const editing = {
      sensitive: true,
      visibility: "private",
      media_attachments: [{ ...media, description: "Boats" }],
    } as unknown as Status;
    const rules = { ...RULES, language: null, visibilities: ["private" as const] };
    expect(
      initialDraft(start({ rules, editing, initialText: "Source", initialTitle: "Title" })),
    ).toMatchObject({
      text: "Source",
      sensitive: true,
      visibility: "private",
      language: null,
      title: "Title",
      attachments: [{ id: "m1", draftDescription: "Boats" }],
    });
  });

  it("a group's own editor starts at its group", () => {
    const owls = group("owls");
    expect(
      initialDraft(start({ rules: { ...RULES, group: "fixed" }, presetGroup: owls })).group,
    ).toBe(owls);
  });
});

describe("the draft's changes", () => {
  const empty = initialDraft(start());

  it("attaches, describes and removes media", () => {
    const attached = draftReducer(empty, { type: "attach", media });
    expect(attached.attachments).toMatchObject([{ id: "m1", draftDescription: "" }]);
    const described = draftReducer(attached, { type: "describe", id: "m1", description: "Pier" });
    expect(described.attachments[0]?.draftDescription).toBe("Pier");
    expect(draftReducer(described, { type: "detach", id: "m1" }).attachments).toEqual([]);
  });

  it("sets each field without touching the others", () => {
    let state = draftReducer(empty, { type: "text", text: "Hi" });
    state = draftReducer(state, { type: "sensitive", sensitive: true });
    state = draftReducer(state, { type: "visibility", visibility: "direct" });
    state = draftReducer(state, { type: "language", language: "fr" });
    state = draftReducer(state, { type: "title", title: "T" });
    expect(state).toMatchObject({
      text: "Hi",
      sensitive: true,
      visibility: "direct",
      language: "fr",
      title: "T",
    });
  });

  it("a post to a group goes out public; the chosen visibility comes back without it", () => {
    const privately = draftReducer(empty, { type: "visibility", visibility: "private" });
    const toGroup = draftReducer(privately, { type: "group", group: group("owls") });
    expect(sentVisibility(toGroup)).toBe("public");
    expect(sentVisibility(draftReducer(toGroup, { type: "group", group: null }))).toBe("private");
  });

  it("is emptied once sent; the visibility and language stay, a group's own editor keeps its group", () => {
    const full = {
      ...empty,
      text: "Sent",
      sensitive: true,
      visibility: "private" as const,
      title: "T",
      poll: { options: ["A", "B"], expiresIn: 60, multiple: false },
      group: group("cafe"),
    };
    expect(draftReducer(full, { type: "sent", presetGroup: null })).toMatchObject({
      text: "",
      sensitive: false,
      title: "",
      poll: null,
      group: null,
      visibility: "private",
      language: "en",
    });
    const owls = group("owls");
    expect(draftReducer(full, { type: "sent", presetGroup: owls }).group).toBe(owls);
  });
});
