import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startContractGate } from "./gate";
import { ContractRecorder } from "./recorder";
import type { ContractReport } from "./report";

/** A server that notes each request it gets and answers as `answer` says. */
async function fakeServer(
  name: string,
  answer: (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) => void,
): Promise<{ url: string; seen: string[]; server: http.Server }> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      seen.push(
        `${req.method ?? ""} ${req.url ?? ""}${body.length > 0 ? ` ${String(body.length)}B` : ""}`,
      );
      res.setHeader("x-answered-by", name);
      answer(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${String(port)}`, seen, server };
}

const PROBLEM = "application/problem+json";
const prismError = (type: string, extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ type: `https://stoplight.io/prism/errors#${type}`, ...extra });

describe("the contract gate", () => {
  let demo: Awaited<ReturnType<typeof fakeServer>>;
  let prism: Awaited<ReturnType<typeof fakeServer>>;
  let gate: http.Server;
  let gateUrl = "";
  const recorder = new ContractRecorder("spec.yaml", null, null);
  let lightWallet = false;

  beforeAll(async () => {
    demo = await fakeServer("demo", (req, _body, res) => {
      if (req.url === "/api/v1/subscriptions/options") {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify([{ type: lightWallet ? "monero-light" : "monero" }]));
        return;
      }
      res.setHeader("content-type", "application/json");
      res.end('{"from":"demo"}');
    });
    prism = await fakeServer("prism", (req, _body, res) => {
      const url = req.url ?? "";
      if (url.startsWith("/bad-request")) {
        res.writeHead(422, { "content-type": PROBLEM });
        res.end(
          prismError("UNPROCESSABLE_ENTITY", {
            validation: [{ location: ["body", "x"], severity: "Error", message: "no" }],
          }),
        );
      } else if (url.startsWith("/missing")) {
        res.writeHead(404, { "content-type": PROBLEM });
        res.end(prismError("NO_PATH_MATCHED_ERROR", { detail: "not in the file" }));
      } else if (url.startsWith("/warned")) {
        res.writeHead(404, {
          "content-type": "application/json",
          "sl-violations": JSON.stringify([
            { location: ["response"], severity: "Warning", message: "status not listed" },
          ]),
        });
        res.end("{}");
      } else {
        res.setHeader("content-type", "application/json");
        res.end('{"from":"prism"}');
      }
    });
    gate = await startContractGate({
      host: "127.0.0.1",
      port: 0,
      demoUrl: demo.url,
      prismUrl: prism.url,
      recorder,
    });
    gateUrl = `http://127.0.0.1:${String((gate.address() as AddressInfo).port)}`;
  });

  afterAll(async () => {
    for (const server of [gate, demo.server, prism.server]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  beforeEach(async () => {
    demo.seen.length = 0;
    prism.seen.length = 0;
    lightWallet = false;
    await fetch(`${gateUrl}/__contract/reset`, { method: "POST" });
  });

  const report = async (): Promise<ContractReport> =>
    (await (await fetch(`${gateUrl}/__contract/report`)).json()) as ContractReport;

  it("sends a described request through Prism and counts it", async () => {
    const answer = await fetch(`${gateUrl}/api/v1/statuses?limit=2`, {
      headers: { authorization: "Bearer t" },
    });
    expect(answer.headers.get("x-answered-by")).toBe("prism");
    expect(await answer.text()).toBe('{"from":"prism"}');
    expect(prism.seen).toEqual(["GET /api/v1/statuses?limit=2"]);
    expect(demo.seen).toEqual([]);
    const { checked, violations, uncovered } = await report();
    expect([checked, violations, uncovered]).toEqual([1, [], []]);
  });

  it("sends the listed routes, a visitor's reads and binary uploads around Prism", async () => {
    await fetch(`${gateUrl}/api/v1/markers?timeline[]=home`);
    await fetch(`${gateUrl}/api/v1/statuses/5`);
    await fetch(`${gateUrl}/api/v1/media`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=b" },
      body: new Uint8Array([0xff, 0xfe, 0xfd]),
    });
    expect(prism.seen).toEqual([]);
    expect(demo.seen).toEqual([
      "GET /api/v1/markers?timeline[]=home",
      "GET /api/v1/statuses/5",
      "POST /api/v1/media 3B",
    ]);
    const { checked, uncovered } = await report();
    expect(checked).toBe(0);
    expect(uncovered.map((use) => [use.route, use.count])).toEqual([
      ["GET /api/v1/markers", 1],
      ["GET /api/v1/statuses/{id} (visitor)", 1],
      ["POST /api/v1/media", 1],
    ]);
  });

  it("asks the demo for subscription options first, and Prism only when none is monero-light", async () => {
    await fetch(`${gateUrl}/api/v1/subscriptions/options`, { headers: { authorization: "B" } });
    expect(demo.seen).toEqual(["GET /api/v1/subscriptions/options"]);
    expect(prism.seen).toEqual(["GET /api/v1/subscriptions/options"]);
    lightWallet = true;
    const light = await fetch(`${gateUrl}/api/v1/subscriptions/options`, {
      headers: { authorization: "B" },
    });
    expect(await light.json()).toEqual([{ type: "monero-light" }]);
    expect(prism.seen).toHaveLength(1);
    const { checked, uncovered } = await report();
    expect(checked).toBe(1);
    expect(uncovered.map((use) => use.route)).toEqual([
      "GET /api/v1/subscriptions/options (monero-light)",
    ]);
  });

  it("records what Prism refuses, warns of, and lacks; a missing route is answered by the demo", async () => {
    const refused = await fetch(`${gateUrl}/bad-request`, { method: "POST", body: "{}" });
    expect(refused.status).toBe(422);
    const warned = await fetch(`${gateUrl}/warned`);
    expect(warned.status).toBe(404);
    const missing = await fetch(`${gateUrl}/missing`);
    expect(missing.headers.get("x-answered-by")).toBe("demo");
    expect(demo.seen).toEqual(["GET /missing"]);
    const probe = await fetch(`${gateUrl}/bad-request`, {
      method: "POST",
      body: "{}",
      headers: { "x-contract-probe": "1" },
    });
    expect(probe.status).toBe(422);
    const result = await report();
    expect(result.checked).toBe(3);
    expect(result.probeRequests).toBe(1);
    expect(result.violations.map((finding) => [finding.kind, finding.path])).toEqual([
      ["request", "/bad-request"],
      ["route", "/missing"],
    ]);
    expect(result.warnings.map((finding) => finding.message)).toEqual(["status not listed"]);
    expect(result.probes.map((finding) => finding.kind)).toEqual(["request"]);
  });

  it("names the test each finding comes from, and serves Prism's log", async () => {
    await fetch(`${gateUrl}/__contract/test`, {
      method: "POST",
      body: JSON.stringify({ title: "a test › its step" }),
    });
    await fetch(`${gateUrl}/bad-request`, { method: "POST", body: "{}" });
    expect((await report()).violations[0]?.tests).toEqual(["a test › its step"]);
    const log = await fetch(`${gateUrl}/__contract/prism-log`);
    expect(await log.text()).toBe("\n");
    expect((await fetch(`${gateUrl}/__contract/nothing`)).status).toBe(404);
  });

  it("a Prism that does not answer is a proxy violation and a 502", async () => {
    const down = new ContractRecorder("spec.yaml", null, null);
    const closed = await fakeServer("closed", () => undefined);
    await new Promise((resolve) => closed.server.close(resolve));
    const lonely = await startContractGate({
      host: "127.0.0.1",
      port: 0,
      demoUrl: demo.url,
      prismUrl: closed.url,
      recorder: down,
    });
    const url = `http://127.0.0.1:${String((lonely.address() as AddressInfo).port)}`;
    const answer = await fetch(`${url}/api/v1/statuses`, { headers: { authorization: "B" } });
    expect(answer.status).toBe(502);
    expect(down.report().violations.map((finding) => finding.kind)).toEqual(["proxy"]);
    lonely.closeAllConnections();
    await new Promise((resolve) => lonely.close(resolve));
  });

  it("without a contract, sends everything to the demo", async () => {
    const skipped = new ContractRecorder("spec.yaml", "Contract check skipped", null);
    const open = await startContractGate({
      host: "127.0.0.1",
      port: 0,
      demoUrl: demo.url,
      prismUrl: null,
      recorder: skipped,
    });
    const url = `http://127.0.0.1:${String((open.address() as AddressInfo).port)}`;
    await fetch(`${url}/api/v1/statuses`);
    expect(demo.seen).toEqual(["GET /api/v1/statuses"]);
    expect(skipped.report().uncovered).toEqual([
      { route: "(all)", reason: "Contract check skipped", count: 1 },
    ]);
    open.closeAllConnections();
    await new Promise((resolve) => open.close(resolve));
  });
});
