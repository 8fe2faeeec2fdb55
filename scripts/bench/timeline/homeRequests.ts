import type { Page, Response } from "@playwright/test";
import { BenchFailure } from "../failure";
import { sleep } from "../wait";
import { HOME_PATH, PAGE_TIMEOUT_MS } from "./settings";

export interface PageLoad {
  url: string;
  posts: number;
  hasNext: boolean;
}

/**
 * Watches the page requests of GET /api/v1/timelines/home. A page is a distinct
 * max_id, so refetches don't count; polls for newer posts (min_id, since_id) are ignored.
 */
export class HomeRequests {
  readonly pages = new Map<string, PageLoad>();
  /** The newest page that was not seen before. */
  last: PageLoad | null = null;
  started = 0;
  pending = 0;
  error: string | null = null;

  constructor(page: Page) {
    const isHome = (url: string): boolean => {
      const { pathname, searchParams } = new URL(url);
      return pathname === HOME_PATH && !searchParams.has("min_id") && !searchParams.has("since_id");
    };
    page.on("request", (request) => {
      if (!isHome(request.url())) return;
      this.started += 1;
      this.pending += 1;
    });
    const done = (url: string): void => {
      if (isHome(url)) this.pending -= 1;
    };
    page.on("requestfinished", (request) => done(request.url()));
    page.on("requestfailed", (request) => done(request.url()));
    page.on("response", (response) => {
      if (isHome(response.url())) void this.record(response);
    });
  }

  private async record(response: Response): Promise<void> {
    if (response.status() !== 200) {
      this.error = `${HOME_PATH} answered ${response.status()}`;
      return;
    }
    const body: unknown = await response.json().catch(() => null);
    const load: PageLoad = {
      url: response.url(),
      posts: Array.isArray(body) ? body.length : 0,
      hasNext: /rel="next"/.test(response.headers().link ?? ""),
    };
    const key = new URL(load.url).searchParams.get("max_id") ?? "";
    if (!this.pages.has(key)) this.last = load;
    this.pages.set(key, load);
  }

  get count(): number {
    return this.pages.size;
  }

  get posts(): number {
    return [...this.pages.values()].reduce((sum, load) => sum + load.posts, 0);
  }

  /** No home timeline request in flight for a little while. */
  async settle(): Promise<void> {
    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    let quietSince = Date.now();
    while (Date.now() - quietSince < 300) {
      if (this.pending > 0) quietSince = Date.now();
      if (Date.now() > deadline) throw new BenchFailure("the home timeline never stopped loading");
      await sleep(50);
    }
  }
}
