import { writeFileSync } from "node:fs";
import { expect, signIn, test } from "./support/fixtures";

test("profile home load", async ({ page }) => {
  await signIn(page, "alice");
  await expect(page.getByRole("article").first()).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  const t0 = Date.now();
  await page.reload();
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.waitForTimeout(500);
  const { profile } = await cdp.send("Profiler.stop");
  console.log("load ms", Date.now() - t0);
  writeFileSync("/tmp/home.cpuprofile", JSON.stringify(profile));
});
