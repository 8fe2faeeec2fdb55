import { vi } from "vitest";

/** Stubs fetch with an answer of `status` (a JSON `body`, none for a 204); undone by vi.unstubAllGlobals. */
export function stubFetch(status: number, body: unknown = null) {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(() =>
    Promise.resolve(
      status === 204
        ? new Response(null, { status })
        : new Response(JSON.stringify(body), {
            status,
            headers: { "Content-Type": "application/json" },
          }),
    ),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** What call number `call` sent: method, path with its query, content type and the JSON body. */
export function sentRequest(mock: ReturnType<typeof stubFetch>, call = 0) {
  const [input, init] = mock.mock.calls[call] ?? [];
  const url = new URL(
    input instanceof Request ? input.url : input instanceof URL ? input.href : (input ?? ""),
  );
  return {
    method: init?.method,
    path: url.pathname + url.search,
    contentType: new Headers(init?.headers).get("Content-Type"),
    body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : init?.body,
  };
}
