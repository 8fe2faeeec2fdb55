import { describe, expect, it } from "vitest";
import { capabilitiesFor } from "./capabilities";
import { editorRules, type EditorMode, type EditorRulesInput } from "./editorRules";

const mitra = (version: string) => capabilitiesFor(`4.0.0 (compatible; Mitra ${version})`);

const instance: EditorRulesInput["instance"] = {
  configuration: {
    statuses: { max_characters: 5000, max_media_attachments: 4 },
    media_attachments: { supported_mime_types: ["image/png", "video/x-m4v"] },
    polls: { max_options: 3 },
  },
};

const post = { id: "p1", visibility: "public" as const, account: { id: "bob" }, language: "fr" };

function rules(mode: EditorMode, overrides: Partial<EditorRulesInput> = {}) {
  return editorRules({
    mode,
    subject: {
      editing: mode === "editing" ? post : null,
      replyTo: mode === "reply" ? post : null,
      title: null,
    },
    capabilities: mitra("5.9.0"),
    user: { id: "alice", source: { privacy: "private", language: "de" } },
    instance,
    uiLocale: "en",
    audienceGroup: null,
    ...overrides,
  });
}

describe("the editor's rules", () => {
  it("a new post on 5.9: every option, from the user's defaults and the instance's limits", () => {
    expect(rules("new")).toMatchObject({
      polls: true,
      group: "choose",
      title: true,
      titleUnit: "characters",
      language: "de",
      defaultVisibility: "private",
      visibilities: ["public", "private", "subscribers", "direct"],
      maxCharacters: 5000,
      maxAttachments: 4,
      fileTypes: "image/png,video/x-m4v,.m4v",
    });
    expect(rules("new").pollLimits.maxOptions).toBe(3);
  });

  it("a new post on 3.10: no group, title or language; no posting defaults", () => {
    expect(rules("new", { capabilities: mitra("3.10.0") })).toMatchObject({
      polls: false,
      group: "none",
      title: false,
      titleUnit: "bytes",
      language: null,
      defaultVisibility: null,
    });
  });

  it("a reply: no group or title, the reply's visibilities", () => {
    expect(rules("reply")).toMatchObject({ group: "none", title: false, polls: true });
    const limited = rules("reply", {
      subject: { editing: null, replyTo: { ...post, visibility: "private" }, title: null },
    });
    expect(limited.visibilities).toEqual(["direct", "conversation"]);
  });

  it("a repost with comment may go to a group and have a title", () => {
    expect(rules("repost")).toMatchObject({ group: "choose", title: true });
  });

  it("the composer of a group's page fixes the group", () => {
    expect(rules("new", { audienceGroup: { acct: "owls" } }).group).toBe("fixed");
    expect(
      rules("new", { audienceGroup: { acct: "owls" }, capabilities: mitra("5.4.0") }).group,
    ).toBe("none");
  });

  it("an edit: no poll or group, its own visibility, its title only if it has one", () => {
    const edit = rules("editing");
    expect(edit).toMatchObject({ polls: false, group: "none", title: false });
    expect(edit.visibilities).toEqual(["public"]);
    const titled = rules("editing", {
      subject: { editing: post, replyTo: null, title: "Harbour" },
    });
    expect(titled.title).toBe(true);
  });

  it("an edit keeps the post's language, and gives none to a post that has none", () => {
    expect(rules("editing").language).toBe("fr");
    const none = rules("editing", {
      subject: { editing: { ...post, language: null }, replyTo: null, title: null },
    });
    expect(none.language).toBeNull();
  });

  it("counts titles in bytes up to 5.8, and leaves out remote groups on 5.6", () => {
    expect(rules("new", { capabilities: mitra("5.8.0") }).titleUnit).toBe("bytes");
    expect(rules("new", { capabilities: mitra("5.6.0") }).remoteGroupPosts).toBe(false);
    expect(rules("new", { capabilities: mitra("5.7.0") }).remoteGroupPosts).toBe(true);
  });

  it("a new post without defaults starts in the interface's language", () => {
    expect(rules("new", { user: { id: "alice" }, uiLocale: "pt-BR" }).language).toBe("pt");
  });
});
