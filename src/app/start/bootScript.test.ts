// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { takeBootResponse } from "@/api/bootPrefetch";
import { CLIENT_NAME } from "@/api/settings";
import { readClientConfig } from "@/state/clientConfig";
import { keepUser, readKeptUser } from "@/state/session/keptSession";
import { accountStore } from "@/state/storage/accountStore";
import { keepFrame } from "@/state/storage/keptFrame";
import { TOKEN_KEY, writeAccountList, writeToken } from "@/state/storage/tokenStorage";
import { USER_PERMISSIONS, makeUser } from "@/test/fixtures";

const BOOT_SCRIPT = readFileSync(path.resolve(__dirname, "../../../public/boot.js"), "utf8");
const BOOT_POSTS = readFileSync(path.resolve(__dirname, "../../../public/bootPosts.js"), "utf8");

/** Runs public/boot.js as the page's head does, on a system in `system` mode. */
function runBootScript(
  system: "light" | "dark",
  fetch: (path: string) => Promise<Response> = () => new Promise(() => undefined),
): DOMStringMap {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-color-scheme: dark)" && system === "dark",
  }));
  vi.stubGlobal("fetch", fetch);
  // The head's plain script, run as the page runs it (it is ours, from public/).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above
  const boot = new Function(BOOT_SCRIPT) as () => void;
  boot();
  return document.documentElement.dataset;
}

/** A kept session, as the app leaves it: the token, then the user with `theme` chosen. */
function keepSession(theme: unknown, token = "kept-token", id?: string): void {
  const user = makeUser(USER_PERMISSIONS, {
    client_config: { [CLIENT_NAME]: { theme } },
    ...(id ? { id } : {}),
  });
  writeToken(user.id, token);
  keepUser(user);
}

/** The token boot.js asked for the user with. */
function bootToken(): unknown {
  const boot = (globalThis as { mitraBoot?: { responses: Map<string, { token: unknown }> } })
    .mitraBoot;
  return boot?.responses.get("/api/v1/accounts/verify_credentials")?.token;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  delete document.documentElement.dataset.start;
  document.documentElement.removeAttribute("dir");
  document.documentElement.lang = "en";
  delete (globalThis as { mitraBoot?: unknown }).mitraBoot;
  for (const script of document.head.querySelectorAll("script")) script.remove();
});

describe("the boot script's first paint", () => {
  it("paints the theme the kept user chose, as the app will, not the system's", () => {
    keepSession("dark");
    expect(readClientConfig(readKeptUser()).theme).toBe("dark");
    expect(runBootScript("light").theme).toBe("dark");
  });

  it("paints the system's theme when the user chose none, or something unknown", () => {
    keepSession(null);
    expect(runBootScript("dark").theme).toBe("dark");
    keepSession("sepia");
    expect(runBootScript("light").theme).toBe("light");
  });

  it("survives a kept user that is not JSON", () => {
    localStorage.setItem(TOKEN_KEY, "kept-token");
    localStorage.setItem("kept_user", "{not json");
    const marks = runBootScript("dark");
    expect(marks.theme).toBe("dark");
    expect(marks.start).toBe("session");
  });

  it("asks with the current account's token, and paints its theme, among several", () => {
    keepSession("dark", "token-a", "a");
    keepSession("light", "token-b", "b");
    expect(runBootScript("dark")).toMatchObject({ theme: "light", start: "session" });
    expect(bootToken()).toBe("token-b");
    writeAccountList({ current: "a", ids: ["a", "b"] });
    expect(runBootScript("light").theme).toBe("dark");
    expect(bootToken()).toBe("token-a");
  });

  it("reads the keys of before there were several accounts", () => {
    localStorage.setItem(TOKEN_KEY, "old-token");
    expect(runBootScript("light").start).toBe("session");
    expect(bootToken()).toBe("old-token");
  });

  it("shows the shell's frame with a kept session only", () => {
    expect(runBootScript("light").start).toBeUndefined();
    keepSession("light");
    expect(runBootScript("light").start).toBe("session");
  });

  it("draws the frame right to left when the kept language is written so", () => {
    keepSession("light", "kept-token", "7");
    keepFrame(accountStore("7"), { lang: "fa", dir: "rtl", places: [], texts: {} });
    runBootScript("light");
    expect(document.documentElement.lang).toBe("fa");
    expect(document.documentElement.dir).toBe("rtl");
  });

  it("ignores a user kept after the session ended", () => {
    keepSession("dark");
    for (const key of Object.keys(localStorage)) {
      if (key.endsWith(TOKEN_KEY)) localStorage.removeItem(key);
    }
    expect(runBootScript("light")).toMatchObject({ theme: "light" });
  });
});

describe("home's first picture", () => {
  const image = (url: string, preview: string | null = null) => ({
    type: "image",
    url,
    preview_url: preview,
  });
  const post = (...media: object[]) => ({ media_attachments: media, reblog: null });

  /** The pictures boot.js and bootPosts.js asked for when home's first page answered `body`. */
  async function picturesAsked(
    body: unknown,
    status = 200,
  ): Promise<{ src: string; priority: string }[]> {
    const asked: { src: string; priority: string }[] = [];
    vi.stubGlobal(
      "Image",
      class {
        fetchPriority = "auto";
        set src(src: string) {
          asked.push({ src, priority: this.fetchPriority });
        }
      },
    );
    keepSession("light");
    const text = typeof body === "string" ? body : JSON.stringify(body);
    const home = Promise.resolve(new Response(text, { status }));
    runBootScript("light", (path) =>
      path.startsWith("/api/v1/timelines/home") ? home : new Promise(() => undefined),
    );
    // boot.js has loaded public/bootPosts.js, which asks for the picture.
    expect(document.head.querySelector('script[src="/bootPosts.js"]')).not.toBeNull();
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- ours, from public/
    (new Function(BOOT_POSTS) as () => void)();
    // The app takes the same answer, and can still read all of it.
    const url = new URL("/api/v1/timelines/home?limit=20", location.href);
    expect(await (await takeBootResponse(url, "kept-token"))?.text()).toBe(text);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return asked;
  }

  it("is asked for as soon as home's first page comes: the first post's preview, with high priority", async () => {
    const asked = await picturesAsked([
      post(image("https://a.example/full.png", "https://a.example/small.png")),
      post(),
    ]);
    expect(asked).toEqual([{ src: "https://a.example/small.png", priority: "high" }]);
  });

  it("takes the file when the preview is not a web link, and a reposted post's picture", async () => {
    const reposted = {
      media_attachments: [],
      reblog: post(image("https://b.example/f.png", "javascript:alert(1)")),
    };
    expect(await picturesAsked([reposted])).toEqual([
      { src: "https://b.example/f.png", priority: "high" },
    ]);
  });

  it("asks for nothing when the file is not a web link, the first post has no picture, or the page failed", async () => {
    expect(await picturesAsked([post(image("/relative.png"))])).toEqual([]);
    expect(await picturesAsked([post(image("data:image/png;base64,AAAA"))])).toEqual([]);
    expect(await picturesAsked([post({ type: "video", url: "https://c.example/v.mp4" })])).toEqual(
      [],
    );
    expect(await picturesAsked([post(), post(image("https://c.example/second.png"))])).toEqual([]);
    expect(await picturesAsked({ error: "Unauthorized" }, 401)).toEqual([]);
    expect(await picturesAsked({ not: "a list" })).toEqual([]);
    expect(await picturesAsked("not json")).toEqual([]);
  });
});

describe("the shell's frame in index.html", () => {
  const html = readFileSync(path.resolve(__dirname, "../../../index.html"), "utf8");
  const page = new DOMParser().parseFromString(html, "text/html");

  it("is written into the app's root, which React's first render empties", () => {
    // The build writes the frame in place of this comment (build/bootFrame.ts).
    const marker = [...(page.getElementById("root")?.childNodes ?? [])].find(
      (node) => node.nodeType === Node.COMMENT_NODE && node.textContent === "boot-frame",
    );
    expect(marker).toBeDefined();
  });
});
