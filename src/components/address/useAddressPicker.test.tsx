import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Account } from "@/api/entities/account";
import { aliasAddressRule, moveTargetRule } from "@/domain/accountSettings";
import type { AddressRule } from "@/domain/addressPick";
import { memberAddressRule } from "@/domain/feeds";
import { loadScreenMessages } from "@/i18n/i18n";
import { addressSearchServer, person } from "@/test/addressSearchServer";
import { useAddressPicker, type AddressPickerOptions } from "./useAddressPicker";

beforeAll(() => loadScreenMessages());
afterEach(() => vi.unstubAllGlobals());

const carol = person("carol@remote.example");
const carl = person("carl@remote.example");
const dave = person("dave@social.example");
const dana = person("dana@social.example");

const ANSWERS: Record<string, Account[]> = {
  "carol@remote.example": [carol],
  "@carol@remote.example": [carol],
  "Carol@Remote.Example": [carl, carol],
  car: [carol],
  da: [dave, dana],
};

const describeError = (error: unknown) => `failed: ${error instanceof Error ? error.message : ""}`;

function setUp(
  rule: AddressRule,
  take?: (account: Account) => Promise<unknown>,
  options: Partial<AddressPickerOptions> = { notFound: "nobody", describeError },
) {
  const server = addressSearchServer(ANSWERS);
  const { result } = renderHook(
    () => useAddressPicker({ label: "Address", submitLabel: "Add", ...options, rule, take }),
    { wrapper: server.wrapper },
  );
  const type = (text: string) => act(() => result.current.setValue(text));
  const submit = () => act(() => result.current.submit());
  return { server, result, type, submit };
}

describe("the feed member rule: @ dropped, matches offered, errors never hold", () => {
  it("searches the trimmed address without its @, at most 5 resolved, and takes an exact match", async () => {
    const take = vi.fn(() => Promise.resolve());
    const { server, result, type, submit } = setUp(memberAddressRule, take);
    expect(result.current.canSubmit).toBe(false);
    type(" @carol@remote.example ");
    expect(result.current.address).toBe("carol@remote.example");
    submit();
    await waitFor(() => expect(take).toHaveBeenCalledWith(carol));
    await waitFor(() => expect(result.current.value).toBe(""));
    expect(Object.fromEntries(server.searches[0] ?? [])).toEqual({
      q: "carol@remote.example",
      resolve: "true",
      limit: "5",
    });
    expect(result.current.problem).toBeNull();
  });

  it("offers several matches for the text typed, and takes the one chosen", async () => {
    const take = vi.fn(() => Promise.resolve());
    const { result, type, submit } = setUp(memberAddressRule, take);
    type("da");
    submit();
    await waitFor(() => expect(result.current.offered).toEqual([dave, dana]));
    expect(take).not.toHaveBeenCalled();
    act(() => result.current.choose(dana));
    await waitFor(() => expect(result.current.value).toBe(""));
    expect(take).toHaveBeenCalledWith(dana);
    expect(result.current.offered).toEqual([]);
  });

  it("drops the offer once the text changes", async () => {
    const { result, type, submit } = setUp(memberAddressRule, () => Promise.resolve());
    type("da");
    submit();
    await waitFor(() => expect(result.current.offered).toHaveLength(2));
    type("dan");
    expect(result.current.offered).toEqual([]);
  });

  it("says nobody for no match, and the button stays usable", async () => {
    const take = vi.fn(() => Promise.resolve());
    const { result, type, submit } = setUp(memberAddressRule, take);
    type("nobody@nowhere.example");
    submit();
    await waitFor(() => expect(result.current.problem).toBe("nobody"));
    expect(result.current.canSubmit).toBe(true);
    expect(take).not.toHaveBeenCalled();
  });

  it("shows a failed take and keeps what was typed", async () => {
    const take = vi.fn(() => Promise.reject(new Error("user already added")));
    const { result, type, submit } = setUp(memberAddressRule, take);
    type("carol@remote.example");
    submit();
    await waitFor(() => expect(result.current.problem).toBe("failed: user already added"));
    expect(result.current.value).toBe("carol@remote.example");
    expect(result.current.busy).toBe(false);
  });

  it("shows a failed search, which typing clears", async () => {
    const { server, result, type, submit } = setUp(memberAddressRule, () => Promise.resolve());
    server.failNext("database error", 500);
    type("grace");
    submit();
    await waitFor(() => expect(result.current.problem).toBe("failed: database error"));
    type("grace@");
    expect(result.current.problem).toBeNull();
  });
});

describe("the alias rule: only trimmed, matches offered, an error holds the button", () => {
  it("keeps a leading @ in the address searched", async () => {
    const take = vi.fn(() => Promise.resolve());
    const { server, result, type, submit } = setUp(aliasAddressRule, take);
    type("  @carol@remote.example ");
    expect(result.current.address).toBe("@carol@remote.example");
    submit();
    // One match, but not the address as typed: offered, not taken.
    await waitFor(() => expect(result.current.offered).toEqual([carol]));
    expect(take).not.toHaveBeenCalled();
    expect(server.searches[0]?.get("q")).toBe("@carol@remote.example");
    expect(server.searches[0]?.get("limit")).toBe("5");
  });

  it("takes a single exact match at once and empties the field", async () => {
    const take = vi.fn(() => Promise.resolve());
    const { result, type, submit } = setUp(aliasAddressRule, take);
    type("carol@remote.example ");
    submit();
    await waitFor(() => expect(result.current.value).toBe(""));
    expect(take).toHaveBeenCalledWith(carol);
  });

  it("keeps the button disabled after 'nobody' until the text changes", async () => {
    const { server, result, type, submit } = setUp(aliasAddressRule, () => Promise.resolve());
    type("nobody@nowhere.example");
    submit();
    await waitFor(() => expect(result.current.problem).toBe("nobody"));
    expect(result.current.canSubmit).toBe(false);
    submit();
    expect(server.searches).toHaveLength(1);
    type("nobody@nowhere.example2");
    expect(result.current.canSubmit).toBe(true);
  });
});

describe("the move target rule: @ dropped, only an exact match, held for a confirmation", () => {
  it("holds the exact match among several answers and keeps the address", async () => {
    const { result, type, submit } = setUp(moveTargetRule);
    type("@Carol@Remote.Example");
    expect(result.current.address).toBe("Carol@Remote.Example");
    submit();
    await waitFor(() => expect(result.current.held).toEqual(carol));
    expect(result.current.value).toBe("@Carol@Remote.Example");
    expect(result.current.offered).toEqual([]);
    expect(result.current.canSubmit).toBe(false);
  });

  it("offers nobody when no answer is the address: it says nobody", async () => {
    const { result, type, submit } = setUp(moveTargetRule);
    type("car");
    submit();
    await waitFor(() => expect(result.current.problem).toBe("nobody"));
    expect(result.current.offered).toEqual([]);
    expect(result.current.held).toBeNull();
  });

  it("shows a later step's failure where its own show; release lets the address change", async () => {
    const { result, type, submit } = setUp(moveTargetRule);
    type("carol@remote.example");
    submit();
    await waitFor(() => expect(result.current.held).toEqual(carol));
    act(() => result.current.fail(new Error("target is not an alias")));
    expect(result.current.problem).toBe("failed: target is not an alias");
    act(() => result.current.clearProblem());
    expect(result.current.problem).toBeNull();
    act(() => result.current.fail(new Error("target is not an alias")));
    act(() => result.current.release());
    expect(result.current.held).toBeNull();
    expect(result.current.problem).toBeNull();
    expect(result.current.canSubmit).toBe(true);
  });

  it("says what a profile lookup says unless told otherwise", async () => {
    const { server, result, type, submit } = setUp(moveTargetRule, undefined, {});
    type("nobody@nowhere.example");
    submit();
    await waitFor(() => expect(result.current.problem).toBe("Profile not found"));
    server.failNext("Too Many Requests", 429);
    submit();
    await waitFor(() => expect(result.current.problem).toBe("Too many requests"));
    server.failNext("profile not found", 404);
    submit();
    await waitFor(() => expect(result.current.problem).toBe("Profile not found"));
    server.failNext("database error", 500);
    submit();
    await waitFor(() => expect(result.current.problem).toBe("database error"));
  });

  it("asks nothing for a lone @", () => {
    const { server, result, type, submit } = setUp(moveTargetRule);
    type("@");
    expect(result.current.canSubmit).toBe(false);
    submit();
    expect(server.searches).toEqual([]);
  });
});
