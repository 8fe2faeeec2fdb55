// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentRequest, stubFetch } from "@/test/fetchStub";
import { makeStatus, makeUser } from "@/test/fixtures";
import { updatePostingDefaults } from "./profiles";
import { createStatus, reblogStatus, updateStatus, type PostDraft } from "./statuses";

/** What the account calls of today's servers send, as the server reads them. */

afterEach(() => vi.unstubAllGlobals());

describe("posting defaults", () => {
  it("are saved as `source` in a JSON update_credentials, nothing else of the profile", async () => {
    const fetchMock = stubFetch(200, makeUser(null));
    await updatePostingDefaults({ privacy: "private", language: "de" }, "token");
    expect(sentRequest(fetchMock)).toEqual({
      method: "PATCH",
      path: "/api/v1/accounts/update_credentials",
      contentType: "application/json",
      body: { source: { privacy: "private", language: "de" } },
    });
  });

  it("leave the language out when none is chosen: the server keeps its own (it refuses an empty one)", async () => {
    const fetchMock = stubFetch(200, makeUser(null));
    await updatePostingDefaults({ privacy: "public", language: null }, "token");
    expect(sentRequest(fetchMock).body).toEqual({ source: { privacy: "public" } });
  });

  it("are read from the user's source, a bad value as none", () => {
    const user = makeUser(null, {
      source: { note: "", fields: [], privacy: "subscribers", language: "fr" },
    });
    expect(user.source).toMatchObject({ privacy: "subscribers", language: "fr" });
    const odd = makeUser(null, { source: { note: "", fields: [], privacy: "direct" } });
    expect(odd.source).toMatchObject({ privacy: null, language: null });
  });
});

describe("a post's language", () => {
  const draft: PostDraft = { status: "Hallo", sensitive: false, mediaIds: [] };

  it("goes with a new post as `language`", async () => {
    const fetchMock = stubFetch(200, makeStatus());
    await createStatus({ ...draft, language: "de" }, "key", "token");
    expect(sentRequest(fetchMock).body).toMatchObject({ language: "de" });
  });

  it("is not sent when there is none", async () => {
    const fetchMock = stubFetch(200, makeStatus());
    await createStatus({ ...draft, language: null }, "key", "token");
    expect(sentRequest(fetchMock).body).not.toHaveProperty("language");
  });

  it("goes with an edit too: the server drops the language of an edit without one", async () => {
    const fetchMock = stubFetch(200, makeStatus());
    await updateStatus("p1", { ...draft, language: "de" }, "token");
    expect(sentRequest(fetchMock).body).toMatchObject({ language: "de" });
  });

  it("is read from a post, null where the server sends none", () => {
    expect(makeStatus({ language: "ja" }).language).toBe("ja");
    expect(makeStatus().language).toBeNull();
  });
});

describe("a repost's audience", () => {
  const repost = makeStatus({ id: "r1", reblog: makeStatus() });

  it("to followers only says `visibility: private` in a JSON body", async () => {
    const fetchMock = stubFetch(200, repost);
    await reblogStatus("p1", "token", "private", true);
    expect(sentRequest(fetchMock)).toEqual({
      method: "POST",
      path: "/api/v1/statuses/p1/reblog",
      contentType: "application/json",
      body: { visibility: "private" },
    });
  });

  it("a public one says `visibility: public` where the server reads a body (4.3.0 requires one)", async () => {
    const fetchMock = stubFetch(200, repost);
    await reblogStatus("p1", "token", "public", true);
    expect(sentRequest(fetchMock)).toEqual({
      method: "POST",
      path: "/api/v1/statuses/p1/reblog",
      contentType: "application/json",
      body: { visibility: "public" },
    });
  });

  it("sends no body to a server before 4.3, which reads none", async () => {
    const fetchMock = stubFetch(200, repost);
    await reblogStatus("p1", "token", "public", false);
    expect(sentRequest(fetchMock)).toMatchObject({ contentType: null, body: undefined });
  });
});
