import type { ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { USER_PERMISSIONS, makeUser } from "@/test/fixtures";
import { readClientConfig, useUpdateClientConfig } from "./clientConfig";
import { currentUserKeys } from "@/state/session/currentUser";
import { SessionContext } from "@/state/session/sessionContext";
import { fakeSession } from "@/test/session";

const TOKEN = "token";

/**
 * The server stores each map as sent; the test releases its answers in any
 * order. It stands in for `fetch` (not the api module), so it holds however
 * the test files share modules.
 */
function slowServer(user: CredentialAccount) {
  const answers: (() => void)[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          const sent = JSON.parse(init.body as string) as Record<string, unknown>;
          answers.push(() => {
            resolve(
              new Response(JSON.stringify({ ...user, client_config: sent }), {
                status: 200,
                headers: { "content-type": "application/json" },
              }),
            );
          });
        }),
    ),
  );
  return answers;
}

function setUp() {
  const user = makeUser(USER_PERMISSIONS);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(currentUserKeys.detail({ id: user.id, token: TOKEN }), user);
  const session = fakeSession(TOKEN, user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  );
  const shown = () =>
    readClientConfig(
      queryClient.getQueryData<CredentialAccount>(
        currentUserKeys.detail({ id: user.id, token: TOKEN }),
      ) ?? null,
    );
  return { user, wrapper, shown };
}

describe("saving client settings", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps two quick changes when the first answer comes last", async () => {
    const { user, wrapper, shown } = setUp();
    const answers = slowServer(user);
    const { result } = renderHook(() => useUpdateClientConfig(), { wrapper });
    act(() => {
      result.current.update({ ctrlEnterEnabled: true });
    });
    act(() => {
      result.current.update({ contentWarningsEnabled: false });
    });
    expect(shown()).toMatchObject({ ctrlEnterEnabled: true, contentWarningsEnabled: false });
    await waitFor(() => {
      expect(answers).toHaveLength(2);
    });
    // The second save answers, then the first, older one.
    act(() => answers[1]?.());
    act(() => answers[0]?.());
    await waitFor(() => {
      expect(result.current.isPending).toBe(false);
    });
    expect(shown()).toMatchObject({ ctrlEnterEnabled: true, contentWarningsEnabled: false });
  });

  it("does not undo a newer change when the first answer comes between", async () => {
    const { user, wrapper, shown } = setUp();
    const answers = slowServer(user);
    const { result } = renderHook(() => useUpdateClientConfig(), { wrapper });
    act(() => {
      result.current.update({ ctrlEnterEnabled: true });
    });
    act(() => {
      result.current.update({ contentWarningsEnabled: false });
    });
    await waitFor(() => {
      expect(answers).toHaveLength(2);
    });
    act(() => answers[0]?.());
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The first answer knows nothing of the second change: it must not show.
    expect(shown()).toMatchObject({ contentWarningsEnabled: false });
    act(() => answers[1]?.());
    await waitFor(() => {
      expect(result.current.isPending).toBe(false);
    });
    expect(shown()).toMatchObject({ ctrlEnterEnabled: true, contentWarningsEnabled: false });
  });
});
