// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { frameHtml } from "./bootFrame";
import { FRAME_TEXTS, PLACES } from "../src/app/shell/places.ts";
import { startRoutes } from "../src/routing/startRoutes.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const english = JSON.parse(readFileSync(path.join(ROOT, "src/locales/en.json"), "utf8")) as Record<
  string,
  string
>;
const BOOT_SCRIPT = readFileSync(path.join(ROOT, "public/boot.js"), "utf8");

/** The page as the build writes it, the frame in the app's root. */
function framePage(): HTMLElement {
  const root = document.createElement("div");
  root.id = "root";
  root.innerHTML = frameHtml(english);
  return root;
}

/** Runs public/boot.js as the page's head does, then lets the parser add the frame. */
async function startWith(storage: Record<string, string>): Promise<HTMLElement> {
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
  vi.stubGlobal("fetch", () => new Promise(() => undefined));
  // The head's plain script, run as the page runs it (it is ours, from public/).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above
  const boot = new Function(BOOT_SCRIPT) as () => void;
  boot();
  const root = framePage();
  document.body.append(root);
  // The observer's callback: after the parser's task, before a paint.
  await Promise.resolve();
  return root;
}

const texts = (root: HTMLElement) =>
  [...root.querySelectorAll(".sidebar-link-text")].map((element) => element.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.replaceChildren();
  const { dataset } = document.documentElement;
  delete dataset.theme;
  delete dataset.start;
  delete dataset.frame;
  document.documentElement.lang = "en";
  delete (globalThis as { mitraBoot?: unknown }).mitraBoot;
});

describe("the shell's frame", () => {
  it("names every place, log out, the search field and home in the source catalogue's words", () => {
    const root = framePage();
    expect(texts(root)).toEqual([...PLACES.map(({ label }) => english[label]), "Log out"]);
    expect(root.querySelector("h1")?.textContent).toBe(english["nav.home"]);
    for (const id of FRAME_TEXTS) expect(root.textContent).toContain(english[id]);
  });

  it("is decoration: hidden from assistive technology, inert, nothing to focus", () => {
    const frame = framePage().firstElementChild;
    expect(frame?.getAttribute("aria-hidden")).toBe("true");
    expect(frame?.hasAttribute("inert")).toBe(true);
    expect(frame?.querySelectorAll("a, button, input, select, textarea, [tabindex]")).toHaveLength(
      0,
    );
  });

  it("is shown with a kept session, once all of it is there, in the build's words when nothing was kept", async () => {
    const root = await startWith({ auth_token: "kept-token" });
    expect(document.documentElement.dataset.frame).toBe("ready");
    expect(texts(root)).toEqual([...PLACES.map(({ label }) => english[label]), "Log out"]);
  });

  it("is not shown to a visitor", async () => {
    await startWith({});
    expect(document.documentElement.dataset.frame).toBeUndefined();
  });

  it("comes in the language, with the places and the user, kept from the last visit", async () => {
    const kept = {
      lang: "de",
      places: ["notifications", "local", "settings"],
      texts: {
        "nav.notifications": "Benachrichtigungen",
        "nav.local": "Lokal",
        "nav.settings": "Einstellungen",
        "nav.logout": "Abmelden",
        "nav.home": "Startseite",
        "search.placeholder": "Suchen",
      },
    };
    const user = { id: "7", username: "alice", display_name: "Alice <b>L</b>" };
    const root = await startWith({
      accounts: JSON.stringify({ current: "7", ids: ["7"] }),
      "account:7:auth_token": "kept-token",
      "account:7:kept_user": JSON.stringify(user),
      "account:7:boot_frame": JSON.stringify(kept),
    });
    expect(document.documentElement.lang).toBe("de");
    expect(texts(root)).toEqual(["Benachrichtigungen", "Lokal", "Einstellungen", "Abmelden"]);
    expect(root.querySelector("h1")?.textContent).toBe("Startseite");
    expect(root.textContent).toContain("Suchen");
    expect(root.textContent).toContain("@alice");
    // The name is text, never markup.
    expect(root.textContent).toContain("Alice <b>L</b>");
    expect(root.querySelector("b")).toBeNull();
  });

  it("leaves another screen's heading as a bar, not home's name", async () => {
    window.history.pushState({}, "", "/notifications");
    const root = await startWith({ auth_token: "kept-token" });
    window.history.pushState({}, "", "/");
    expect(root.querySelector("h1")?.textContent).toBe("");
  });

  it("is not shown on a page outside the shell, which draws no sidebar", async () => {
    window.history.pushState({}, "", "/about");
    await startWith({ auth_token: "kept-token" });
    window.history.pushState({}, "", "/");
    expect(document.documentElement.dataset.start).toBe("session");
    expect(document.documentElement.dataset.frame).toBeUndefined();
  });

  it("knows every page outside the shell that a signed-in start can stay on", () => {
    const outside = Object.values(startRoutes)
      .filter((route) => route.outsideShell && route.access === "everyone")
      .map((route) => route.pattern);
    expect(BOOT_SCRIPT).toContain(`const OUTSIDE_SHELL = ${JSON.stringify(outside)};`);
  });

  it("keeps the build's words where what was kept cannot be read", async () => {
    const root = await startWith({ auth_token: "kept-token", boot_frame: "{not json" });
    expect(document.documentElement.dataset.frame).toBe("ready");
    expect(texts(root)[0]).toBe("Notifications");
  });
});
