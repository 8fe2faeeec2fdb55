import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { minify, type Plugin } from "vite";
import { bootPostIcons } from "./bootFrame.ts";

/**
 * public/boot.js is copied into the build as it is written, comments and
 * all, and it is the page's first script, parsed before the first paint on
 * every start, a visitor's too; public/bootPosts.js, which it loads on a
 * signed-in start on home, likewise. The build minifies the copies in place
 * (plain scripts, not modules), before the service worker lists the files.
 */
const BOOT_SCRIPTS = ["boot.js", "bootPosts.js"];
/** Where bootPosts.js takes the card's icons (empty as written: the dev server draws boxes). */
const ICONS_MARKER = "const ICONS = {};";

export function minifyBootScript(): Plugin {
  let outDir = "";
  return {
    name: "minify-boot-script",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: "post",
      async handler() {
        for (const name of BOOT_SCRIPTS) {
          const file = path.join(outDir, name);
          let source = await readFile(file, "utf8");
          if (name === "bootPosts.js") {
            if (!source.includes(ICONS_MARKER)) this.error(`${name} has no "${ICONS_MARKER}"`);
            source = source.replace(
              ICONS_MARKER,
              `const ICONS = ${JSON.stringify(bootPostIcons())};`,
            );
          }
          const { code, errors } = await minify(name, source, {
            module: false,
            compress: true,
            mangle: true,
          });
          if (errors.length > 0) {
            this.error(`${name} could not be minified: ${errors.map((e) => e.message).join("; ")}`);
          }
          await writeFile(file, code);
        }
      },
    },
  };
}
