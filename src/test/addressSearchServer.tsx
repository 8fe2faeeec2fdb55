import type { ReactNode } from "react";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { vi } from "vitest";
import { AccountSchema, type Account } from "@/api/entities/account";
import { parse } from "@/api/schema";
import { makeUser, USER_PERMISSIONS } from "@/test/fixtures";
import { i18n } from "@/i18n/i18n";
import { SessionContext } from "@/state/session/sessionContext";
import { fakeSession } from "@/test/session";

/** A person the fake server knows, by address. */
export function person(acct: string): Account {
  const [username = acct] = acct.split("@");
  return parse(AccountSchema, { id: `id:${acct}`, username, acct });
}

export interface AddressSearchServer {
  /**
   * Wraps a hook or component in the English catalogue, a signed-in session
   * and its own query cache. The screens' strings need `loadScreenMessages()`.
   */
  wrapper: (props: { children: ReactNode }) => ReactNode;
  /** The searches asked, as their query parameters. */
  searches: URLSearchParams[];
  /** The next search fails with this message and status. */
  failNext: (message: string, status: number) => void;
}

/**
 * Stands in for `fetch` (not the api module) and answers the account search
 * with the people listed for each `q`, nobody for any other.
 */
export function addressSearchServer(answers: Record<string, Account[]>): AddressSearchServer {
  const searches: URLSearchParams[] = [];
  let failure: { message: string; status: number } | null = null;
  vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://demo.test");
    if (url.pathname !== "/api/v1/accounts/search") throw new Error(`unexpected ${url.pathname}`);
    searches.push(url.searchParams);
    const [body, status] = failure
      ? [{ error_description: failure.message }, failure.status]
      : [answers[url.searchParams.get("q") ?? ""] ?? [], 200];
    failure = null;
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
    );
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const session = fakeSession("token", makeUser(USER_PERMISSIONS));
  return {
    wrapper: ({ children }) => (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
        </QueryClientProvider>
      </I18nProvider>
    ),
    searches,
    failNext: (message, status) => {
      failure = { message, status };
    },
  };
}
