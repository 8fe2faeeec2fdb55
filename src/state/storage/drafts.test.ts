// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { AccountSchema } from "@/api/entities/account";
import { parse } from "@/api/schema";
import { accountStore } from "./accountStore";
import {
  parseDraft,
  readDraft,
  removeDraft,
  serializeDraft,
  writeDraft,
  type Draft,
  type DraftAttachment,
} from "./drafts";

const image = (id: string, draftDescription: string): DraftAttachment => ({
  id,
  type: "image",
  url: `https://social.example/media/${id}.png`,
  preview_url: `https://social.example/media/${id}-small.png`,
  description: null,
  ipfs_cid: null,
  draftDescription,
});

const full: Draft = {
  text: "Two frames from the harbour",
  attachments: [image("m1", "Boats at dawn"), image("m2", "The pier")],
  sensitive: true,
  visibility: "private",
};

describe("draft format", () => {
  it("keeps text, attachments with their descriptions, the sensitive mark and visibility", () => {
    expect(parseDraft(serializeDraft(full))).toEqual(full);
  });

  it("keeps a draft that has attachments and no text yet", () => {
    const onlyMedia: Draft = { ...full, text: "" };
    expect(parseDraft(serializeDraft(onlyMedia))).toEqual(onlyMedia);
  });

  it("keeps a poll being written, even before any text", () => {
    const withPoll: Draft = {
      text: "",
      attachments: [],
      sensitive: false,
      visibility: "public",
      poll: { options: ["Tea", ""], expiresIn: 3600, multiple: true },
    };
    expect(parseDraft(serializeDraft(withPoll))).toEqual(withPoll);
  });

  it("keeps the title and the group the post is addressed to", () => {
    const group = parse(AccountSchema, {
      id: "g1",
      username: "owls",
      acct: "owls",
      display_name: "Night Owls",
      is_group: true,
    });
    const toGroup: Draft = { ...full, title: "Meetup", group };
    expect(parseDraft(serializeDraft(toGroup))).toEqual(toGroup);
    const onlyTitle: Draft = {
      text: "",
      attachments: [],
      sensitive: false,
      visibility: null,
      title: "T",
    };
    expect(parseDraft(serializeDraft(onlyTitle))).toEqual(onlyTitle);
    // A group chosen and nothing written is no draft.
    expect(
      serializeDraft({ text: "", attachments: [], sensitive: false, visibility: null, group }),
    ).toBe(null);
  });

  it("stores nothing for a draft with no text and no attachments", () => {
    expect(
      serializeDraft({ text: "", attachments: [], sensitive: true, visibility: "direct" }),
    ).toBe(null);
  });

  it("reads an old draft, a plain string, as its text", () => {
    expect(parseDraft("Half a thought")).toEqual({
      text: "Half a thought",
      attachments: [],
      sensitive: false,
      visibility: null,
    });
  });

  it("reads a text that looks like JSON, but is no draft of this format, as text", () => {
    for (const text of ['{"text":"hi"}', "{not json", '{"version":3,"text":"x"}', "42", "null"]) {
      expect(parseDraft(text)?.text).toBe(text);
    }
  });

  it("drops a damaged attachment and falls back on damaged settings", () => {
    const stored = JSON.stringify({
      version: 2,
      text: "x",
      attachments: [{ id: "m1" }, image("m2", "ok"), "junk"],
      sensitive: "yes",
      visibility: "everyone",
    });
    expect(parseDraft(stored)).toEqual({
      text: "x",
      attachments: [image("m2", "ok")],
      sensitive: false,
      visibility: null,
    });
  });

  it("has no draft for nothing stored", () => {
    expect(parseDraft(null)).toBe(null);
    expect(parseDraft("")).toBe(null);
  });
});

/** The plain keys' store: drafts of the one account of before there were several. */
const plain = accountStore(null);

describe("draft storage", () => {
  it("writes under post_content_{target} and removes the key for an empty draft", () => {
    writeDraft(plain, "quote_7", full);
    expect(readDraft(plain, "quote_7")).toEqual(full);
    expect(JSON.parse(localStorage.getItem("post_content_quote_7") ?? "")).toMatchObject({
      version: 2,
      sensitive: true,
    });
    writeDraft(plain, "quote_7", { text: "", attachments: [], sensitive: false, visibility: null });
    expect(localStorage.getItem("post_content_quote_7")).toBe(null);
  });

  it("migrates an old plain-text draft when it is written again", () => {
    localStorage.setItem("post_content_new", "old words");
    const draft = readDraft(plain, "new");
    expect(draft?.text).toBe("old words");
    writeDraft(plain, "new", { ...(draft as Draft), sensitive: true });
    expect(readDraft(plain, "new")).toEqual({
      text: "old words",
      attachments: [],
      sensitive: true,
      visibility: null,
    });
    removeDraft(plain, "new");
    expect(localStorage.getItem("post_content_new")).toBe(null);
  });
});
