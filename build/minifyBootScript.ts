import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { minify, type Plugin } from "vite";

/**
 * public/boot.js is copied into the build as it is written, comments and
 * all, and it is the page's first script, parsed before the first paint on
 * every start, a visitor's too. The build minifies the copy in place (a
 * plain script, not a module), before the service worker lists the files.
 */
export function minifyBootScript(): Plugin {
  let file = "";
  return {
    name: "minify-boot-script",
    apply: "build",
    configResolved(config) {
      file = path.resolve(config.root, config.build.outDir, "boot.js");
    },
    writeBundle: {
      order: "post",
      async handler() {
        const source = await readFile(file, "utf8");
        const { code, errors } = await minify("boot.js", source, {
          module: false,
          compress: true,
          mangle: true,
        });
        if (errors.length > 0) {
          this.error(`boot.js could not be minified: ${errors.map((e) => e.message).join("; ")}`);
        }
        await writeFile(file, code);
      },
    },
  };
}
