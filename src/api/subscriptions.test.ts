// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSubscriptionOptions, saveSubscriptionOption } from "./subscriptions";

const CHAIN = "monero:76ee3cc98646292206cd3e86f74d88b4";
const KEY = "77916d0cd56ed1920aef6ca56d8a41bac915b68e4c46a589e0956e27a7b77404";

function stubFetch(body: unknown) {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    ),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON body of the first call. */
function sentBody(mock: ReturnType<typeof stubFetch>): unknown {
  const body = mock.mock.calls[0]?.[1]?.body;
  return typeof body === "string" ? JSON.parse(body) : body;
}

const user = { id: "1", username: "bob", acct: "bob" };

afterEach(() => vi.unstubAllGlobals());

describe("saveSubscriptionOption", () => {
  it("sends a monero option when there is no view key", async () => {
    const fetchMock = stubFetch(user);
    await saveSubscriptionOption(
      { chainId: CHAIN, pricePerSecond: 3858n, payoutAddress: "5Bob" },
      "token",
    );
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("POST");
    expect(sentBody(fetchMock)).toEqual({
      type: "monero",
      chain_id: CHAIN,
      price: 3858,
      payout_address: "5Bob",
    });
  });

  it("sends a monero-light option with the view key on a light-wallet instance", async () => {
    const fetchMock = stubFetch(user);
    await saveSubscriptionOption(
      { chainId: CHAIN, pricePerSecond: 3858n, payoutAddress: "5Bob", viewKey: KEY },
      "token",
    );
    expect(sentBody(fetchMock)).toEqual({
      type: "monero-light",
      chain_id: CHAIN,
      price: 3858,
      payout_address: "5Bob",
      view_key: KEY,
    });
  });
});

describe("getSubscriptionOptions", () => {
  it("reads each option's type and view key", async () => {
    stubFetch([
      { type: "monero-light", chain_id: CHAIN, price: 3858, payout_address: "5Bob", view_key: KEY },
      { type: "monero", chain_id: CHAIN, price: 1, payout_address: "5Old" },
    ]);
    expect(await getSubscriptionOptions("token")).toEqual([
      {
        type: "monero-light",
        chain_id: CHAIN,
        price: 3858n,
        payout_address: "5Bob",
        view_key: KEY,
      },
      { type: "monero", chain_id: CHAIN, price: 1n, payout_address: "5Old", view_key: null },
    ]);
  });
});
