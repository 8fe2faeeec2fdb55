import type { Plugin, Rolldown } from "vite";

/**
 * One chunk for a signed-in start instead of dozens.
 *
 * Left alone, the bundler cuts the modules the shell and the home timeline
 * share with other screens into many small chunks; a signed-in start then
 * asks for some forty files at once, and over HTTP/1.1's six connections per
 * host its API calls wait behind them. This plugin puts the static imports of
 * the start's modules into one chunk, `start`, except those the visitor's
 * landing page loads: those stay where they are, so the landing page does not
 * grow.
 *
 * The module graph is read when the build has parsed everything (buildEnd),
 * before the bundler groups modules into chunks (codeSplitting.groups).
 *
 * The page's head names the chunk, its own imports and their styles in a meta tag
 * (`mitra-start-chunks`), so public/boot.js can preload them beside the entry
 * when a session is kept.
 *
 * Modules every start loads right after the entry, by a dynamic import
 * (`withEntry`), get a preload link in the page's head, so they come with the
 * entry instead of after it has run.
 */
export interface StartChunk {
  plugin: Plugin;
  /** For `codeSplitting.groups[].test`: the module belongs to the start chunk. */
  test: (id: string) => boolean;
  /**
   * For another group: the module is one both the landing page and the start
   * load, outside the entry. Left alone the bundler gives each such piece a
   * chunk of its own (three small ones, with their styles); one is enough.
   */
  sharedWithLanding: (id: string) => boolean;
}

interface Options {
  /** The entry's source path (relative to the root). */
  entry: string;
  /** Source paths the landing page loads beside the entry; with it, the landing page's closure. */
  landing: string[];
  /**
   * Source paths every start imports from the entry dynamically, at once: their
   * chunks are preloaded from the page's head, for visitors too.
   */
  withEntry?: string[];
  /** Source paths whose static closure a signed-in start needs. */
  start: string[];
  /**
   * Module ids (as the build names them, e.g. a query-suffixed catalogue) of
   * lazy chunks every signed-in start also loads, to be preloaded with it.
   */
  alsoPreload?: string[];
}

const BOOT_SCRIPT = /<script src="\/boot\.js"><\/script>/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;

type ImportsOf = (id: string) => readonly string[];

function staticClosure(roots: string[], importsOf: ImportsOf): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...importsOf(id));
  }
  return seen;
}

export function startChunk(options: Options): StartChunk {
  let members = new Set<string>();
  let shared = new Set<string>();
  const plugin: Plugin = {
    name: "start-chunk",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (source: string): string => {
        const id = ids.find((candidate) => candidate.endsWith(`/${source}`));
        if (!id) throw new Error(`start-chunk: ${source} is not part of the build`);
        return id;
      };
      const importsOf: ImportsOf = (id) => this.getModuleInfo(id)?.importedIds ?? [];
      const entry = staticClosure([find(options.entry)], importsOf);
      const landing = staticClosure(
        [options.entry, ...(options.withEntry ?? []), ...options.landing].map(find),
        importsOf,
      );
      members = staticClosure(options.start.map(find), importsOf);
      shared = new Set([...members].filter((id) => landing.has(id) && !entry.has(id)));
      // What the entry loads at once joins them: one file, for visitors and starts alike.
      const withEntry = staticClosure((options.withEntry ?? []).map(find), importsOf);
      for (const id of withEntry) if (!entry.has(id)) shared.add(id);
      for (const id of landing) members.delete(id);
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output): output is Rolldown.OutputChunk => output.type === "chunk",
        );
        const chunkAt = (file: string) => chunks.find((chunk) => chunk.fileName === file);
        const start = chunks.find((chunk) => chunk.name === "start");
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!start || !entry) return html;
        const withEntry = (options.withEntry ?? []).map((source) => {
          const chunk = chunks.find((candidate) =>
            candidate.moduleIds.some((id) => id.endsWith(`/${source}`)),
          );
          if (!chunk) throw new Error(`start-chunk: no chunk holds ${source}`);
          return chunk;
        });
        const preloadedWithEntry = [
          ...new Set(withEntry.flatMap((chunk) => [chunk.fileName, ...chunk.imports])),
        ].filter((file) => file !== entry.fileName && !entry.imports.includes(file));
        const loadedWithEntry = new Set([entry.fileName, ...entry.imports, ...preloadedWithEntry]);
        const starting = [start, ...start.imports.map(chunkAt)];
        const also = (options.alsoPreload ?? []).map((suffix) => {
          const chunk = chunks.find((candidate) =>
            candidate.moduleIds.some((id) => id.endsWith(suffix)),
          );
          if (!chunk) throw new Error(`start-chunk: no chunk holds ${suffix}`);
          return chunk;
        });
        const files = [...starting, ...also].flatMap((chunk) =>
          chunk && !loadedWithEntry.has(chunk.fileName)
            ? [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]
            : [],
        );
        // Before the boot script, which reads it as the page is parsed.
        const meta = `<meta name="mitra-start-chunks" content="${files.map((file) => `/${file}`).join(" ")}" />`;
        // Their styles too: the dynamic import waits for them, and found only
        // when the entry has run they would be fetched after it.
        const stylesWithEntry = [
          ...new Set(
            preloadedWithEntry.flatMap((file) => [
              ...(chunkAt(file)?.viteMetadata?.importedCss ?? []),
            ]),
          ),
        ].filter((file) => !entry.viteMetadata?.importedCss.has(file));
        const links = [
          ...preloadedWithEntry.map(
            (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
          ),
          ...stylesWithEntry.map(
            (file) => `<link rel="preload" as="style" crossorigin href="/${file}">`,
          ),
        ].join("\n    ");
        return html
          .replace(BOOT_SCRIPT, `${meta}\n    $&`)
          .replace(ENTRY_SCRIPT, links ? `$&\n    ${links}` : "$&");
      },
    },
  };
  return { plugin, test: (id) => members.has(id), sharedWithLanding: (id) => shared.has(id) };
}
