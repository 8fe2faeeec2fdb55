import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { USER_PERMISSIONS, makeUser } from "@/test/fixtures";
import { timelineKeys } from "@/state/timelines";
import { VISITOR, viewerOf } from "./authed";
import { SessionProvider } from "./SessionProvider";
import { useSession } from "./sessionContext";

const alice = makeUser(USER_PERMISSIONS, { id: "a1", username: "alice", acct: "alice" });
const bob = makeUser(USER_PERMISSIONS, { id: "b2", username: "bob", acct: "bob" });
const HOME = { kind: "home" } as const;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("the viewer part of a query key", () => {
  it("is the account's id, whichever of its tokens asks", () => {
    expect(viewerOf({ id: "a1", token: "first" })).toBe("a1");
    expect(viewerOf({ id: "a1", token: "second" })).toBe("a1");
    expect(viewerOf({ id: "b2", token: "first" })).not.toBe("a1");
  });

  it("is the visitor's without a token, and never a token", () => {
    expect(viewerOf({ id: null, token: null })).toBe(VISITOR);
    // A token kept from before several accounts, its account not known yet.
    const unnamed = viewerOf({ id: null, token: "secret" });
    expect(unnamed).not.toBe(VISITOR);
    expect(unnamed).not.toContain("secret");
  });
});

function renderSession() {
  // Nothing here should reach a server: signing in hands the user over.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useSession(), { wrapper });
  /** Home as cached for the account shown now. */
  const home = () => client.getQueryData(timelineKeys.list(result.current.scope, HOME));
  const cacheHome = (ids: string[]) => {
    client.setQueryData(timelineKeys.list(result.current.scope, HOME), {
      pages: [{ ids, next: null }],
      pageParams: [null],
    });
  };
  return { result, client, home, cacheHome };
}

describe("the cache across accounts", () => {
  it("keeps an account's answers when it signs in again with a new token", () => {
    const { result, home, cacheHome } = renderSession();
    act(() => result.current.signIn("alice-1", alice));
    cacheHome(["p1"]);
    act(() => result.current.signIn("alice-2", alice));
    expect(result.current.token).toBe("alice-2");
    expect(result.current.scope.id).toBe("a1");
    expect(home()).toEqual({ pages: [{ ids: ["p1"], next: null }], pageParams: [null] });
    // The user is known under the account too: nothing asks for it again.
    expect(result.current.user?.id).toBe("a1");
  });

  it("shows no account another's answers, signing in or switching either way", () => {
    const { result, client, home, cacheHome } = renderSession();
    act(() => result.current.signIn("alice-1", alice));
    cacheHome(["alice's post"]);
    const aliceKey = timelineKeys.list(result.current.scope, HOME);

    act(() => result.current.signIn("bob-1", bob));
    expect(timelineKeys.list(result.current.scope, HOME)).not.toEqual(aliceKey);
    expect(home()).toBeUndefined();
    expect(client.getQueryData(aliceKey)).toBeUndefined();
    cacheHome(["bob's post"]);

    act(() => result.current.switchAccount("a1"));
    expect(result.current.scope.id).toBe("a1");
    expect(home()).toBeUndefined();
    cacheHome(["alice's post"]);

    act(() => result.current.switchAccount("b2"));
    expect(home()).toBeUndefined();
  });
});
