import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { PORT_BASE, STACK_STRIDE, WORKER_STACK, stackAt, type StackAddress } from "./config";
import { axeViolations, type AxeOptions, type AxeViolations } from "./axe";
import { CONTRACT_CONTROL } from "./contract/control";
import { startWorkerStack } from "./worker-stack";

export { formatAxeViolations } from "./axe";

/** A failure the demo injects: the next `times` matching requests get `status`. */
interface DemoFailure {
  method?: string;
  path: string;
  status: number;
  /** A JSON error body `{"error": …}` with this description. */
  error_description?: string;
  /** Otherwise a plain-text body and status text (default: the standard one). */
  text?: string;
  /** How many requests fail (default 1). */
  times?: number;
}

/** A notification the demo delivers now (POST /__demo/notifications). */
interface DemoNotification {
  /** Local recipient, e.g. "alice". */
  to: string;
  /** Sender acct, e.g. "bob" or "carol@remote.example". */
  from: string;
  /** A Mitra notification type, e.g. "follow", "mention", "favourite". */
  type: string;
  subtype?: "reply";
  status_id?: string;
  /** For "pleroma:emoji_reaction" (default ❤️). */
  reaction?: string;
  /** Mitra 5.9: atomic units paid, for "subscription" and "payment_anonymous". */
  payment_amount?: number;
  /** Mitra 5.9: the moderator's message of a "moderation_warning". */
  text?: string;
}

/** Control of the worker's demo instance, talking to the demo directly (never through Prism). */
export class DemoControl {
  constructor(
    private readonly request: APIRequestContext,
    private readonly demoUrl: string,
  ) {}

  private async call(
    method: "GET" | "POST" | "PATCH",
    path: string,
    data?: unknown,
  ): Promise<unknown> {
    const response = await this.request.fetch(`${this.demoUrl}${path}`, {
      method,
      ...(data === undefined ? {} : { data }),
    });
    if (!response.ok()) {
      throw new Error(
        `${method} ${path} on the demo answered ${response.status()}: ${await response.text()}`,
      );
    }
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  }

  /** Back to the seeded data (done automatically before every test). */
  async reset(): Promise<void> {
    await this.call("POST", "/__demo/reset");
  }

  /**
   * The server's rate limits (sign-in, registration, loading a profile's
   * posts, a visitor's resolving search) on or off, counts started afresh.
   * Off in the e2e stack; the reset before every test turns them off again.
   */
  async setRateLimits(enabled: boolean): Promise<unknown> {
    return this.call("POST", "/__demo/rate-limits", { enabled });
  }

  /** Merges `settings` into the instance settings, e.g. `{ title: "Other" }`. */
  async patchInstance(settings: Record<string, unknown>): Promise<unknown> {
    return this.call("PATCH", "/__demo/instance", settings);
  }

  /** Makes the next matching request(s) fail, for error paths. */
  async fail(failure: DemoFailure): Promise<unknown> {
    return this.call("POST", "/__demo/fail", failure);
  }

  /** Delivers a notification now; returns it as the API serializes it. */
  async notify(notification: DemoNotification): Promise<unknown> {
    return this.call("POST", "/__demo/notifications", notification);
  }

  /**
   * Mitra 5.9 only: access tokens live `seconds` from when they were made
   * (those handed out already too); 0 expires every token now.
   */
  async setTokenLifetime(seconds: number): Promise<unknown> {
    return this.call("POST", "/__demo/token-lifetime", { seconds });
  }

  /**
   * Another device of `account` moves its read marker of `timeline` ("home"
   * from Mitra 3.17 on) to the post `lastReadId`.
   */
  async setMarker(account: string, timeline: string, lastReadId: string): Promise<unknown> {
    return this.call("POST", "/__demo/markers", {
      account,
      timeline,
      last_read_id: lastReadId,
    });
  }

  /** Moves an invoice to `status`; `completed` pays for its subscription time. */
  async setInvoiceStatus(id: string, status: string): Promise<unknown> {
    return this.call("POST", `/__demo/invoices/${encodeURIComponent(id)}`, { status });
  }

  /**
   * New posts by `from` (an acct), created now; returns their ids, newest
   * last. Public, or direct to the people the text names.
   */
  async addPosts(
    from: string,
    count = 1,
    text?: string,
    visibility: "public" | "direct" = "public",
  ): Promise<string[]> {
    const answer = (await this.call("POST", "/__demo/posts", {
      from,
      count,
      visibility,
      ...(text === undefined ? {} : { text }),
    })) as { ids: string[] };
    return answer.ids;
  }

  /** Gives the profile `acct` a new display name. */
  async rename(acct: string, displayName: string): Promise<unknown> {
    return this.call("PATCH", `/__demo/accounts/${encodeURIComponent(acct)}`, {
      display_name: displayName,
    });
  }

  /** Counts, pending failures and the named ids of seeded records (fixtures). */
  async state(): Promise<unknown> {
    return this.call("GET", "/__demo/state");
  }

  /** The id of a named seed record, e.g. "fourImages" or "account:alice". */
  async fixture(name: string): Promise<string> {
    const state = (await this.state()) as { fixtures: Record<string, string> };
    const id = state.fixtures[name];
    if (!id) throw new Error(`the demo has no fixture ${name}`);
    return id;
  }
}

/**
 * Signs in through the real landing page and waits for the home timeline.
 * Every demo user's password is "mitra-demo".
 */
async function signInWithForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/");
  await page.getByLabel("Username", { exact: true }).fill(username);
  // The password field, not the "Password" sign-in type radio next to it.
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/home");
}

/** How a test signs in: see `signIn`. */
export interface SignInOptions {
  /** Through the landing page's form with this password (the demo's is "mitra-demo"). */
  password?: string;
  /** The page to start on instead of /home (with a kept session, not with the form). */
  at?: string;
}

/**
 * Starts signed in as a demo user (password "mitra-demo"), on /home or the
 * page `at`. With a password, through the landing page's form; without, with
 * a token the test asks the server for itself, as a kept session would start:
 * e2e/auth.spec.ts covers the form, and the other journeys skip page loads.
 */
export async function signIn(
  page: Page,
  username: string,
  options: SignInOptions = {},
): Promise<void> {
  if (options.password !== undefined) {
    await signInWithForm(page, username, options.password);
    if (options.at !== undefined) await page.goto(options.at);
    return;
  }
  const answer = await page.request.post("/oauth/token", {
    data: { grant_type: "password", username, password: "mitra-demo" },
  });
  if (!answer.ok()) throw new Error(`signing in as ${username}: ${await answer.text()}`);
  const { access_token: token } = (await answer.json()) as { access_token: string };
  const at = options.at ?? "/home";
  if (at === "about:blank") {
    // No page of the app yet: any small file of its origin gives access to
    // its storage.
    await page.goto("/favicon.svg");
    await page.evaluate((value) => {
      localStorage.setItem("auth_token", value);
    }, token);
    await page.goto(at);
    return;
  }
  // The token is put where the app keeps it before the page's own scripts run,
  // on the first load only (a later reload must find what the test left).
  const keep = await page.addInitScript((value) => {
    localStorage.setItem("auth_token", value);
  }, token);
  await page.goto(at);
  await keep.dispose();
}

/**
 * The next post the page creates (POST /api/v1/statuses): its id as the
 * server answered, and the body the client sent. Start waiting before the click.
 */
export async function nextCreatedPost(
  page: Page,
): Promise<{ id: string; sent: Record<string, unknown> }> {
  const response = await page.waitForResponse(
    (answer) => answer.request().method() === "POST" && answer.url().endsWith("/api/v1/statuses"),
  );
  const { id } = (await response.json()) as { id: string };
  return { id, sent: response.request().postDataJSON() as Record<string, unknown> };
}

interface Fixtures {
  /** Runs before every test: resets the worker's demo and names the test for its contract report. */
  resetDemo: undefined;
  /** `axe(page, options?)`: the page's WCAG 2 A/AA violations. */
  axe: (page: Page, options?: AxeOptions) => Promise<AxeViolations>;
}

interface WorkerFixtures {
  /** This worker's own stack (app, gate, Prism, demo): see e2e/support/worker-stack.ts. */
  stack: StackAddress;
  demo: DemoControl;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take an object pattern.
    async ({}, use, workerInfo) => {
      const address = stackAt(PORT_BASE + STACK_STRIDE * workerInfo.parallelIndex);
      // The URLs specs import from config.ts (WORKER_STACK, from TEST_PARALLEL_INDEX) must be this stack's.
      if (address.appUrl !== WORKER_STACK.appUrl) {
        throw new Error(
          `worker ${workerInfo.parallelIndex}: config.ts says ${WORKER_STACK.appUrl}`,
        );
      }
      const stack = await startWorkerStack(address, workerInfo.workerIndex);
      await use(stack.address);
      await stack.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.appUrl);
  },
  demo: [
    async ({ playwright, stack }, use) => {
      const request = await playwright.request.newContext();
      await use(new DemoControl(request, stack.demoUrl));
      await request.dispose();
    },
    { scope: "worker" },
  ],
  resetDemo: [
    async ({ demo, stack }, use, testInfo) => {
      await demo.reset();
      // Tag contract findings with the test they come from (best effort: the
      // gate is part of the stack, so it is up whenever the demo is).
      await fetch(`${stack.gateUrl}${CONTRACT_CONTROL.test}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ title: testInfo.titlePath.join(" › ") }),
      }).catch(() => undefined);
      await use(undefined);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take an object pattern.
  axe: async ({}, use) => {
    await use(axeViolations);
  },
});

export { expect };
