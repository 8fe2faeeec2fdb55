import { useEffect, type ReactElement, type ReactNode } from "react";
import { render, renderHook } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { I18nProvider } from "@lingui/react";
import { MemoryRouter, useLocation } from "react-router";
import { vi } from "vitest";
import { createDemoApp, type DemoApp } from "@demo/app";
import { fixedToken } from "@demo/testing";
import { i18n, loadScreenMessages } from "@/i18n/i18n";
import { instanceQuery } from "@/state/instance";
import { currentUserQuery } from "@/state/session/currentUser";
import { SessionProvider } from "@/state/session/SessionProvider";
import { createQueryClient } from "@/state/start/queryClient";

/** A request the hook sent, with its JSON body and headers. */
export interface SentRequest {
  request: string;
  body: unknown;
  headers: Headers;
}

/** The translations alone, for hooks that need no server. */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/**
 * A hook rendered as a screen would run it, signed in as `signedInAs`: the
 * query cache, translations, the session and a router at `path`, its API
 * answered in-process by the demo instance. Instance info and the user are
 * loaded first, as the route guard waits for them.
 */
export async function renderHookOnDemo<Result>(
  hook: () => Result,
  options: { demo?: DemoApp; signedInAs: string; path?: string },
) {
  const { wrapper, ...rest } = await onDemo(options);
  return { ...renderHook(hook, { wrapper }), ...rest };
}

/** A component rendered as renderHookOnDemo renders a hook: signed in, on the demo. */
export async function renderOnDemo(
  element: ReactElement,
  options: { demo?: DemoApp; signedInAs: string; path?: string },
) {
  const { wrapper, ...rest } = await onDemo(options);
  return { ...render(element, { wrapper }), ...rest };
}

async function onDemo(options: { demo?: DemoApp; signedInAs: string; path?: string }) {
  const demo = options.demo ?? createDemoApp({ server: "3.10" });
  const sent: SentRequest[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      input instanceof Request ? input.url : String(input),
      window.location.origin,
    );
    const method = init?.method ?? "GET";
    const headers = new Headers(init?.headers);
    sent.push({
      request: `${method} ${url.pathname}${url.search}`,
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      headers,
    });
    // A fresh Node Request: jsdom's AbortSignal is not one Node accepts.
    return demo.handle(
      new Request(`http://demo.test${url.pathname}${url.search}`, {
        method,
        headers,
        body: init?.body ?? null,
      }),
    );
  });
  const token = fixedToken(options.signedInAs);
  localStorage.setItem("auth_token", token);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  await Promise.all([
    queryClient.query(instanceQuery),
    // A token of before several accounts, as the session reads it (no account yet).
    queryClient.query(currentUserQuery({ id: null, token })),
    loadScreenMessages(),
  ]);
  const at = { path: options.path ?? "/" };
  function Location() {
    const { pathname } = useLocation();
    useEffect(() => {
      at.path = pathname;
    }, [pathname]);
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <WithI18n>
        <SessionProvider>
          <MemoryRouter initialEntries={[at.path]}>
            <Location />
            {children}
          </MemoryRouter>
        </SessionProvider>
      </WithI18n>
    </QueryClientProvider>
  );
  return {
    wrapper,
    demo,
    sent,
    /** The router's path now. */
    path: () => at.path,
  };
}
