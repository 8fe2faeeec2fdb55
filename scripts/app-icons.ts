/**
 * Draws the installed app's PNG icons from public/favicon.svg with the e2e
 * Chromium (`npx tsx scripts/app-icons.ts`); the PNGs are committed, so a
 * build needs no image tools. Run it again after changing the logo.
 *
 *   public/icon-192.png, icon-512.png   the logo as it is (rounded corners)
 *   public/icon-maskable-512.png        full-bleed square, the mark inside the
 *                                       central 80 % that every launcher mask keeps
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_PATH } from "../e2e/support/chromium";

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public");
const logo = readFileSync(path.join(PUBLIC, "favicon.svg"), "utf8");
const BACKGROUND = /fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? "#5b3cc4";
// The mark alone: the logo's last element (the rounded square is its first).
const mark = /<path[^>]*\/>/.exec(logo)?.[0] ?? "";

function maskable(): string {
  // The 32-unit logo scaled to 70 % of the icon, centred on a full-bleed square.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BACKGROUND}"/><g transform="translate(4.8 4.8) scale(0.7)">${mark}</g></svg>`;
}

const icons = [
  { file: "icon-192.png", size: 192, svg: logo },
  { file: "icon-512.png", size: 512, svg: logo },
  { file: "icon-maskable-512.png", size: 512, svg: maskable() },
];

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.locator("svg").screenshot({ path: path.join(PUBLIC, file), omitBackground: true });
    await page.close();
    console.log(`public/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
