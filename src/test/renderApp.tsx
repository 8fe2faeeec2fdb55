import { render, type RenderResult } from "@testing-library/react";
import { vi } from "vitest";
import { createDemoApp, type DemoApp } from "@demo/app";
import { fixedToken } from "@demo/testing";
import { StrictMode } from "react";
import { App } from "@/app/start/App";
import { seedQueryCache } from "@/state/start/bootCache";
import { startBootRequests } from "@/state/start/bootRequests";
import { createQueryClient } from "@/state/start/queryClient";
import { ownKey } from "@/test/storage";
import { writeToken } from "@/state/storage/tokenStorage";

export interface RenderedApp extends RenderResult {
  demo: DemoApp;
  /** The requests the client sent, as "METHOD /path?query". */
  requests: string[];
  /** The same requests with their JSON bodies (undefined when none). */
  sent: { request: string; body: unknown }[];
}

/**
 * The whole app at `path`, its API answered in-process by the demo instance
 * (the same handlers and seed the e2e tests use).
 */
export interface RenderOptions {
  demo?: DemoApp;
  signedInAs?: string;
  /** Drafts the signed-in account kept from before, by target (`new`, a post's id). */
  storedDrafts?: Record<string, string>;
  /** Rewrites a JSON response body, e.g. to play a newer server's shapes. */
  rewrite?: (path: string, body: unknown) => unknown;
  /** Requests (by path) that never get an answer, as from a hanging server. */
  hang?: (path: string) => boolean;
  /**
   * A failing server: the answer to a request (by path) in the demo's place,
   * a rejection for a network error, or undefined to let the demo answer.
   */
  fault?: (path: string) => Response | Promise<Response> | undefined;
}

export function renderApp(path: string, options: RenderOptions = {}): RenderedApp {
  const demo = options.demo ?? createDemoApp({ server: "3.10" });
  const requests: string[] = [];
  const sent: { request: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      input instanceof Request ? input.url : String(input),
      window.location.origin,
    );
    const method = init?.method ?? "GET";
    if (options.hang?.(url.pathname)) return new Promise<Response>(() => undefined);
    requests.push(`${method} ${url.pathname}${url.search}`);
    sent.push({
      request: `${method} ${url.pathname}${url.search}`,
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const fault = options.fault?.(url.pathname);
    if (fault) return fault;
    // A fresh Node Request: jsdom's AbortSignal is not one Node accepts.
    const request = new Request(`http://demo.test${url.pathname}${url.search}`, {
      method,
      headers: init?.headers ?? {},
      body: init?.body ?? null,
    });
    const response = await demo.handle(request);
    if (!options.rewrite || response.headers.get("Content-Type") !== "application/json")
      return response;
    const body = options.rewrite(url.pathname, await response.json());
    return new Response(JSON.stringify(body), {
      status: response.status,
      headers: response.headers,
    });
  });
  if (options.signedInAs) {
    // Signed in as the app keeps a session: the account's own token, and it is the current one.
    const id = demo.store.localAccount(options.signedInAs)?.id;
    if (id === undefined) throw new Error(`no local account ${options.signedInAs}`);
    writeToken(id, fixedToken(options.signedInAs));
    for (const [target, draft] of Object.entries(options.storedDrafts ?? {})) {
      localStorage.setItem(ownKey(`post_content_${target}`), draft);
    }
  }
  window.history.replaceState(null, "", path);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  // As mount.tsx does: boot requests first, then the app in StrictMode.
  void seedQueryCache(queryClient, startBootRequests(window.location.pathname));
  const result = render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  return { ...result, demo, requests, sent };
}
