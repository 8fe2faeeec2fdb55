import { describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { MONERO_STAGENET } from "../store/instance-settings.ts";
import { call, list, obj } from "../testing.ts";
import { isViewKey } from "./light-wallet.ts";

const OPTIONS = "/api/v1/subscriptions/options";
const TOKEN = "demo-token-bob";
const PAYOUT =
  "5AYiNYCaKjiRhZkMZKhv9z11Pds9ZFKerQVJGEMRZjiqdi85m3tt6hw9yQcrCsznimFpZfPCSpRKX2xWdFk7QrrkJS9bCk4";
/** A private key from the monero crate's documentation. */
const VIEW_KEY = "77916d0cd56ed1920aef6ca56d8a41bac915b68e4c46a589e0956e27a7b77404";
/** Ed25519's group order ℓ as 32 little-endian bytes: the first value that is not a key. */
const GROUP_ORDER_LE = `edd3f55c1a631258d69cf7a2def9de14${"00".repeat(15)}10`;

const lightOption = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: "monero-light",
  chain_id: MONERO_STAGENET,
  price: 3858,
  payout_address: PAYOUT,
  view_key: VIEW_KEY,
  ...fields,
});

/** A body without one of its fields. */
function without(body: Record<string, unknown>, field: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => key !== field));
}

async function chain(app: DemoApp): Promise<Record<string, unknown>> {
  const instance = obj((await call(app, "GET", "/api/v1/instance")).body);
  return list(instance.blockchains)[0] ?? {};
}

async function save(app: DemoApp, body: unknown) {
  const answer = await call(app, "POST", OPTIONS, { token: TOKEN, body });
  return { status: answer.status, error: obj(answer.body).error_description };
}

describe("a private view key as the server reads it", () => {
  it("is 32 bytes of hex, either case, whose value is below the group order", () => {
    expect(isViewKey(VIEW_KEY)).toBe(true);
    expect(isViewKey(VIEW_KEY.toUpperCase())).toBe(true);
    expect(isViewKey("0".repeat(64))).toBe(true);
    expect(isViewKey(`ecd3${GROUP_ORDER_LE.slice(4)}`)).toBe(true);
    expect(isViewKey(GROUP_ORDER_LE)).toBe(false);
    expect(isViewKey("f".repeat(64))).toBe(false);
    expect(isViewKey(VIEW_KEY.slice(1))).toBe(false);
    expect(isViewKey(`${VIEW_KEY}00`)).toBe(false);
    expect(isViewKey(`${VIEW_KEY.slice(1)}g`)).toBe(false);
    expect(isViewKey(` ${VIEW_KEY.slice(1)}`)).toBe(false);
    expect(isViewKey("")).toBe(false);
  });
});

describe("a light-wallet instance (5.9)", () => {
  it("says so in the chain metadata, and only there", async () => {
    const light = createDemoApp({ server: "5.9", lightWallet: true });
    const served = await chain(light);
    expect(served.chain_metadata).toMatchObject({
      is_forwarding_required: false,
      payment_amount_min: 0,
      description: expect.stringContaining("Monero stagenet") as unknown,
    });
    expect(served.features).toEqual({ subscriptions: true });
    const instance = obj((await call(light, "GET", "/api/v1/instance")).body);
    expect(instance).not.toHaveProperty("light_wallet");
    // A full-wallet instance forwards payments and asks at least 0.001 XMR.
    const full = await chain(createDemoApp({ server: "5.9" }));
    expect(full.chain_metadata).toMatchObject({
      is_forwarding_required: true,
      payment_amount_min: 1_000_000_000,
    });
  });

  it("is set by the instance control, kept by a reset when started so, and refused on 3.10", async () => {
    const app = createDemoApp({ server: "5.9" });
    const patched = await call(app, "PATCH", "/__demo/instance", { body: { light_wallet: true } });
    expect(patched.status).toBe(200);
    expect(obj((await chain(app)).chain_metadata).is_forwarding_required).toBe(false);
    await call(app, "POST", "/__demo/reset");
    expect(obj((await chain(app)).chain_metadata).is_forwarding_required).toBe(true);

    const started = createDemoApp({ server: "5.9", lightWallet: true });
    await call(started, "POST", "/__demo/reset");
    expect(obj((await chain(started)).chain_metadata).is_forwarding_required).toBe(false);

    const old = createDemoApp({ server: "3.10" });
    const refused = await call(old, "PATCH", "/__demo/instance", { body: { light_wallet: true } });
    expect(refused.status).toBe(400);
    expect(obj(refused.body).error_description).toMatch(/^light_wallet: Mitra 3.10 has no/);
    expect(() => createDemoApp({ server: "3.10", lightWallet: true })).toThrow(/4\.15\.0/);
  });

  it("saves a monero-light option and lists it with its type and view key", async () => {
    const app = createDemoApp({ server: "5.9", lightWallet: true });
    const saved = await call(app, "POST", OPTIONS, {
      token: TOKEN,
      body: lightOption({ view_key: VIEW_KEY.toUpperCase() }),
    });
    expect(saved.status).toBe(200);
    expect(list(obj(saved.body).payment_options)).toContainEqual(
      expect.objectContaining({ type: "monero-subscription", chain_id: MONERO_STAGENET }),
    );
    const options = list((await call(app, "GET", OPTIONS, { token: TOKEN })).body);
    // The key comes back as the server writes it: lower-case hex.
    expect(options).toEqual([
      {
        type: "monero-light",
        chain_id: MONERO_STAGENET,
        price: 3858,
        payout_address: PAYOUT,
        view_key: VIEW_KEY,
      },
    ]);
  });

  it("refuses a monero option with 418 'operation not supported'", async () => {
    const app = createDemoApp({ server: "5.9", lightWallet: true });
    const monero = without(lightOption({ type: "monero" }), "view_key");
    expect(await save(app, monero)).toEqual({ status: 418, error: "operation not supported" });
    expect(list((await call(app, "GET", OPTIONS, { token: TOKEN })).body)).toEqual([]);
  });

  it("answers a wrong option with the server's messages, in the server's order", async () => {
    const app = createDemoApp({ server: "5.9", lightWallet: true });
    expect(await save(app, without(lightOption(), "view_key"))).toEqual({
      status: 400,
      error: "Json deserialize error: missing field `view_key`",
    });
    expect(
      await save(app, lightOption({ chain_id: "monero:418015bb9ae982a1975da7d79277c270" })),
    ).toEqual({ status: 400, error: "unexpected chain ID" });
    expect(await save(app, lightOption({ price: 0 }))).toEqual({
      status: 400,
      error: "price must be greater than 0",
    });
    // The monthly floor of 0.001 XMR stays, though the chain says 0.
    expect(await save(app, lightOption({ price: 385 }))).toEqual({
      status: 400,
      error: "price is too low",
    });
    for (const viewKey of [
      "",
      "not a key",
      VIEW_KEY.slice(2),
      `${VIEW_KEY} `,
      `${VIEW_KEY.slice(1)}z`,
      GROUP_ORDER_LE,
    ]) {
      expect(await save(app, lightOption({ view_key: viewKey, price: 0 }))).toEqual({
        status: 400,
        error: "price must be greater than 0",
      });
      expect(await save(app, lightOption({ view_key: viewKey }))).toEqual({
        status: 400,
        error: "invalid view key",
      });
    }
    expect(list((await call(app, "GET", OPTIONS, { token: TOKEN })).body)).toEqual([]);
  });

  it("is the only kind of instance that takes a monero-light option", async () => {
    const full = createDemoApp({ server: "5.9" });
    expect(await save(full, lightOption())).toEqual({
      status: 418,
      error: "operation not supported",
    });
    const old = createDemoApp({ server: "3.10" });
    expect(await save(old, lightOption())).toEqual({
      status: 400,
      error: "invalid subscription type",
    });
  });
});
