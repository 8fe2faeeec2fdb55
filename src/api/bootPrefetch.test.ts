// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { USER_PERMISSIONS, makeInstance, makeUser } from "@/test/fixtures";
import { verifyCredentials } from "./accounts";
import { bootAnswersIn, takeBootClick } from "./bootPrefetch";
import { getInstance } from "./instance";
import { getNotificationsMarker } from "./markers";
import { getNotificationSummaries } from "./notifications";
import { getTimelinePage } from "./timelines";

const BOOT_SCRIPT = readFileSync(path.resolve(__dirname, "../../public/boot.js"), "utf8");
const TOKEN = "kept-token";

/** What the demo server would answer to each of boot.js's requests. */
function answerFor(url: string): unknown {
  if (url.endsWith("/api/v1/instance")) return makeInstance();
  if (url.endsWith("/verify_credentials")) return makeUser(USER_PERMISSIONS);
  if (url.includes("/markers")) return { notifications: { last_read_id: "7" } };
  return [];
}

/** Runs public/boot.js as the page's head does, with `token` kept; returns what it fetched. */
function runBootScript(token: string | null) {
  if (token) localStorage.setItem("auth_token", token);
  const asked = vi.fn<(url: string, init: RequestInit) => Promise<Response>>((url) =>
    Promise.resolve(Response.json(answerFor(url))),
  );
  vi.stubGlobal("fetch", asked);
  // The head's plain script, run as the page runs it (it is ours, from public/).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above
  const boot = new Function(BOOT_SCRIPT) as () => void;
  boot();
  // From here on, anything the app asks for itself shows here.
  const network = vi.fn(() => Promise.resolve(Response.json(makeInstance())));
  vi.stubGlobal("fetch", network);
  return { asked, network };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as { mitraBoot?: unknown }).mitraBoot;
});

describe("the boot script's early requests", () => {
  it("are the very calls the app makes at a signed-in start, so each is taken, not sent again", async () => {
    const { asked, network } = runBootScript(TOKEN);
    expect(asked).toHaveBeenCalledTimes(4);
    for (const [url, init] of asked.mock.calls) {
      // Only to the page's own origin, with the token only where the app sends it.
      expect(url.startsWith("/api/v1/")).toBe(true);
      expect(init.credentials).toBe("same-origin");
    }

    expect((await getInstance()).title).toBe("Demo");
    expect((await verifyCredentials(TOKEN)).username).toBeTruthy();
    expect(await getNotificationsMarker(TOKEN)).toBe("7");
    expect((await getTimelinePage({ kind: "home" }, null, TOKEN)).items).toEqual([]);
    expect(network).not.toHaveBeenCalled();
    // The unread count's page of notifications is not one of them: the app
    // asks for it once the first screen is drawn.
    await getNotificationSummaries(TOKEN).catch(() => undefined);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("are taken once: the next call goes to the network", async () => {
    const { network } = runBootScript(TOKEN);
    await getInstance();
    await getInstance();
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("are not taken by another session's calls", async () => {
    const { network } = runBootScript(TOKEN);
    await verifyCredentials("another-token").catch(() => undefined);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("ask a visitor's start for instance info only, without a token", () => {
    const { asked } = runBootScript(null);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked.mock.calls[0]?.[0]).toBe("/api/v1/instance");
    expect(asked.mock.calls[0]?.[1].headers).toBeUndefined();
  });

  it("tell when every one of them has been answered, a failure included", async () => {
    expect(bootAnswersIn()).toBe(false); // no boot script ran
    localStorage.setItem("auth_token", TOKEN);
    const answers: (() => void)[] = [];
    vi.stubGlobal(
      "fetch",
      (url: string) =>
        new Promise<Response>((resolve, reject) => {
          answers.push(() =>
            url.includes("/markers")
              ? reject(new TypeError("network down"))
              : resolve(Response.json(answerFor(url))),
          );
        }),
    );
    // The head's plain script, run as the page runs it (it is ours, from public/).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above
    (new Function(BOOT_SCRIPT) as () => void)();
    expect(answers).toHaveLength(4);
    for (const answer of answers.slice(0, 3)) answer();
    await Promise.resolve();
    expect(bootAnswersIn()).toBe(false);
    answers[3]?.();
    await Promise.resolve();
    expect(bootAnswersIn()).toBe(true);
  });
});

describe("a click on home's drawn posts before the app was there", () => {
  it("is taken once, and only when it names a post", () => {
    const boot = { clicked: "42" as unknown };
    vi.stubGlobal("mitraBoot", boot);
    expect(takeBootClick()).toBe("42");
    expect(takeBootClick()).toBeNull();
    boot.clicked = { id: "42" };
    expect(takeBootClick()).toBeNull();
    vi.unstubAllGlobals();
    expect(takeBootClick()).toBeNull();
  });
});
