import { describe, expect, it } from "vitest";
import { parse } from "@/api/schema";
import { CredentialAccountSchema } from "./credentialAccount";

describe("tolerant entity schemas", () => {
  it("drops a bad optional field instead of failing", () => {
    const account = parse(CredentialAccountSchema, {
      id: "1",
      username: "alice",
      acct: "alice",
      display_name: 42,
      fields: [{ name: "a", value: "b" }, "broken"],
      locked: "yes",
    });
    expect(account.display_name).toBeNull();
    expect(account.fields).toEqual([{ name: "a", value: "b", verified_at: null }]);
    expect(account.locked).toBe(false);
    expect(account.client_config).toEqual({});
  });
  it("fails when a required field is missing", () => {
    expect(() => parse(CredentialAccountSchema, { username: "x" })).toThrow();
  });
  it("reads the newer server's role shape", () => {
    const user = parse(CredentialAccountSchema, {
      id: "1",
      username: "a",
      acct: "a",
      role: { id: 2, name: "admin", permissions: "3", permissions_names: ["create_post"] },
    });
    expect(user.role?.permissions).toBe("3");
    expect(user.role?.permissions_names).toEqual(["create_post"]);
  });
});
