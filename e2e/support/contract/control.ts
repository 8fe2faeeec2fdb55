import type http from "node:http";
import type { ContractRecorder } from "./recorder";
import { replyJson } from "./relay";

/**
 * The gate's own endpoints, never proxied: the worker reads the report and
 * Prism's log when its stack stops (worker-stack.ts), and resets the record
 * and names the running test before each test (fixtures.ts).
 */
export const CONTRACT_CONTROL = {
  prefix: "/__contract/",
  /** GET: the recorder's report as JSON. */
  report: "/__contract/report",
  /** GET: Prism's log as text. */
  prismLog: "/__contract/prism-log",
  /** POST: forgets everything recorded. */
  reset: "/__contract/reset",
  /** POST {title}: names the test that is running, for the findings it brings. */
  test: "/__contract/test",
} as const;

/** Answers a request to one of the control endpoints. */
export async function answerControl(
  recorder: ContractRecorder,
  method: string,
  pathname: string,
  body: Buffer,
  res: http.ServerResponse,
): Promise<void> {
  if (method === "GET" && pathname === CONTRACT_CONTROL.report) {
    // Let Prism's last log lines arrive before comparing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    replyJson(res, 200, recorder.report());
  } else if (method === "GET" && pathname === CONTRACT_CONTROL.prismLog) {
    const text = Buffer.from(`${recorder.log?.lines.join("\n") ?? ""}\n`);
    res.writeHead(200, {
      "content-type": "text/plain; charset=utf-8",
      "content-length": text.length,
    });
    res.end(text);
  } else if (method === "POST" && pathname === CONTRACT_CONTROL.reset) {
    recorder.reset();
    replyJson(res, 200, { ok: true });
  } else if (method === "POST" && pathname === CONTRACT_CONTROL.test) {
    const { title } = JSON.parse(body.toString("utf8") || "{}") as { title?: unknown };
    recorder.currentTest = typeof title === "string" ? title : "(unknown test)";
    replyJson(res, 200, { ok: true });
  } else {
    replyJson(res, 404, { error: "unknown contract gate endpoint" });
  }
}
