import type { Browser, BrowserContext, CDPSession, Page } from "@playwright/test";
import { ALICE_TOKEN } from "../context";
import { BenchFailure } from "../failure";
import { MARK_PREFIX } from "../start/markProbe";
import { coldContext } from "../start/visit";
import { sleep } from "../wait";
import { pageSession } from "./cdp";
import { TIMEOUT_MS } from "./settings";

export interface OpenHome {
  context: BrowserContext;
  page: Page;
  session: CDPSession;
}

/** How long the feed is left alone after its first post: images, counters, relationships. */
const SETTLE_MS = 2_000;

/** /home of `origin` signed in as alice, once its first post is in and it has settled. */
export async function openHome(browser: Browser, origin: string): Promise<OpenHome> {
  const context = await coldContext(browser, origin, ALICE_TOKEN);
  const page = await context.newPage();
  const session = await pageSession(context, page);
  const marked = page.waitForEvent("console", {
    predicate: (message) => message.text() === `${MARK_PREFIX}post`,
    timeout: TIMEOUT_MS,
  });
  await page.goto(`${origin}/home`, { waitUntil: "commit" });
  await marked.catch(async () => {
    await context.close();
    throw new BenchFailure(`no post on ${origin}/home within ${String(TIMEOUT_MS / 1000)} s`);
  });
  await sleep(SETTLE_MS);
  return { context, page, session };
}
