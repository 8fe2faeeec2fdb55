import http from "node:http";
import { PROBE_HEADER } from "../config";
import { uncoveredReason } from "./around-prism";
import { answerControl, CONTRACT_CONTROL } from "./control";
import { LIGHT_WALLET_REASON, SUBSCRIPTION_OPTIONS, listsLightWalletOption } from "./light-wallet";
import { findingsOf, prismErrorType, prismProblem } from "./prism-answers";
import type { ContractRecorder } from "./recorder";
import { readBody, reply, replyJson, send, type Answer } from "./relay";

/**
 * The contract gate: a small reverse proxy between the app's API proxy and
 * Prism. Prism alone would not do: in `proxy --errors` mode it reports most
 * of what breaks the OpenAPI file only in its answers (prism-answers.ts), its
 * log says which request ended in an error but not which validation produced
 * a Warning, it answers routes the file lacks itself, and it corrupts binary
 * uploads.
 *
 * So the gate reads every answer Prism gives and records each finding with
 * its method, path and test (recorder.ts); sends the requests Prism cannot
 * check straight to the demo, counted as "not covered by the contract"
 * (around-prism.ts); and cross-checks Prism's own log (prism-log.ts) so that
 * nothing Prism reports goes unrecorded.
 */

export interface GateOptions {
  host: string;
  port: number;
  demoUrl: string;
  /** null: no spec file, everything goes to the demo unchecked. */
  prismUrl: string | null;
  recorder: ContractRecorder;
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Starts the gate, with its control endpoints (control.ts). */
export async function startContractGate(options: GateOptions): Promise<http.Server> {
  const { recorder } = options;
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        replyJson(res, 502, { error: "contract gate", error_description: messageOf(error) });
      } else res.end();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const method = (req.method ?? "GET").toUpperCase();
    const pathAndQuery = req.url ?? "/";
    const { pathname } = new URL(pathAndQuery, "http://gate");
    const body = await readBody(req);
    const toDemo = (): Promise<Answer> =>
      send(options.demoUrl, method, pathAndQuery, req.headers, body);

    if (pathname.startsWith(CONTRACT_CONTROL.prefix)) {
      await answerControl(recorder, method, pathname, body, res);
      return;
    }

    const probe = req.headers[PROBE_HEADER] === "1";
    const around = options.prismUrl
      ? uncoveredReason(
          method,
          pathname,
          req.headers["content-type"],
          body,
          Boolean(req.headers.authorization),
        )
      : { route: "(all)", reason: recorder.skipped ?? "no contract" };
    if (!options.prismUrl || around) {
      if (around) recorder.noteUncovered(around.route, around.reason);
      reply(res, await toDemo());
      return;
    }

    if (method === "GET" && pathname === SUBSCRIPTION_OPTIONS) {
      // Reading is harmless, so the demo is asked first: a list with a
      // monero-light option goes around Prism, any other one through it.
      const direct = await toDemo();
      if (listsLightWalletOption(direct.body)) {
        recorder.noteUncovered(`GET ${SUBSCRIPTION_OPTIONS} (monero-light)`, LIGHT_WALLET_REASON);
        reply(res, direct);
        return;
      }
    }

    recorder.noteChecked(probe);
    let answer: Answer;
    try {
      answer = await send(options.prismUrl, method, pathAndQuery, req.headers, body);
    } catch (error) {
      const message = `Prism proxy unreachable: ${messageOf(error)}`;
      recorder.add(
        [{ method, path: pathname, status: 502, kind: "proxy", message }],
        probe ? "probes" : "violations",
      );
      replyJson(res, 502, { error: "contract gate", error_description: message });
      return;
    }
    const { errors, warnings, routeMissing } = findingsOf(
      method,
      pathname,
      answer.status,
      answer.headers,
      answer.body,
    );
    const problem = prismProblem(answer.headers, answer.body);
    if (problem) recorder.notePrismError(method, pathname, prismErrorType(problem));
    recorder.add(errors, probe ? "probes" : "violations");
    recorder.add(warnings, probe ? "probes" : "warnings");
    if (routeMissing) {
      // Prism did not forward it: let the demo answer so the test goes on; the
      // finding above still fails the run.
      answer = await toDemo();
    }
    reply(res, answer);
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
