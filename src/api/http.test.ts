// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./errors";
import { buildInit, buildQuery, parseNextLink, request, requestPage, toOwnOrigin } from "./http";

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("buildInit (upstream request-building vectors)", () => {
  it("sends same-origin credentials only", () => {
    expect(buildInit({})).toEqual({ credentials: "same-origin" });
  });
  it("keeps the method", () => {
    expect(buildInit({ method: "POST" })).toEqual({ credentials: "same-origin", method: "POST" });
  });
  it("adds the bearer token to given headers", () => {
    expect(
      buildInit({ method: "POST", headers: { "Content-Type": "text/plain" }, authToken: "123" }),
    ).toEqual({
      credentials: "same-origin",
      headers: { Authorization: "Bearer 123", "Content-Type": "text/plain" },
      method: "POST",
    });
  });
  it("sends JSON bodies as JSON", () => {
    expect(buildInit({ method: "POST", json: { key: "value" }, authToken: "123" })).toEqual({
      body: '{"key":"value"}',
      credentials: "same-origin",
      headers: { Authorization: "Bearer 123", "Content-Type": "application/json" },
      method: "POST",
    });
  });
});

describe("buildQuery", () => {
  it("drops undefined and null, stringifies numbers and booleans", () => {
    expect(buildQuery({ a: undefined, b: null, c: 1, d: true, e: "x y" })).toBe(
      "?c=1&d=true&e=x+y",
    );
  });
  it("writes arrays with explicit indexes", () => {
    expect(buildQuery({ id: ["1", "2"] })).toBe("?id%5B0%5D=1&id%5B1%5D=2");
  });
  it("is empty without parameters", () => {
    expect(buildQuery({})).toBe("");
    expect(buildQuery(undefined)).toBe("");
  });
});

describe("parseNextLink", () => {
  it("takes the URL of the next link", () => {
    expect(parseNextLink('<https://example.org/api/v1/notifications?max_id=123>; rel="next"')).toBe(
      "https://example.org/api/v1/notifications?max_id=123",
    );
  });
  it("is null without a header", () => {
    expect(parseNextLink(null)).toBeNull();
  });
  it("is null when the next link is not a URL, so the list ends instead of failing", () => {
    expect(parseNextLink('<http://[broken/api/v1/notifications?max_id=1>; rel="next"')).toBeNull();
  });
  it("ignores other relations", () => {
    expect(
      parseNextLink('<https://a/x?min_id=1>; rel="prev", <https://a/x?max_id=2>; rel="next"'),
    ).toBe("https://a/x?max_id=2");
  });
});

describe("toOwnOrigin", () => {
  it("keeps only path and query of a foreign URL, so the token never leaves the origin", () => {
    const url = toOwnOrigin("https://evil.example/api/v1/timelines/home?max_id=5");
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname + url.search).toBe("/api/v1/timelines/home?max_id=5");
  });
});

describe("request error catalogue", () => {
  it("returns parsed JSON for the expected status", async () => {
    stubFetch(Response.json({ a: 1 }));
    await expect(request("/x")).resolves.toEqual({ a: 1 });
  });
  it("returns null for an expected 204", async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(request("/x", { expected: 204 })).resolves.toBeNull();
  });
  it("uses error_description of a JSON body", async () => {
    stubFetch(
      new Response(JSON.stringify({ error: "x", error_description: "invalid username" }), {
        status: 400,
        headers: { "Content-Type": "application/json" },
      }),
    );
    await expect(request("/x")).rejects.toThrow(new ApiError("invalid username", 400));
  });
  it("reads a JSON error body that comes without a content type (the server's 401)", async () => {
    const body = JSON.stringify({ error: "x", error_description: "auth header is not present" });
    stubFetch(
      new Response(new TextEncoder().encode(body), { status: 401, statusText: "Unauthorized" }),
    );
    await expect(request("/x")).rejects.toThrow(new ApiError("auth header is not present", 401));
  });
  it("keeps the status text for a body without a content type that is not JSON", async () => {
    stubFetch(new Response(new Uint8Array(), { status: 401, statusText: "Unauthorized" }));
    await expect(request("/x")).rejects.toThrow(new ApiError("Unauthorized", 401));
  });
  it("says 'request body is too large' for 413", async () => {
    stubFetch(new Response("too big", { status: 413, statusText: "Payload Too Large" }));
    await expect(request("/x")).rejects.toThrow("request body is too large");
  });
  it("uses the status text otherwise", async () => {
    stubFetch(new Response("slow down", { status: 429, statusText: "Too Many Requests" }));
    await expect(request("/x")).rejects.toThrow("Too Many Requests");
  });
  it("says 'Too Many Requests' for a 429 without a status text (HTTP/2 has none)", async () => {
    stubFetch(new Response("slow down", { status: 429, statusText: "" }));
    await expect(request("/x")).rejects.toThrow(new ApiError("Too Many Requests", 429));
  });
  it("says the catalogue's 'Too Many Requests' for a JSON 429, never its 'retry in 29.00ms'", async () => {
    stubFetch(
      new Response(JSON.stringify({ error: "x", error_description: "retry in 29.00ms" }), {
        status: 429,
        headers: { "Content-Type": "application/json" },
      }),
    );
    await expect(request("/x")).rejects.toThrow(new ApiError("Too Many Requests", 429));
  });
  it("keeps the wait a JSON 429's headers name", async () => {
    stubFetch(
      new Response(JSON.stringify({ error: "x", error_description: "retry in 29.00ms" }), {
        status: 429,
        headers: { "Content-Type": "application/json", "retry-after": "29" },
      }),
    );
    await expect(request("/x")).rejects.toMatchObject({
      message: "Too Many Requests",
      retryAfter: 29,
    });
  });
  it("says 'unknown error' when there is no status text", async () => {
    stubFetch(new Response("", { status: 502, statusText: "" }));
    await expect(request("/x")).rejects.toThrow("unknown error");
  });
  it("treats a status other than the expected one as an error", async () => {
    stubFetch(new Response("{}", { status: 200, statusText: "OK" }));
    await expect(request("/x", { expected: 204 })).rejects.toBeInstanceOf(ApiError);
  });
  it("says the server could not be reached when no answer came, not the browser's words", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(request("/x")).rejects.toThrow(new ApiError("The server could not be reached", 0));
  });
  it("lets an aborted request stay an abort", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new DOMException("gone", "AbortError"))),
    );
    await expect(request("/x")).rejects.toHaveProperty("name", "AbortError");
  });
  it("sends the request to the own origin with the token", async () => {
    const fetchMock = stubFetch(Response.json([]));
    await request("/api/v1/x", { authToken: "t", query: { limit: 20 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toEqual(new URL(`${window.location.origin}/api/v1/x?limit=20`));
    expect(init?.headers).toEqual({ Authorization: "Bearer t" });
  });
});

describe("an answer that cannot be read", () => {
  const unreadable = new ApiError("The server's answer could not be read", 200);

  it("is not JSON: the catalogue's message, and a log without the body", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    stubFetch(
      new Response('{"access_token": "secret-token-that-was-cut', {
        headers: { "Content-Type": "application/json" },
      }),
    );
    await expect(request("/oauth/token?username=alice")).rejects.toThrow(unreadable);
    expect(log).toHaveBeenCalledOnce();
    const logged = String(log.mock.calls[0]?.[0]);
    expect(logged).toContain("/oauth/token answered 200 with a body that is not JSON");
    expect(logged).not.toContain("secret");
    expect(logged).not.toContain("alice");
    log.mockRestore();
  });

  it("keeps the status it came with, and reads a page the same way", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    stubFetch(new Response("<html>proxy</html>", { status: 201 }));
    await expect(request("/x", { expected: 201 })).rejects.toThrow(
      new ApiError("The server's answer could not be read", 201),
    );
    stubFetch(new Response("<html>proxy</html>"));
    await expect(requestPage("/x")).rejects.toThrow(unreadable);
    log.mockRestore();
  });

  it("is a page that is not a list", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    stubFetch(Response.json({ error: "x" }));
    await expect(requestPage("/api/v1/timelines/home?limit=20")).rejects.toThrow(unreadable);
    expect(String(log.mock.calls[0]?.[0])).toContain(
      "/api/v1/timelines/home answered a page that is not a list",
    );
    log.mockRestore();
  });
});

describe("requestPage", () => {
  it("returns the items and the next page as an own-origin path", async () => {
    stubFetch(
      Response.json([{ id: "1" }], {
        headers: {
          Link: '<https://other.example/api/v1/timelines/home?limit=20&max_id=1>; rel="next"',
        },
      }),
    );
    await expect(requestPage("/api/v1/timelines/home")).resolves.toEqual({
      items: [{ id: "1" }],
      next: "/api/v1/timelines/home?limit=20&max_id=1",
    });
  });
  it("has no next page without a Link header", async () => {
    stubFetch(Response.json([]));
    await expect(requestPage("/x")).resolves.toEqual({ items: [], next: null });
  });
});

describe("presentFields", () => {
  it("keeps only the string fields", async () => {
    const { presentFields } = await import("./oauth");
    expect(
      presentFields({ username: "a", password: null, message: undefined, signature: "" }),
    ).toEqual({
      username: "a",
      signature: "",
    });
  });
});
