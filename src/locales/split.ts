/**
 * Each catalogue is served in two parts: the core, which the landing, about
 * and Ethereum pages and the route frame need, ships with the first script;
 * the rest (every signed-in screen's strings) loads while the shell does.
 * Translators still edit one file per locale; the build splits it.
 */
const CORE_PREFIXES = ["common", "error", "nav", "landing", "auth", "ethereum", "about"];

export type CataloguePart = "core" | "rest";

export function partOf(key: string): CataloguePart {
  return CORE_PREFIXES.includes(key.split(".")[0] ?? "") ? "core" : "rest";
}
