import type { Browser } from "@playwright/test";
import { newBenchContext, type StoredItem } from "../context";
import { BenchFailure } from "../failure";
import { sleep } from "../wait";
import { CARD_SELECTOR } from "./startProbe";
import { TIMEOUT_MS } from "./settings";

/**
 * How long a visit stays after its first card, for what a client keeps as it
 * goes (its words, the composer's height, the user) to be written.
 */
const SETTLE_MS = 3_000;

/**
 * What a returning reader's browser holds for this client: the storage one
 * earlier visit to /home left, signed in with `token`. A cold start "with a
 * kept session" starts from it (with an empty HTTP cache), as a person who
 * read home yesterday does; each client keeps what it keeps.
 */
export async function keptSession(
  browser: Browser,
  origin: string,
  token: string,
): Promise<StoredItem[]> {
  const context = await newBenchContext(browser, origin, token);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/home`);
    await page
      .locator(CARD_SELECTOR)
      .first()
      .waitFor({ timeout: TIMEOUT_MS })
      .catch(() => {
        throw new BenchFailure(`no card on ${origin}/home for the kept session`);
      });
    await sleep(SETTLE_MS);
    const state = await context.storageState();
    return state.origins.find((each) => each.origin === origin)?.localStorage ?? [];
  } finally {
    await context.close();
  }
}
