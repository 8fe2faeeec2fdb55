// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepUser } from "@/state/session/keptSession";
import { accountStore } from "@/state/storage/accountStore";
import { keepFrame } from "@/state/storage/keptFrame";
import { writeToken } from "@/state/storage/tokenStorage";
import { USER_PERMISSIONS, makeUser } from "@/test/fixtures";

const read = (file: string) =>
  readFileSync(path.resolve(__dirname, "../../../public", file), "utf8");
const BOOT_SCRIPT = read("boot.js");
const BOOT_POSTS = read("bootPosts.js");

/** What a hostile post may try: it must come out as text, with nothing run or loaded. */
const HOSTILE =
  '<p>Hello <script>window.pwned = "script"</script><img src="x" onerror="window.pwned = \'img\'">' +
  '<a href="javascript:window.pwned=1" onclick="window.pwned=2">world</a></p>' +
  '<p><b onmouseover="window.pwned=3">bold</b><br>next line</p>' +
  '<iframe src="javascript:window.pwned=4"></iframe><style>body{display:none}</style>';

interface Post {
  id: string;
  content: string;
  account: Record<string, unknown>;
  reblog?: Post | null;
  [field: string]: unknown;
}

function post(id: string, over: Partial<Post> = {}): Post {
  return {
    id,
    content: `<p>Post ${id}</p>`,
    account: { id: `a${id}`, username: "bob", acct: "bob@b.example", display_name: "Bob" },
    in_reply_to_id: null,
    media_attachments: [],
    emojis: [],
    replies_count: 1,
    reblogs_count: 2,
    favourites_count: 3,
    reblog: null,
    visibility: "public",
    ...over,
  };
}

/**
 * A kept session on home, boot.js run as the page's head does with `body` as
 * home's first page, the frame parsed, then bootPosts.js (which boot.js
 * loads); returns the frame's main column once the drawing has had its turn.
 */
async function drawHome(body: unknown, status = 200): Promise<HTMLElement> {
  const user = makeUser(USER_PERMISSIONS, { id: "7" });
  writeToken(user.id, "kept-token");
  keepUser(user);
  keepFrame(accountStore("7"), {
    lang: "en",
    dir: "ltr",
    places: [],
    texts: {
      "post.repostedBy": "Reposted by",
      "post.replyingTo": "Replying to @{acct}",
      "post.replyingToPost": "Replying to a post",
      "home.findPeople": "Find people",
    },
  });
  localStorage.setItem("composer_height", "257");
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
  vi.stubGlobal("fetch", (url: string) =>
    url.startsWith("/api/v1/timelines/home")
      ? Promise.resolve(new Response(JSON.stringify(body), { status }))
      : new Promise(() => undefined),
  );
  history.replaceState(null, "", "/home");
  // Our own scripts from public/, run as the page runs them.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above
  (new Function(BOOT_SCRIPT) as () => void)();
  document.body.innerHTML =
    '<div id="root"><div class="boot-frame" inert><div class="shell-main"><h1>Home</h1>' +
    '<div class="boot-frame-card"></div></div><span data-boot-end></span></div></div>';
  await Promise.resolve();
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above
  (new Function(BOOT_POSTS) as () => void)();
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  const main = document.querySelector<HTMLElement>(".shell-main");
  if (!main) throw new Error("no frame");
  return main;
}

const cards = (main: HTMLElement) => [...main.querySelectorAll("article")];
const paragraphs = (card: Element) =>
  [...card.querySelectorAll(".post-content p")].map((p) => p.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.replaceChildren();
  for (const script of document.head.querySelectorAll("script, link")) script.remove();
  const root = document.documentElement;
  delete root.dataset.theme;
  delete root.dataset.start;
  delete root.dataset.frame;
  delete (globalThis as { mitraBoot?: unknown; pwned?: unknown }).mitraBoot;
  delete (globalThis as { pwned?: unknown }).pwned;
});

describe("home's first posts drawn by the boot script", () => {
  it("draws each post's text in the card's boxes, busy and inert, with the words kept", async () => {
    const main = await drawHome([
      post("1", { content: "<p>First<br>line two</p><p>Second</p>" }),
      post("2"),
    ]);
    const [first, second] = cards(main);
    expect(paragraphs(first as Element)).toEqual(["Firstline two", "Second"]);
    expect(first?.querySelector(".post-content p br")).not.toBeNull();
    expect(first?.querySelector(".post-author")?.textContent).toBe("Bob");
    expect(first?.querySelector(".post-handle")?.textContent).toBe("@bob@b.example");
    expect(first?.querySelector(".post-footer")?.textContent).toBe("123");
    expect(second?.getAttribute("data-boot-post")).toBe("2");
    expect(main.querySelector(".boot-frame-card")).toBeNull();
    expect(main.querySelector(".timeline-links")?.textContent).toBe("Find people");
    const list = main.querySelector(".post-list");
    expect(list?.getAttribute("aria-busy")).toBe("true");
    expect(list?.hasAttribute("inert")).toBe(true);
  });

  it("reads hostile HTML as text: no script, handler, frame or javascript: link comes through", async () => {
    const main = await drawHome([
      post("1", {
        content: HOSTILE,
        account: {
          id: "e",
          username: "eve",
          acct: "eve@e.example",
          display_name: '<img src=x onerror="window.pwned=5">Eve',
          avatar: "javascript:window.pwned=6",
        },
      }),
    ]);
    const [card] = cards(main);
    expect(paragraphs(card as Element)).toEqual(["Hello world", "boldnext line"]);
    expect(card?.querySelector(".post-author")?.textContent).toBe(
      '<img src=x onerror="window.pwned=5">Eve',
    );
    const drawn = main.querySelectorAll("*");
    for (const element of drawn) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith("on")).toBe(false);
        expect(attribute.value.toLowerCase()).not.toContain("javascript:");
      }
    }
    expect(main.querySelector("script, iframe, style, a, b")).toBeNull();
    // No avatar picture from a link that is not a web one: a box of its size.
    expect(card?.querySelector(".post-avatar img")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((globalThis as { pwned?: unknown }).pwned).toBeUndefined();
  });

  it("draws a repost as the card does: the reposted post under the reposter's line", async () => {
    const original = post("9", {
      content: "<p>Original</p>",
      account: { id: "c", username: "carol", acct: "carol", display_name: "" },
    });
    const main = await drawHome([
      post("1", {
        reblog: original,
        account: { id: "d", username: "dave", acct: "dave", display_name: "Dave" },
      }),
    ]);
    const [card] = cards(main);
    expect(card?.getAttribute("data-boot-post")).toBe("9");
    expect(card?.querySelector(".post-reposted-by")?.textContent).toBe("Reposted by Dave");
    // No display name: the username, as the card shows it.
    expect(card?.querySelector(".post-author")?.textContent).toBe("carol");
    expect(paragraphs(card as Element)).toEqual(["Original"]);
  });

  it("draws a reply's line in the kept words, with the account replied to when the post names it", async () => {
    const main = await drawHome([
      post("1", {
        in_reply_to_id: "0",
        in_reply_to_account_id: "c",
        mentions: [{ id: "c", acct: "carol@c.example", username: "carol" }],
      }),
      post("2", { in_reply_to_id: "0", in_reply_to_account_id: "x", mentions: [] }),
    ]);
    expect(cards(main).map((card) => card.querySelector(".post-reply-to")?.textContent)).toEqual([
      "Replying to @carol@c.example",
      "Replying to a post",
    ]);
  });

  it("draws pictures by the card's URLs (the preview first, web links only) and custom emoji", async () => {
    const main = await drawHome([
      post("1", {
        content: "<p>Hi :blob: and :evil:</p>",
        emojis: [
          { shortcode: "blob", url: "https://e.example/blob.png" },
          { shortcode: "evil", url: "javascript:alert(1)" },
        ],
        media_attachments: [
          {
            type: "image",
            url: "https://m.example/full.png",
            preview_url: "https://m.example/small.png",
            description: "A cat",
          },
          {
            type: "image",
            url: "https://m.example/two.png",
            preview_url: "data:image/png;base64,AAAA",
          },
        ],
      }),
    ]);
    const [card] = cards(main);
    const pictures = [...(card?.querySelectorAll(".media-thumb img") ?? [])];
    expect(pictures.map((image) => image.getAttribute("src"))).toEqual([
      "https://m.example/small.png",
      "https://m.example/two.png",
    ]);
    expect(pictures[0]?.getAttribute("alt")).toBe("A cat");
    expect(card?.querySelector(".media-grid")?.getAttribute("data-count")).toBe("2");
    const emoji = card?.querySelector(".post-content img.emoji");
    expect(emoji?.getAttribute("src")).toBe("https://e.example/blob.png");
    expect(card?.querySelector(".post-content")?.textContent).toBe("Hi  and :evil:");
  });

  it("stops before a post whose box only the app knows (a poll, hidden pictures, a video, a list)", async () => {
    for (const odd of [
      post("2", { poll: { id: "p" } }),
      post("2", {
        sensitive: true,
        media_attachments: [{ type: "image", url: "https://m.example/a.png" }],
      }),
      post("2", { media_attachments: [{ type: "video", url: "https://m.example/a.mp4" }] }),
      post("2", { content: "<ul><li>one</li><li>two</li></ul>" }),
    ]) {
      const main = await drawHome([post("1"), odd, post("3")]);
      expect(cards(main).map((card) => card.getAttribute("data-boot-post"))).toEqual(["1"]);
    }
  });

  it("draws nothing for a failing answer, an empty page, or home's own filters on", async () => {
    expect(cards(await drawHome({ error: "down" }, 500))).toEqual([]);
    expect(cards(await drawHome([]))).toEqual([]);
    localStorage.setItem("account:7:home-filters", '{"hideReposts":true,"replies":"all"}');
    const main = await drawHome([post("1")]);
    expect(cards(main)).toEqual([]);
    expect(main.querySelector(".boot-frame-card")).not.toBeNull();
  });

  it("notes a click on a drawn post for the app to open once it is there", async () => {
    const main = await drawHome([post("1"), post("2")]);
    const [, second] = cards(main);
    vi.spyOn(second as Element, "getBoundingClientRect").mockReturnValue(
      new DOMRect(0, 300, 600, 200),
    );
    document.body.dispatchEvent(
      new MouseEvent("click", { bubbles: true, clientX: 10, clientY: 350 }),
    );
    expect((globalThis as { mitraBoot?: { clicked?: string } }).mitraBoot?.clicked).toBe("2");
  });
});
