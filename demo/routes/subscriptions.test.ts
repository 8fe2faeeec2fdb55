import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, obj } from "../testing.ts";

async function fixture(app: DemoApp, name: string): Promise<string> {
  const state = obj((await call(app, "GET", "/__demo/state")).body);
  return String(obj(state.fixtures)[name]);
}

async function openInvoice(app: DemoApp) {
  const sender = await fixture(app, "account:bob");
  const recipient = await fixture(app, "account:alice");
  const instance = obj((await call(app, "GET", "/api/v1/instance")).body);
  const chain = obj((instance.blockchains as unknown[])[0]).chain_id;
  const created = await call(app, "POST", "/api/v1/subscriptions/invoices", {
    body: { sender_id: sender, recipient_id: recipient, chain_id: chain, amount: 10_000_000_000 },
  });
  return { sender, recipient, created };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("subscription invoices", () => {
  it("opens an invoice without a token, then completes it from the control", async () => {
    const app = createDemoApp({ server: "3.10" });
    const { sender, recipient, created } = await openInvoice(app);
    expect(created.status).toBe(200);
    const invoice = obj(created.body);
    expect(invoice).toMatchObject({ status: "open", amount: 10_000_000_000 });
    expect(String(invoice.payment_address)).toMatch(/^5\w{94}$/);
    const id = String(invoice.id);
    for (const status of ["paid", "forwarded", "completed"]) {
      await call(app, "POST", `/__demo/invoices/${id}`, { body: { status } });
      const read = obj((await call(app, "GET", `/api/v1/subscriptions/invoices/${id}`)).body);
      expect(read.status).toBe(status);
    }
    const found = await call(
      app,
      "GET",
      `/api/v1/subscriptions/find?sender_id=${sender}&recipient_id=${recipient}`,
    );
    expect(found.status).toBe(200);
    expect(Date.parse(String(obj(found.body).expires_at))).toBeGreaterThan(Date.now());
  });

  it("cancels only an open invoice", async () => {
    const app = createDemoApp({ server: "3.10" });
    const id = String(obj((await openInvoice(app)).created.body).id);
    const cancelled = await call(app, "DELETE", `/api/v1/subscriptions/invoices/${id}`);
    expect(obj(cancelled.body).status).toBe("cancelled");
    expect((await call(app, "DELETE", `/api/v1/subscriptions/invoices/${id}`)).status).toBe(422);
  });

  it("pays itself over time when invoices advance on their own", async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ["Date"] });
    const app = createDemoApp({ server: "3.10", autoInvoices: true });
    const id = String(obj((await openInvoice(app)).created.body).id);
    const status = async () =>
      obj((await call(app, "GET", `/api/v1/subscriptions/invoices/${id}`)).body).status;
    expect(await status()).toBe("open");
    vi.advanceTimersByTime(31_000);
    expect(await status()).toBe("paid");
    vi.advanceTimersByTime(10_000);
    expect(await status()).toBe("forwarded");
    vi.advanceTimersByTime(10_000);
    expect(await status()).toBe("completed");
  });

  it("refuses an amount of nothing and an unknown invoice", async () => {
    const app = createDemoApp({ server: "3.10" });
    const sender = await fixture(app, "account:bob");
    const recipient = await fixture(app, "account:alice");
    const zero = await call(app, "POST", "/api/v1/subscriptions/invoices", {
      body: { sender_id: sender, recipient_id: recipient, amount: 0 },
    });
    expect(zero.status).toBe(400);
    const missing = await call(
      app,
      "GET",
      "/api/v1/subscriptions/invoices/00000000-0000-0000-0000-000000000000",
    );
    expect(missing.status).toBe(404);
  });
});
