// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentRequest, stubFetch } from "@/test/fetchStub";
import { getPostPeople } from "./whoReacted";

afterEach(() => vi.unstubAllGlobals());

describe("who liked a post", () => {
  it("is asked for in the largest page the server takes (200): it pages reactions of every kind", async () => {
    const fetchMock = stubFetch(200, []);
    await getPostPeople("p1", "favourited_by", null, "token");
    expect(sentRequest(fetchMock).path).toBe("/api/v1/statuses/p1/favourited_by?limit=200");
  });

  it("who reposted keeps pages of 20", async () => {
    const fetchMock = stubFetch(200, []);
    await getPostPeople("p1", "reblogged_by", null, "token");
    expect(sentRequest(fetchMock).path).toBe("/api/v1/statuses/p1/reblogged_by?limit=20");
  });
});
