import type { Page, Route } from "@playwright/test";
import { PRESENTATION } from "./support/config";
import { expect, formatAxeViolations, signIn, test } from "./support/fixtures";
import { ownStorageKey } from "./support/views";

/**
 * A server that fails in ways the demo does not play: a proxy's HTML page for
 * a 500, a cut-off JSON body, JSON of another shape, a dropped connection,
 * an answer that never comes. Whatever it does, every page keeps its frame, says what went wrong
 * and offers a retry that recovers once the server answers again. The client
 * draws the same whatever the server's version, so this runs once.
 */

/** How long a load goes unanswered before the page says so (SILENCE_MS in src/ui/LoadStatus.tsx). */
const SERVER_SILENCE_MS = 10_000;

type Fault =
  | "500 with an HTML body"
  | "200 with cut-off JSON"
  | "200 with JSON of another shape"
  | "network error"
  | "no answer";

/** The fault's answer, and the message the page shows for it. */
const FAULTS: Record<
  Exclude<Fault, "no answer">,
  { answer: (route: Route) => Promise<void>; message: string }
> = {
  "500 with an HTML body": {
    answer: (route) =>
      route.fulfill({
        status: 500,
        contentType: "text/html",
        body: "<html><body><h1>500 Internal Server Error</h1></body></html>",
      }),
    message: "Internal Server Error",
  },
  "200 with cut-off JSON": {
    answer: (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: '{"uri": "mitra.test", "title": ',
      }),
    message: "The server's answer could not be read",
  },
  // Neither instance info (a string uri) nor an account (a string id).
  "200 with JSON of another shape": {
    answer: (route) => route.fulfill({ status: 200, json: { id: 5, uri: 5 } }),
    message: "The server's answer could not be read",
  },
  "network error": {
    answer: (route) => route.abort("connectionfailed"),
    message: "The server could not be reached",
  },
};

/**
 * Makes `path` fail with `fault` until `recover()` is called; from then on
 * the server answers it again.
 */
async function failing(page: Page, path: string, fault: Fault): Promise<{ recover: () => void }> {
  let failing = true;
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      if (!failing) return route.continue();
      // Held until the page goes: the server never answers.
      if (fault === "no answer") return new Promise<void>(() => undefined);
      return FAULTS[fault].answer(route);
    },
  );
  return {
    recover: () => {
      failing = false;
    },
  };
}

const VIEWPORTS = {
  desktop: { width: 1280, height: 720 },
  phone: { width: 390, height: 844 },
};

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`a failing server, on a ${screen}`, { tag: PRESENTATION }, () => {
    test.use({ viewport });

    for (const [fault, { message }] of Object.entries(FAULTS).filter(
      ([fault]) => fault !== "network error",
    )) {
      test(`About keeps its layout, says why and recovers: instance info answers ${fault}`, async ({
        page,
        axe,
      }) => {
        const server = await failing(page, "/api/v1/instance", fault as Fault);
        await page.goto("/about");
        const alert = page.getByRole("alert");
        await expect(alert).toContainText(message);
        // What is known without the server: the way back and the client's version.
        await expect(page.getByRole("link", { name: "Back" })).toBeVisible();
        await expect(page.getByRole("term").filter({ hasText: "Client version" })).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(formatAxeViolations(await axe(page))).toBe("");

        server.recover();
        await alert.getByRole("button", { name: "Try again" }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Mitra Demo" })).toBeVisible();
        await expect(page.getByRole("heading", { name: "Administrator" })).toBeVisible();
      });

      test(`the landing page still signs in, says why and recovers: instance info answers ${fault}`, async ({
        page,
      }) => {
        const server = await failing(page, "/api/v1/instance", fault as Fault);
        await page.goto("/");
        const alert = page.getByRole("alert");
        await expect(alert).toContainText(message);
        await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
        await expect(page.getByRole("link", { name: "Learn more" })).toBeVisible();

        server.recover();
        await alert.getByRole("button", { name: "Try again" }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Mitra Demo" })).toBeVisible();
      });
    }

    for (const [fault, { message }] of Object.entries(FAULTS)) {
      test(`a signed-in screen keeps the shell, says why and recovers: the user answers ${fault}`, async ({
        page,
        axe,
      }) => {
        const server = await failing(page, "/api/v1/accounts/verify_credentials", fault as Fault);
        // A stored token, and no user kept from an earlier visit.
        await signIn(page, "alice", { at: "/settings" });
        const main = page.getByRole("main");
        const alert = main.getByRole("alert");
        await expect(alert).toContainText(message);
        const nav = page.getByRole("navigation", { name: "Main" });
        await expect(nav).toHaveCount(1);
        await expect(nav.getByRole("link", { name: "Notifications" })).toBeVisible();
        await expect(page).toHaveURL(/\/settings$/);
        expect(formatAxeViolations(await axe(page))).toBe("");

        server.recover();
        await alert.getByRole("button", { name: "Try again" }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
        await expect(page.getByRole("link", { name: "My profile, @alice" }).first()).toBeVisible();
      });
    }

    test("a signed-in screen keeps the shell when instance info and the user both fail, and one retry recovers", async ({
      page,
    }) => {
      const instance = await failing(page, "/api/v1/instance", "500 with an HTML body");
      const user = await failing(page, "/api/v1/accounts/verify_credentials", "network error");
      await signIn(page, "alice", { at: "/settings" });
      const alert = page.getByRole("main").getByRole("alert");
      await expect(alert).toContainText("The server could not be reached");
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);

      instance.recover();
      user.recover();
      await alert.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    });

    test("a signed-in screen keeps the shell while the user never comes, then says the server is not answering", async ({
      page,
      axe,
    }) => {
      await page.clock.install();
      const server = await failing(page, "/api/v1/accounts/verify_credentials", "no answer");
      await signIn(page, "alice", { at: "/settings" });
      const main = page.getByRole("main");
      await expect(main.getByRole("status")).toContainText("Loading");
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);
      await expect(main.getByRole("alert")).toHaveCount(0);

      await page.clock.fastForward(SERVER_SILENCE_MS);
      const alert = main.getByRole("alert");
      await expect(alert).toContainText("The server is not answering");
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);
      // The session is not ended by a silent server.
      const tokenKey = await ownStorageKey(page, "auth_token");
      expect(await page.evaluate((key) => localStorage.getItem(key), tokenKey)).not.toBeNull();
      expect(formatAxeViolations(await axe(page))).toBe("");

      server.recover();
      await alert.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    });
  });
}
