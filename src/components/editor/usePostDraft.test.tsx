import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MediaAttachment } from "@/api/entities/mediaAttachment";
import type { Status } from "@/api/entities/status";
import { capabilitiesFor } from "@/domain/capabilities";
import { editorRules } from "@/domain/editorRules";
import { makeInstance, makeStatus } from "@/test/fixtures";
import type { EditorMode } from "@/domain/editorRules";
import { editorSubject } from "./editorMode";
import { usePostDraft } from "./usePostDraft";
import { ownItem, setOwnItem } from "@/test/storage";

const ME = "u1";

const media = (id: string, description: string | null = null): MediaAttachment => ({
  id,
  type: "image",
  url: `https://demo.example/media/${id}.png`,
  preview_url: null,
  description,
  ipfs_cid: null,
});

function renderDraft(
  mode: EditorMode,
  post?: Status,
  options: { initialText?: string; pollsAllowed?: boolean } = {},
) {
  const subject = editorSubject(mode, post);
  const rules = editorRules({
    mode,
    subject: { ...subject, title: null },
    capabilities: {
      ...capabilitiesFor("4.0.0 (compatible; Mitra 3.10.0)"),
      publishPolls: options.pollsAllowed ?? true,
    },
    user: { id: ME },
    instance: makeInstance(),
    uiLocale: "en",
    audienceGroup: null,
  });
  return renderHook(() =>
    usePostDraft({ subject, rules, initialText: options.initialText ?? null, userId: ME }),
  );
}

const stored = (target: string) =>
  JSON.parse(ownItem(`post_content_${target}`) ?? "null") as unknown;

const keep = (target: string, draft: Record<string, unknown>) =>
  setOwnItem(`post_content_${target}`, JSON.stringify({ version: 2, ...draft }));

describe("the editor's draft", () => {
  it("comes back whole from post_content_new", () => {
    keep("new", {
      text: "Two frames",
      attachments: [{ ...media("m1", "Boats"), draftDescription: "Boats at dawn" }],
      sensitive: true,
      visibility: "private",
      poll: { options: ["Yes", "No"], expiresIn: 86_400, multiple: false },
    });
    const { result } = renderDraft("new");
    expect(result.current.text).toBe("Two frames");
    expect(result.current.attachments).toMatchObject([
      { id: "m1", draftDescription: "Boats at dawn" },
    ]);
    expect(result.current.sensitive).toBe(true);
    expect(result.current.visibility).toBe("private");
    expect(result.current.poll).toEqual({
      options: ["Yes", "No"],
      expiresIn: 86_400,
      multiple: false,
    });
  });

  it("keeps every change, under the reply's post id for a reply", () => {
    const post = makeStatus({ id: "p7", account: { id: "a1", username: "bob", acct: "bob" } });
    const { result } = renderDraft("reply", post);
    expect(result.current.text).toBe("@bob ");
    act(() => result.current.setText("@bob Agreed"));
    act(() => result.current.addAttachment(media("m2")));
    act(() => result.current.describeAttachment("m2", "A pier"));
    act(() => result.current.setSensitive(true));
    expect(stored("p7")).toMatchObject({
      text: "@bob Agreed",
      attachments: [{ id: "m2", draftDescription: "A pier" }],
      sensitive: true,
      visibility: "public",
    });
    act(() => result.current.removeAttachment("m2"));
    expect(stored("p7")).toMatchObject({ attachments: [] });
    expect(ownItem("post_content_new")).toBeNull();
  });

  it("keeps a quote's draft under quote_{id}", () => {
    const { result } = renderDraft("repost", makeStatus({ id: "p3" }));
    act(() => result.current.setText("Worth reading"));
    expect(stored("quote_p3")).toMatchObject({ text: "Worth reading" });
  });

  it("takes back a kept visibility only where the target still allows it", () => {
    // A private post by someone else may be answered directly only.
    const post = makeStatus({ id: "p8", visibility: "private" });
    keep("p8", { text: "Psst", visibility: "public" });
    const { result } = renderDraft("reply", post);
    expect(result.current.choices).toEqual(["direct", "conversation"]);
    expect(result.current.text).toBe("Psst");
    expect(result.current.visibility).toBe("direct");
  });

  it("leaves out a kept poll where polls are not allowed", () => {
    keep("new", { text: "Which?", poll: { options: ["A", "B"], expiresIn: 3600 } });
    const { result } = renderDraft("new", undefined, { pollsAllowed: false });
    expect(result.current.text).toBe("Which?");
    expect(result.current.poll).toBeNull();
  });

  it("is emptied after a send, with the stored draft; the visibility stays", () => {
    keep("new", {
      text: "Sent soon",
      attachments: [{ ...media("m1"), draftDescription: "" }],
      sensitive: true,
      visibility: "private",
    });
    const { result } = renderDraft("new");
    act(() => result.current.clear());
    expect(result.current).toMatchObject({
      text: "",
      attachments: [],
      sensitive: false,
      poll: null,
      visibility: "private",
    });
    expect(ownItem("post_content_new")).toBeNull();
  });

  it("starts an edit from the server's copy and keeps no draft of it", () => {
    keep("new", { text: "An unrelated new post" });
    const post = makeStatus({
      id: "p9",
      visibility: "private",
      sensitive: true,
      media_attachments: [media("m5", "The old description")],
    });
    const { result } = renderDraft("editing", post, { initialText: "The source" });
    expect(result.current.text).toBe("The source");
    expect(result.current.attachments).toMatchObject([
      { id: "m5", draftDescription: "The old description" },
    ]);
    expect(result.current.sensitive).toBe(true);
    expect(result.current.choices).toEqual(["private"]);
    act(() => result.current.setText("The source, edited"));
    expect(stored("new")).toMatchObject({ text: "An unrelated new post" });
    expect(ownItem("post_content_p9")).toBeNull();
  });
});
