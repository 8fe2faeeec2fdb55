// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./errors";
import { getRelationships } from "./relationships";
import { reblogStatus, setReaction } from "./statuses";
import { getTimelinePage } from "./timelines";

function stubFetch(body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { "Content-Type": "application/json", ...headers },
      }),
    ),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const calledUrl = (mock: ReturnType<typeof stubFetch>, call = 0): string => {
  const input = mock.mock.calls[call]?.[0];
  return input instanceof Request ? input.url : input instanceof URL ? input.href : String(input);
};

afterEach(() => vi.unstubAllGlobals());

const post = (id: string) => ({
  id,
  created_at: "2026-11-22T00:00:00Z",
  account: { id: "a", username: "a", acct: "a" },
});

describe("relationships", () => {
  it("removes duplicates and writes indexed ids", async () => {
    const fetchMock = stubFetch([{ id: "1" }, { id: "2" }]);
    await getRelationships(["1", "2", "1"], "token");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(decodeURIComponent(calledUrl(fetchMock))).toMatch(
      /\/api\/v1\/accounts\/relationships\?id\[0\]=1&id\[1\]=2$/,
    );
  });
  it("makes no call for an empty list", async () => {
    const fetchMock = stubFetch([]);
    expect(await getRelationships([], "token")).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("timeline paging", () => {
  it("asks for 20 posts and follows the Link header", async () => {
    const fetchMock = stubFetch([post("b"), post("a")], {
      Link: '<https://elsewhere.example/api/v1/timelines/home?limit=20&max_id=a>; rel="next"',
    });
    const page = await getTimelinePage({ kind: "home" }, null, "token");
    expect(calledUrl(fetchMock)).toMatch(/\/api\/v1\/timelines\/home\?limit=20$/);
    // The next page stays on our own origin.
    expect(page.next).toBe("/api/v1/timelines/home?limit=20&max_id=a");
    await getTimelinePage({ kind: "home" }, page.next, "token");
    expect(calledUrl(fetchMock, 1)).toBe(
      `${window.location.origin}/api/v1/timelines/home?limit=20&max_id=a`,
    );
  });
  it("falls back to max_id after a full page without a Link header", async () => {
    stubFetch(Array.from({ length: 20 }, (_, index) => post(String(100 - index))));
    const page = await getTimelinePage({ kind: "local" }, null, null);
    expect(page.next).toBe("81");
  });
  it("stops after a short page", async () => {
    const fetchMock = stubFetch([post("1")]);
    expect((await getTimelinePage({ kind: "tag", tag: "cats" }, null, null)).next).toBeNull();
    expect(calledUrl(fetchMock)).toMatch(/\/api\/v1\/timelines\/tag\/cats\?limit=20$/);
  });
  it("asks the local timeline with local=true", async () => {
    const fetchMock = stubFetch([]);
    await getTimelinePage({ kind: "local" }, null, null);
    expect(calledUrl(fetchMock)).toMatch(/\/api\/v1\/timelines\/public\?local=true&limit=20$/);
  });
  it("pages bookmarks by the Link header only", async () => {
    const fetchMock = stubFetch(Array.from({ length: 20 }, (_, index) => post(String(index))));
    const page = await getTimelinePage({ kind: "bookmarks" }, null, "token");
    expect(calledUrl(fetchMock)).toMatch(/\/api\/v1\/bookmarks$/);
    expect(page.next).toBeNull();
  });
  it("skips a post it cannot read instead of failing the page", async () => {
    stubFetch([post("b"), { id: 5 }, post("a")]);
    const page = await getTimelinePage({ kind: "home" }, null, "token");
    expect(page.items.map((item) => item.id)).toEqual(["b", "a"]);
  });
});

describe("post actions", () => {
  it("refuses a repost answer without the reposted post", async () => {
    stubFetch(post("r"));
    await expect(reblogStatus("x", "token", "public", true)).rejects.toEqual(
      new ApiError("reblog property is null", 0),
    );
  });
  it("puts the emoji in the reaction path, keeping shortcode colons", async () => {
    const fetchMock = stubFetch(post("x"));
    await setReaction("x", ":blobcat:", true, "token");
    expect(calledUrl(fetchMock)).toMatch(/\/api\/v1\/pleroma\/statuses\/x\/reactions\/:blobcat:$/);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("PUT");
    await setReaction("x", "🎉", false, "token");
    expect(decodeURIComponent(calledUrl(fetchMock, 1))).toMatch(/\/reactions\/🎉$/);
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe("DELETE");
  });
});
