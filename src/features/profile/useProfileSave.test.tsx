import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import { renderHookOnDemo } from "@/test/renderHookOnDemo";
import { useProfileSave } from "./useProfileSave";

afterEach(() => vi.unstubAllGlobals());

const update = {
  display_name: "Alice A.",
  note: "New bio",
  locked: false,
  mention_policy: "none" as const,
  fields_attributes: [],
};

describe("saving the profile", () => {
  it("sends the update, removed images as empty strings, then goes to the profile", async () => {
    const { result, sent, path } = await renderHookOnDemo(() => useProfileSave(), {
      signedInAs: "alice",
      path: "/settings/profile",
    });
    act(() => result.current.submit({ ...update, avatar: null, header: null }));
    await waitFor(() => expect(path()).not.toBe("/settings/profile"));
    const saved = sent.find(({ request }) => request.endsWith("/update_credentials"));
    expect(saved?.request).toBe("PATCH /api/v1/accounts/update_credentials");
    expect(saved?.body).toMatchObject({ display_name: "Alice A.", avatar: "", header: "" });
    expect(path()).toBe("/@alice");
    expect(result.current.error).toBeNull();
  });

  it("stays on the form with the server's message when the save fails", async () => {
    const demo = createDemoApp({ server: "3.10" });
    await call(demo, "POST", "/__demo/fail", {
      body: {
        method: "PATCH",
        path: "/api/v1/accounts/update_credentials",
        status: 400,
        error_description: "display name is too long",
      },
    });
    const { result, path } = await renderHookOnDemo(() => useProfileSave(), {
      demo,
      signedInAs: "alice",
      path: "/settings/profile",
    });
    act(() => result.current.submit(update));
    await waitFor(() => expect(result.current.error?.message).toBe("display name is too long"));
    expect(result.current.pending).toBe(false);
    expect(path()).toBe("/settings/profile");
  });
});
