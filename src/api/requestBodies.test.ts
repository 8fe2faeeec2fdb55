// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentRequest, stubFetch } from "@/test/fetchStub";
import { loadActivities, updateProfile, type ProfileUpdate } from "./profiles";
import { makeStatus } from "@/test/fixtures";
import { removeThreadFromGroup } from "./groups";
import { createStatus, loadConversation, updateStatus, type PostDraft } from "./statuses";

/**
 * The bodies of calls a real server refuses, or reads otherwise, when they
 * are sent as a lenient fake would take them.
 */

afterEach(() => vi.unstubAllGlobals());

describe("admin loads of remote content", () => {
  it("'Load latest posts' names the outbox in a JSON body where the server reads one", async () => {
    const fetchMock = stubFetch(204);
    await loadActivities("p1", true, "token");
    expect(sentRequest(fetchMock)).toEqual({
      method: "POST",
      path: "/api/v1/accounts/p1/load_activities",
      contentType: "application/json",
      body: { collection: "outbox" },
    });
  });

  it("'Load replies' asks for the whole conversation in a JSON body where the server reads one", async () => {
    const fetchMock = stubFetch(204);
    await loadConversation("s1", true, "token");
    expect(sentRequest(fetchMock)).toEqual({
      method: "POST",
      path: "/api/v1/statuses/s1/load_conversation",
      contentType: "application/json",
      body: { use_context: true },
    });
  });

  it("sends both without a body to an older server, whose contract has none", async () => {
    let fetchMock = stubFetch(204);
    await loadActivities("p1", false, "token");
    expect(sentRequest(fetchMock)).toMatchObject({
      method: "POST",
      contentType: null,
      body: undefined,
    });
    fetchMock = stubFetch(204);
    await loadConversation("s1", false, "token");
    expect(sentRequest(fetchMock)).toMatchObject({
      method: "POST",
      contentType: null,
      body: undefined,
    });
  });
});

describe("saving the profile's images", () => {
  const base: ProfileUpdate = {
    display_name: "Rita",
    note: "",
    locked: false,
    mention_policy: "none",
    fields_attributes: [],
  };
  const user = { id: "u", username: "rita", acct: "rita" };

  it("removes an image with an empty string: null would keep it", async () => {
    const fetchMock = stubFetch(200, user);
    await updateProfile({ ...base, avatar: null, header: null }, "token");
    const body = sentRequest(fetchMock).body as Record<string, unknown>;
    expect(body.avatar).toBe("");
    expect(body.header).toBe("");
    expect(body).not.toHaveProperty("avatar_media_type");
    expect(body).not.toHaveProperty("header_media_type");
  });

  it("sends a new image with its type, and leaves out an image kept as it is", async () => {
    const fetchMock = stubFetch(200, user);
    await updateProfile({ ...base, avatar: { data: "iVBO", mediaType: "image/png" } }, "token");
    const body = sentRequest(fetchMock).body as Record<string, unknown>;
    expect(body).toMatchObject({ avatar: "iVBO", avatar_media_type: "image/png" });
    expect(body).not.toHaveProperty("header");
    expect(body).not.toHaveProperty("header_media_type");
  });
});

describe("posting to a group", () => {
  const post = makeStatus({ id: "p9" });
  const draft: PostDraft = {
    status: "Hello, owls",
    visibility: "public",
    sensitive: false,
    mediaIds: [],
  };

  it("sends group_id and the title with a new top-level post", async () => {
    const fetchMock = stubFetch(200, post);
    await createStatus({ ...draft, groupId: "g1", title: "Meetup" }, "key", "token");
    expect(sentRequest(fetchMock).body).toMatchObject({ group_id: "g1", title: "Meetup" });
  });

  it("never sends group_id with in_reply_to_id: the server refuses it on a reply", async () => {
    const fetchMock = stubFetch(200, post);
    await createStatus({ ...draft, groupId: "g1", inReplyToId: "p1" }, "key", "token");
    const body = sentRequest(fetchMock).body as Record<string, unknown>;
    expect(body.in_reply_to_id).toBe("p1");
    expect(body).not.toHaveProperty("group_id");
  });

  it("leaves out an empty title and a missing group", async () => {
    const fetchMock = stubFetch(200, post);
    await createStatus({ ...draft, groupId: null, title: "" }, "key", "token");
    const body = sentRequest(fetchMock).body as Record<string, unknown>;
    expect(body).not.toHaveProperty("group_id");
    expect(body).not.toHaveProperty("title");
  });

  it("keeps the title with an edit (one without it removes it) and never sends group_id", async () => {
    let fetchMock = stubFetch(200, post);
    await updateStatus("p9", { ...draft, groupId: "g1", title: "Meetup" }, "token");
    let body = sentRequest(fetchMock).body as Record<string, unknown>;
    expect(body.title).toBe("Meetup");
    expect(body).not.toHaveProperty("group_id");
    fetchMock = stubFetch(200, post);
    await updateStatus("p9", { ...draft, title: null }, "token");
    body = sentRequest(fetchMock).body as Record<string, unknown>;
    expect(body).not.toHaveProperty("title");
  });
});

describe("removing a thread from its group", () => {
  it("is a DELETE of the post's thread, done when the server answers 204", async () => {
    const fetchMock = stubFetch(204);
    await expect(removeThreadFromGroup("p1", "token")).resolves.toBeUndefined();
    expect(sentRequest(fetchMock)).toMatchObject({
      method: "DELETE",
      path: "/api/v1/statuses/p1/thread",
    });
  });
});
