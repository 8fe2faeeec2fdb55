import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp, type DemoApp } from "@demo/app";
import { fixedToken } from "@demo/testing";
import { call, list, obj } from "@demo/testing";
import { StatusSchema, type Status } from "@/api/entities/status";
import { parse } from "@/api/schema";
import { capabilitiesFor } from "@/domain/capabilities";
import { editorRules } from "@/domain/editorRules";
import { DEFAULT_POLL_LIMITS } from "@/domain/polls";
import { makeInstance } from "@/test/fixtures";
import { useCurrentUser } from "@/state/session/sessionContext";
import { renderHookOnDemo, type SentRequest } from "@/test/renderHookOnDemo";
import { useToasts } from "@/ui/toastStore";
import type { EditorMode } from "@/domain/editorRules";
import { editorSubject } from "./editorMode";
import { usePostDraft } from "./usePostDraft";
import { usePostSubmit } from "./usePostSubmit";
import { ownItem, setOwnItem } from "@/test/storage";

afterEach(() => vi.unstubAllGlobals());

const ALICE = fixedToken("alice");
const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/** The draft and its sending, as the editor wires them, signed in as alice. */
async function editor(
  mode: EditorMode,
  options: { demo?: DemoApp; post?: Status; maxCharacters?: number; inCard?: boolean } = {},
) {
  const onDone = vi.fn<(published?: Status) => void>();
  const onSent = vi.fn();
  const rendered = await renderHookOnDemo(
    () => {
      const subject = editorSubject(mode, options.post);
      const userId = useCurrentUser().id;
      const rules = editorRules({
        mode,
        subject: { ...subject, title: null },
        capabilities: capabilitiesFor("4.0.0 (compatible; Mitra 3.10.0)"),
        user: { id: userId },
        instance: makeInstance(),
        uiLocale: "en",
        audienceGroup: null,
      });
      const draft = usePostDraft({ subject, rules, initialText: null, userId });
      const submit = usePostSubmit({
        mode,
        post: options.post,
        subject,
        draft,
        maxCharacters: options.maxCharacters ?? 500,
        pollLimits: DEFAULT_POLL_LIMITS,
        titleUnit: "characters",
        uploading: false,
        onDone: options.inCard ? onDone : undefined,
        onSent,
        focusEditor: vi.fn(),
      });
      return { draft, ...submit, toasts: useToasts().map((toast) => toast.text) };
    },
    { demo: options.demo, signedInAs: "alice" },
  );
  return { ...rendered, onDone, onSent };
}

const posts = (sent: SentRequest[]) =>
  sent.filter(({ request }) => /^(POST|PUT) \/api\/v1\/statuses/.test(request));

async function homePost(demo: DemoApp): Promise<Status> {
  const { body } = await call(demo, "GET", "/api/v1/timelines/home", { token: ALICE });
  return parse(StatusSchema, list(body)[0]);
}

describe("sending a post", () => {
  it("sends changed descriptions first, then the post; then empties the editor and its draft", async () => {
    const demo = createDemoApp({ server: "3.10" });
    const media = obj(
      (
        await call(demo, "POST", "/api/v1/media", {
          token: ALICE,
          body: { file: PNG, media_type: "image/png" },
        })
      ).body,
    );
    setOwnItem(
      "post_content_new",
      JSON.stringify({
        version: 2,
        text: "Boats",
        attachments: [{ ...media, draftDescription: "Boats at dawn" }],
        sensitive: true,
        visibility: "private",
      }),
    );
    const { result, sent, onSent } = await editor("new", { demo });
    await act(() => result.current.submit());

    const requests = sent.map(({ request }) => request);
    const described = requests.indexOf(`PUT /api/v1/media/${String(media.id)}`);
    const posted = requests.indexOf("POST /api/v1/statuses");
    expect(described).toBeGreaterThanOrEqual(0);
    expect(posted).toBeGreaterThan(described);
    expect(sent[posted]?.body).toMatchObject({
      status: "Boats",
      visibility: "private",
      sensitive: true,
      "media_ids[]": [media.id],
    });
    expect(sent[posted]?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f]{20}$/);
    expect(result.current.draft.text).toBe("");
    expect(result.current.draft.attachments).toEqual([]);
    expect(ownItem("post_content_new")).toBeNull();
    expect(onSent).toHaveBeenCalled();
    expect(result.current.error).toBeNull();
  });

  it("keeps the text and its draft after a failure, and a retry sends the same idempotency key", async () => {
    const demo = createDemoApp({ server: "3.10" });
    await call(demo, "POST", "/__demo/fail", {
      body: {
        method: "POST",
        path: "/api/v1/statuses",
        status: 500,
        error_description: "database is down",
      },
    });
    const { result, sent, onSent } = await editor("new", { demo });
    act(() => result.current.draft.setText("Not lost"));
    await act(() => result.current.submit());
    expect(result.current.error?.message).toBe("database is down");
    expect(result.current.draft.text).toBe("Not lost");
    expect(ownItem("post_content_new")).toContain("Not lost");
    expect(onSent).not.toHaveBeenCalled();

    await act(() => result.current.submit());
    expect(result.current.error).toBeNull();
    expect(ownItem("post_content_new")).toBeNull();
    const [failed, retried] = posts(sent).map(({ headers }) => headers.get("Idempotency-Key"));
    expect(retried).toBe(failed);

    // The next post is another one: it gets a key of its own.
    act(() => result.current.draft.setText("Another"));
    await act(() => result.current.submit());
    expect(posts(sent)[2]?.headers.get("Idempotency-Key")).not.toBe(failed);
  });

  it("a post the server stored but answered with an error (5.6 and a remote group: 404) is not written twice by a retry", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const { result } = await editor("new", { demo });
    const answered = globalThis.fetch;
    let stored = 0;
    vi.stubGlobal("fetch", async (input: string | URL, init?: RequestInit) => {
      const response = await answered(input, init);
      if (init?.method !== "POST" || !input.toString().endsWith("/api/v1/statuses"))
        return response;
      stored += 1;
      if (stored > 1) return response;
      return new Response(JSON.stringify({ error_description: "account not found" }), {
        status: 404,
        headers: { "Content-Type": "application/json" },
      });
    });
    act(() => result.current.draft.setText("Once only"));
    await act(() => result.current.submit());
    expect(result.current.error?.message).toBe("account not found");
    expect(result.current.draft.text).toBe("Once only");

    await act(() => result.current.submit());
    expect(result.current.error).toBeNull();
    const written = [...demo.store.statuses.values()].filter(
      (status) => status.source?.text === "Once only",
    );
    expect(written).toHaveLength(1);
  });

  it("sends nothing while there is nothing to send, or too much", async () => {
    const { result, sent } = await editor("new", { maxCharacters: 10 });
    expect(result.current.blocked).toBe(true);
    await act(() => result.current.submit());
    act(() => result.current.draft.setText("Far too long a post"));
    expect(result.current.remaining).toBe(-9);
    expect(result.current.blocked).toBe(true);
    await act(() => result.current.submit());
    expect(posts(sent)).toEqual([]);
    act(() => result.current.draft.setText("Just right"));
    expect(result.current.blocked).toBe(false);
  });

  it("a reply from a card says it went out, with a link, and closes with the post", async () => {
    const demo = createDemoApp({ server: "3.10" });
    const post = await homePost(demo);
    const { result, sent, onDone } = await editor("reply", { demo, post, inCard: true });
    act(() => result.current.draft.setText(`${result.current.draft.text}Agreed!`));
    await act(() => result.current.submit());
    expect(posts(sent)[0]?.body).toMatchObject({ in_reply_to_id: post.id });
    expect(result.current.toasts).toContain("Reply sent");
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ in_reply_to_id: post.id }));
    expect(ownItem(`post_content_${post.id}`)).toBeNull();
  });

  it("a failed reply also alerts, and the card's editor stays open", async () => {
    const demo = createDemoApp({ server: "3.10" });
    const post = await homePost(demo);
    await call(demo, "POST", "/__demo/fail", {
      body: {
        method: "POST",
        path: "/api/v1/statuses",
        status: 500,
        error_description: "database is down",
      },
    });
    const { result, onDone } = await editor("reply", { demo, post, inCard: true });
    act(() => result.current.draft.setText("Agreed!"));
    await act(() => result.current.submit());
    expect(result.current.toasts).toContain("database is down");
    expect(onDone).not.toHaveBeenCalled();
    expect(ownItem(`post_content_${post.id}`)).toContain("Agreed!");
  });

  it("an edit updates the post in place and closes without a toast", async () => {
    const demo = createDemoApp({ server: "3.10" });
    const { body } = await call(demo, "POST", "/api/v1/statuses", {
      token: ALICE,
      body: { status: "First words" },
    });
    const post = parse(StatusSchema, body);
    const { result, sent, onDone } = await editor("editing", { demo, post, inCard: true });
    act(() => result.current.draft.setText("Better words"));
    await act(() => result.current.submit());
    expect(posts(sent).map(({ request }) => request)).toEqual([`PUT /api/v1/statuses/${post.id}`]);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: post.id }));
    expect(result.current.toasts).toEqual([]);
  });
});
