import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACCOUNT_KEY_PREFIX, accountKey } from "./accountKeys";

const ROOT = path.resolve(__dirname, "../../..");
const SCHEME_MODULE = "src/state/storage/accountKeys.ts";

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** The prefix opening a string or a template ("account:…", `account:${…}`). */
const QUOTED_PREFIX = new RegExp(`["'\`]${ACCOUNT_KEY_PREFIX}`);

describe("the account key scheme", () => {
  it("spells the account key prefix in the storage scheme's module only", () => {
    // Test files lay out storage by hand and the demo names fixtures
    // "account:<name>"; the product's code and the journeys' support do not.
    const product = filesUnder("src").filter((file) => !/\.test\.tsx?$|^src\/test\//.test(file));
    const spelled = product.filter((file) => QUOTED_PREFIX.test(read(file)));
    expect(spelled).toEqual([SCHEME_MODULE]);
    // The journeys build a key from the scheme too: no key made by hand.
    const journeys = filesUnder("e2e").filter((file) =>
      read(file).includes(`${ACCOUNT_KEY_PREFIX}\${`),
    );
    expect(journeys).toEqual([]);
  });

  it("is the one public/boot.js uses to find the session before the app runs", () => {
    const boot = read("public/boot.js");
    const keyFunction = /const key = \(name\) => (.+);/.exec(boot)?.[1];
    expect(keyFunction).toBeDefined();
    // The boot script's own key function, run beside the module's.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- our own script, from public/
    const bootKey = new Function("current", "name", `return ${keyFunction ?? ""};`) as (
      current: string | null,
      name: string,
    ) => string;
    for (const [id, name] of [
      ["a1", "auth_token"],
      ["109bd5a2-0001", "kept_user"],
      [null, "auth_token"],
    ] as const) {
      expect(bootKey(id, name)).toBe(accountKey(id, name));
    }
    // No other file the page serves as it is touches storage.
    const otherPublic = filesUnder("public").filter((file) => file !== "public/boot.js");
    expect(otherPublic.filter((file) => read(file).includes("Storage"))).toEqual([]);
  });
});
