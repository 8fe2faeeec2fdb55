import { describe, expect, it, vi } from "vitest";
import { toggle } from "./toggleQueue";

/** A server whose answers the test releases one by one. */
function server() {
  const calls: { on: boolean; resolve: () => void; reject: (error: Error) => void }[] = [];
  const send = (on: boolean) =>
    new Promise<boolean>((resolve, reject) => {
      calls.push({ on, resolve: () => resolve(on), reject });
    });
  return { calls, send };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("toggle queue", () => {
  it("shows every click at once and sends one request at a time", async () => {
    const { calls, send } = server();
    const shown: boolean[] = [];
    const run = { show: (on: boolean) => shown.push(on), send, settle: vi.fn(), onError: vi.fn() };
    toggle("a", false, true, run);
    toggle("a", true, false, run);
    toggle("a", false, true, run);
    expect(shown).toEqual([true, false, true]);
    expect(calls.map((call) => call.on)).toEqual([true]);
    calls[0]?.resolve();
    await flush();
    // The server now has what the last click wants: nothing more is sent.
    expect(calls).toHaveLength(1);
    expect(run.settle).toHaveBeenCalledWith(true);
  });

  it("sends the last wish after the running request when it differs", async () => {
    const { calls, send } = server();
    const run = { show: vi.fn(), send, settle: vi.fn(), onError: vi.fn() };
    toggle("b", false, true, run);
    toggle("b", true, false, run);
    calls[0]?.resolve();
    await flush();
    expect(calls.map((call) => call.on)).toEqual([true, false]);
    // The first answer is stale by then: only the last one is taken.
    expect(run.settle).not.toHaveBeenCalled();
    calls[1]?.resolve();
    await flush();
    expect(run.settle).toHaveBeenCalledExactlyOnceWith(false);
  });

  it("ends in the last click's state when the first request fails", async () => {
    const { calls, send } = server();
    const shown: boolean[] = [];
    const run = { show: (on: boolean) => shown.push(on), send, settle: vi.fn(), onError: vi.fn() };
    toggle("c", false, true, run);
    toggle("c", true, false, run);
    calls[0]?.reject(new Error("internal error"));
    await flush();
    expect(run.onError).toHaveBeenCalledOnce();
    // Unliked, as the last click asked; nothing restored over it, nothing more sent.
    expect(shown).toEqual([true, false]);
    expect(calls).toHaveLength(1);
  });

  it("goes back to the last confirmed state when the only request fails", async () => {
    const { calls, send } = server();
    const shown: boolean[] = [];
    const run = { show: (on: boolean) => shown.push(on), send, settle: vi.fn(), onError: vi.fn() };
    toggle("d", false, true, run);
    calls[0]?.reject(new Error("internal error"));
    await flush();
    expect(shown).toEqual([true, false]);
  });
});

describe("toggle queue, clicks after a failed request", () => {
  it("tries the latest click when it came after the failed request was sent", async () => {
    const { calls, send } = server();
    const shown: boolean[] = [];
    const run = { show: (on: boolean) => shown.push(on), send, settle: vi.fn(), onError: vi.fn() };
    toggle("e", false, true, run);
    toggle("e", true, false, run);
    toggle("e", false, true, run);
    calls[0]?.reject(new Error("internal error"));
    await flush();
    expect(calls.map((call) => call.on)).toEqual([true, true]);
    calls[1]?.resolve();
    await flush();
    expect(shown.at(-1)).toBe(true);
    expect(run.settle).toHaveBeenCalledExactlyOnceWith(true);
  });
});
