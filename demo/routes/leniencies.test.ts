import { describe, expect, it } from "vitest";
import { createDemoApp } from "../app.ts";
import { call, obj } from "../testing.ts";

/** What real Mitra refuses and the demo once took. */

const ALICE = "demo-token-alice";
const refusal = (message: string) => ({ error: message, error_description: message });

describe("a post's language", () => {
  it("is one of the server's ISO 639-1 codes: bh is refused, sh is taken", async () => {
    const app = createDemoApp({ server: "5.9" });
    const post = (language: string) =>
      call(app, "POST", "/api/v1/statuses", { token: ALICE, body: { status: "Hi", language } });
    const bh = await post("bh");
    expect(bh).toMatchObject({ status: 400, body: refusal("invalid ISO 639-1 code") });
    const sh = await post("sh");
    expect(sh.status).toBe(200);
    expect(obj(sh.body).language).toBe("sh");
  });
});

describe("removing an identity proof", () => {
  it("reads `did` as a DID: anything else is the deserializer's DID parse error, at its position", async () => {
    const app = createDemoApp({ server: "5.9" });
    const remove = (did: string) =>
      call(app, "DELETE", "/api/v1/accounts/identity_proof", { token: ALICE, body: { did } });
    expect(await remove("not a did")).toMatchObject({
      status: 400,
      body: refusal("Json deserialize error: DID parse error at line 1 column 18"),
    });
    expect((await remove("did:web:example.com")).status).toBe(400);
    expect((await remove("did:key:zQ3s")).status).toBe(400);
    const alice = app.store.localAccount("alice");
    const ethereum = alice?.identityProofs.find((proof) => proof.name === "$ETH");
    const did = `did:pkh:eip155:1:${String(ethereum?.value).toLowerCase()}`;
    expect((await remove(did)).status).toBe(200);
  });
});

describe("a payout address", () => {
  const STAGENET =
    "5AYiNYCaKjiRhZkMZKhv9z11Pds9ZFKerQVJGEMRZjiqdi85m3tt6hw9yQcrCsznimFpZfPCSpRKX2xWdFk7QrrkJS9bCk4";
  const MAINNET =
    "4ApguXirvYFGoYbBNvzLBJ1y4h7ZJDGj166caW7YxtdhEUou9BZZtw9XLhqduyjRMBDGZkzKDPjW8SrFjzPvh4zEP8QbeCJ";
  const CHAIN = "monero:76ee3cc98646292206cd3e86f74d88b4";
  const save = (server: "4.15" | "4.16.1" | "5.9", payout_address: string) =>
    call(createDemoApp({ server }), "POST", "/api/v1/subscriptions/options", {
      token: ALICE,
      body: { type: "monero", chain_id: CHAIN, price: 3858, payout_address },
    });

  it("must be a Monero address (its checksum too), of the chain's network from 4.16.1", async () => {
    expect(await save("5.9", "5BobPayoutAddress")).toMatchObject({
      status: 400,
      body: refusal("invalid monero address"),
    });
    const typo = `${STAGENET.slice(0, -1)}5`;
    expect((await save("5.9", typo)).body).toEqual(refusal("invalid monero address"));
    expect(await save("5.9", MAINNET)).toMatchObject({
      status: 400,
      body: refusal("address belongs to wrong network"),
    });
    expect((await save("4.16.1", MAINNET)).status).toBe(400);
    expect((await save("4.15", MAINNET)).status).toBe(200);
    expect((await save("5.9", STAGENET)).status).toBe(200);
  });
});

describe("a boolean in a JSON body", () => {
  it("is true or false: text is refused as serde_json refuses it", async () => {
    const app = createDemoApp({ server: "5.9" });
    const save = (locked: unknown) =>
      call(app, "PATCH", "/api/v1/accounts/update_credentials", { token: ALICE, body: { locked } });
    expect(await save("true")).toMatchObject({
      status: 400,
      body: refusal(
        'Json deserialize error: invalid type: string "true", expected a boolean at line 1 column 16',
      ),
    });
    expect((await save("1")).status).toBe(400);
    expect((await save(1)).body).toEqual(
      refusal(
        "Json deserialize error: invalid type: integer `1`, expected a boolean at line 1 column 11",
      ),
    );
    expect(obj((await save(true)).body).locked).toBe(true);
  });
});
