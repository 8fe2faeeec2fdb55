// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentRequest, stubFetch } from "@/test/fetchStub";
import { createGroup } from "./groups";

afterEach(() => vi.unstubAllGlobals());

const group = { id: "g1", username: "film", acct: "film" };

describe("creating a group", () => {
  it("sends only the name where the server would drop a description", async () => {
    const fetchMock = stubFetch(200, group);
    await createGroup("film", null, "token");
    expect(sentRequest(fetchMock)).toEqual({
      method: "POST",
      path: "/api/v1/groups",
      contentType: "application/json",
      body: { name: "film" },
    });
  });

  it("sends the description where the server keeps it, an empty one as null", async () => {
    let fetchMock = stubFetch(200, group);
    await createGroup("film", "Cameras", "token");
    expect(sentRequest(fetchMock).body).toEqual({ name: "film", description: "Cameras" });
    fetchMock = stubFetch(200, group);
    await createGroup("film", "", "token");
    expect(sentRequest(fetchMock).body).toEqual({ name: "film", description: null });
  });
});
