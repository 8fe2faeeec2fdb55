import http from "node:http";
import { PROBE_HEADER } from "./config";

/**
 * The contract gate: a small reverse proxy between the app's API proxy and
 * Prism. It exists because of how Prism 5.14 behaves in `proxy --errors` mode:
 *
 * - A request that breaks the OpenAPI file is answered by Prism itself with a
 *   problem+json 422 (401 when the bearer token required by `security` is
 *   missing, 415 for an unsupported content type) and is NOT forwarded.
 * - A response that breaks the file (2xx only; see below) is replaced by a
 *   problem+json 500 `#VIOLATIONS` (the upstream call has already happened).
 * - A non-2xx status the file does not list is only a Warning: the response is
 *   passed through with an `sl-violations` header.
 * - A route missing from the file is answered with 404 `#NO_PATH_MATCHED_ERROR`
 *   or 405 `#NO_METHOD_MATCHED_ERROR` and never forwarded.
 * - Request bodies are re-read as UTF-8 text before forwarding, so a multipart
 *   upload with binary bytes reaches the server corrupted (each invalid byte
 *   becomes U+FFFD).
 * - Prism's log (signale, one line per event) says which request ended in an
 *   error but not which validation produced a Warning.
 *
 * So the gate reads every answer Prism gives (status, problem+json body,
 * `sl-violations` header) and records each violation with its method and path;
 * sends known routes the 3.10 file lacks (UNCOVERED_ROUTES) and binary uploads
 * straight to the demo, counted as "not covered by the contract"; and
 * cross-checks Prism's own log so that nothing Prism reports goes unrecorded.
 */

export interface ContractFinding {
  method: string;
  path: string;
  /** The status the client received. */
  status: number;
  /** request, response, route (not in the file), log (only in Prism's log), proxy (Prism down). */
  kind: "request" | "response" | "route" | "log" | "proxy";
  /** Prism's error type, e.g. UNPROCESSABLE_ENTITY, VIOLATIONS. */
  prismType?: string;
  /** Where, e.g. "body.status" or "response.body.avatar". */
  location?: string;
  message: string;
  /** How often this same finding occurred. */
  count: number;
  /** The first few tests it occurred in. */
  tests: string[];
}

export interface UncoveredUse {
  route: string;
  reason: string;
  count: number;
}

export interface ContractReport {
  spec: string;
  /** "Contract check skipped: … not found" when there is no spec file. */
  skipped: string | null;
  /** Requests validated by Prism (deliberate probes not included). */
  checked: number;
  /** Errors: any one of these fails the run. */
  violations: ContractFinding[];
  /** Prism Warnings, e.g. an error status the file does not list. Reported, not failing. */
  warnings: ContractFinding[];
  /** Findings on deliberate probe requests (header X-Contract-Probe: 1). */
  probes: ContractFinding[];
  probeRequests: number;
  /** Requests sent around Prism, by route. */
  uncovered: UncoveredUse[];
  prismLog: { errorLines: number; warningLines: number };
}

interface UncoveredRoute {
  methods: readonly string[];
  pattern: RegExp;
  route: string;
  reason: string;
}

/**
 * Real Mitra routes that openapi-v3.10.0.yaml does not describe. Prism would
 * answer them itself (404/405, or validate a PNG as an Account), so they go
 * straight to the demo and are listed as "not covered by the 3.10 contract".
 * Keep this list short and give each entry a reason; any other route missing
 * from the file is a violation (`kind: "route"`).
 */
export const UNCOVERED_ROUTES: readonly UncoveredRoute[] = [
  {
    // Read markers: srv v3.10 has GET/POST /api/v1/markers;
    // the 3.10 OpenAPI file has no entry.
    methods: ["GET", "POST"],
    pattern: /^\/api\/v1\/markers$/,
    route: "/api/v1/markers",
    reason: "markers API, absent from the 3.10 OpenAPI file",
  },
  {
    // Generated avatar PNG. Without this entry Prism matches
    // /api/v1/accounts/{account_id} and validates the PNG as an Account.
    methods: ["GET", "HEAD"],
    pattern: /^\/api\/v1\/accounts\/identicon$/,
    route: "/api/v1/accounts/identicon",
    reason: "identicon image, absent from the 3.10 OpenAPI file",
  },
  {
    // The client sends indexed arrays, id[0]=…&id[1]=…, as
    // Mitra reads them; the file declares `id[]`, and Prism 5 rejects the
    // indexed form with a 422 before the server sees it.
    methods: ["GET"],
    pattern: /^\/api\/v1\/accounts\/relationships$/,
    route: "/api/v1/accounts/relationships",
    reason: "indexed array query (id[0]) that Mitra reads and Prism 5 cannot parse",
  },
  {
    // Renaming a custom feed: Mitra reads {title} from the body of PUT
    // lists/{id}, but the 3.10 file declares no request body for it, so
    // the call cannot be checked against the file.
    methods: ["PUT"],
    pattern: /^\/api\/v1\/lists\/[^/]+$/,
    route: "/api/v1/lists/{id}",
    reason: "rename body ({title}) that the 3.10 file does not declare",
  },
  {
    // Removing a feed member: the spec sends the indexed account_ids[0]=…,
    // as Mitra reads it; the file declares a required `account_ids[]`, and
    // Prism 5 rejects the indexed form with a 422 before the server sees it.
    methods: ["DELETE"],
    pattern: /^\/api\/v1\/lists\/[^/]+\/accounts$/,
    route: "/api/v1/lists/{id}/accounts",
    reason: "indexed array query (account_ids[0]) that the spec requires and Prism 5 cannot parse",
  },
  {
    // Uploaded files: static bytes, not API.
    methods: ["GET", "HEAD"],
    pattern: /^\/media\//,
    route: "/media/*",
    reason: "media files, static, not API",
  },
  {
    // The instance's stylesheet: static CSS, not API.
    methods: ["GET", "HEAD"],
    pattern: /^\/assets\/custom\.css$/,
    route: "/assets/custom.css",
    reason: "instance stylesheet, static, not API",
  },
  {
    // Atom feeds of local profiles: XML documents, not API.
    methods: ["GET", "HEAD"],
    pattern: /^\/feeds\//,
    route: "/feeds/*",
    reason: "Atom feeds, not API",
  },
];

/**
 * Subscription options of an instance that watches payments with a light
 * wallet: Mitra 4.15.0 added the `monero-light` type (with the payout
 * wallet's `view_key`), which no OpenAPI file has (its SubscriptionOption's
 * type is only `monero`), so Prism would refuse such a save and replace
 * such a list. They go around it.
 */
const SUBSCRIPTION_OPTIONS = "/api/v1/subscriptions/options";
const LIGHT_WALLET_REASON =
  "monero-light subscription option (Mitra 4.15+), absent from the OpenAPI files";

function parsedJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8")) as unknown;
  } catch {
    return null;
  }
}

const isLightWalletOption = (value: unknown): boolean =>
  typeof value === "object" && value !== null && "type" in value && value.type === "monero-light";

/** Whether a list of subscription options holds a `monero-light` one. */
export function listsLightWalletOption(body: Buffer): boolean {
  const value = parsedJson(body);
  return Array.isArray(value) && value.some(isLightWalletOption);
}

const BINARY_UPLOAD_REASON =
  "multipart body with binary bytes: Prism 5 re-encodes request bodies as UTF-8 text and would corrupt the file";

const PRISM_ERROR_PREFIX = "https://stoplight.io/prism/errors#";
const MAX_TESTS_PER_FINDING = 5;

/**
 * Reads the 3.10 file marks as needing a token although Mitra serves them to
 * visitors (guests see posts, and the local timeline when the instance allows).
 * Prism answers such guest calls with its own 401; with a token they are checked.
 */
const GUEST_READS: readonly { pattern: RegExp; route: string }[] = [
  { pattern: /^\/api\/v1\/timelines\/public$/, route: "/api/v1/timelines/public" },
  { pattern: /^\/api\/v1\/statuses\/[^/]+$/, route: "/api/v1/statuses/{id}" },
  { pattern: /^\/api\/v1\/directory$/, route: "/api/v1/directory" },
];

/** Whether a request must go around Prism, and why; null when Prism checks it. */
export function uncoveredReason(
  method: string,
  pathname: string,
  contentType: string | undefined,
  body: Buffer,
  authorized = true,
): { route: string; reason: string } | null {
  const upper = method.toUpperCase();
  if (!authorized && upper === "GET") {
    const guestRead = GUEST_READS.find((entry) => entry.pattern.test(pathname));
    if (guestRead) {
      return {
        route: `GET ${guestRead.route} (visitor)`,
        reason: "a visitor's read the 3.10 file marks tokenAuth; Prism would answer 401 itself",
      };
    }
  }
  for (const entry of UNCOVERED_ROUTES) {
    if (entry.methods.includes(upper) && entry.pattern.test(pathname)) {
      return { route: `${upper} ${entry.route}`, reason: entry.reason };
    }
  }
  if (
    upper === "POST" &&
    pathname === SUBSCRIPTION_OPTIONS &&
    isLightWalletOption(parsedJson(body))
  ) {
    return { route: `POST ${SUBSCRIPTION_OPTIONS} (monero-light)`, reason: LIGHT_WALLET_REASON };
  }
  if (contentType?.toLowerCase().startsWith("multipart/") && !isUtf8(body)) {
    return { route: `${upper} ${pathname}`, reason: BINARY_UPLOAD_REASON };
  }
  return null;
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

interface PrismValidation {
  location?: unknown;
  severity?: unknown;
  message?: unknown;
}

interface PrismProblem {
  type: string;
  title?: unknown;
  detail?: unknown;
  validation?: unknown;
}

/** Prism's own problem+json answer, or null when the answer came from upstream. */
export function prismProblem(headers: http.IncomingHttpHeaders, body: Buffer): PrismProblem | null {
  const contentType = headers["content-type"] ?? "";
  if (!contentType.startsWith("application/problem+json")) return null;
  try {
    const parsed = JSON.parse(body.toString("utf8")) as unknown;
    if (
      typeof parsed === "object" &&
      parsed !== null &&
      "type" in parsed &&
      typeof parsed.type === "string" &&
      parsed.type.startsWith(PRISM_ERROR_PREFIX)
    ) {
      return parsed as PrismProblem;
    }
  } catch {
    // Not JSON: not Prism's.
  }
  return null;
}

function validations(value: unknown): PrismValidation[] {
  return Array.isArray(value) ? (value as PrismValidation[]) : [];
}

function locationText(location: unknown): string | undefined {
  return Array.isArray(location) && location.length > 0
    ? location.map(String).join(".")
    : undefined;
}

function textOf(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

type Draft = Omit<ContractFinding, "count" | "tests">;

/** Findings with the same key are one finding, counted. */
function findingKey(draft: Draft): string {
  return JSON.stringify([draft.method, draft.path, draft.kind, draft.location, draft.message]);
}

/** Adds `tests` to a finding's list, up to MAX_TESTS_PER_FINDING names. */
function noteTests(finding: ContractFinding, tests: readonly string[]): void {
  for (const test of tests) {
    if (finding.tests.length >= MAX_TESTS_PER_FINDING) return;
    if (!finding.tests.includes(test)) finding.tests.push(test);
  }
}

/** What Prism's answer says about one request: failing findings and warnings. */
export function findingsOf(
  method: string,
  path: string,
  status: number,
  headers: http.IncomingHttpHeaders,
  body: Buffer,
): { errors: Draft[]; warnings: Draft[]; routeMissing: boolean } {
  const problem = prismProblem(headers, body);
  if (problem) {
    const prismType = problem.type.slice(PRISM_ERROR_PREFIX.length);
    const routeMissing =
      prismType === "NO_PATH_MATCHED_ERROR" || prismType === "NO_METHOD_MATCHED_ERROR";
    const kind: Draft["kind"] = routeMissing
      ? "route"
      : prismType === "VIOLATIONS"
        ? "response"
        : "request";
    const details = validations(problem.validation);
    const errors: Draft[] =
      details.length > 0
        ? details.map((detail) => {
            const location = locationText(detail.location);
            return {
              method,
              path,
              status,
              kind,
              prismType,
              ...(location ? { location } : {}),
              message: textOf(detail.message),
            };
          })
        : [
            {
              method,
              path,
              status,
              kind,
              prismType,
              message: routeMissing
                ? `${textOf(problem.detail)} (if this is a real Mitra route the 3.10 file lacks, add it to UNCOVERED_ROUTES in e2e/support/contract.ts with a reason)`
                : `${textOf(problem.title)}: ${textOf(problem.detail)}`,
            },
          ];
    return { errors, warnings: [], routeMissing };
  }
  const header = headers["sl-violations"];
  const errors: Draft[] = [];
  const warnings: Draft[] = [];
  if (typeof header === "string") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(header);
    } catch {
      // Prism truncates huge lists ("Too many violations! …"): keep it whole as one error.
      errors.push({ method, path, status, kind: "response", message: header.slice(0, 2000) });
    }
    for (const detail of validations(parsed)) {
      const location = locationText(detail.location);
      const draft: Draft = {
        method,
        path,
        status,
        kind: location?.startsWith("request") ? "request" : "response",
        ...(location ? { location } : {}),
        message: textOf(detail.message),
      };
      if (detail.severity === "Error") errors.push(draft);
      else warnings.push(draft);
    }
  }
  return { errors, warnings, routeMissing: false };
}

/** Collects Prism's log lines; counts the errors and warnings it reports. */
export class PrismLog {
  readonly lines: string[] = [];
  private readonly maxLines = 100_000;
  /** "method path type" of each "Request terminated with error" line. */
  readonly errorEvents: string[] = [];
  warningLines = 0;

  add(line: string): void {
    // eslint-disable-next-line no-control-regex
    const clean = line.replace(/\u001b\[[0-9;]*m/g, "");
    if (this.lines.length < this.maxLines) this.lines.push(clean);
    const error =
      /\[HTTP SERVER\] (\S+) (\S+) .*Request terminated with error: https:\/\/stoplight\.io\/prism\/errors#(\w+)/.exec(
        clean,
      );
    if (error)
      this.errorEvents.push(`${error[1]?.toUpperCase() ?? ""} ${error[2] ?? ""} ${error[3] ?? ""}`);
    if (/\[VALIDATOR\].*Violation:/.test(clean)) this.warningLines += 1;
  }

  reset(): void {
    this.lines.length = 0;
    this.errorEvents.length = 0;
    this.warningLines = 0;
  }
}

/** The gate's record of one run. */
export class ContractRecorder {
  checked = 0;
  probeRequests = 0;
  currentTest = "(outside a test)";
  private readonly violations = new Map<string, ContractFinding>();
  private readonly warnings = new Map<string, ContractFinding>();
  private readonly probes = new Map<string, ContractFinding>();
  private readonly uncovered = new Map<string, UncoveredUse>();
  /** "METHOD path type" of each problem answer Prism gave, to match against its log. */
  private readonly prismErrorEvents: string[] = [];

  constructor(
    readonly spec: string,
    readonly skipped: string | null,
    readonly log: PrismLog | null,
  ) {}

  reset(): void {
    this.checked = 0;
    this.probeRequests = 0;
    this.violations.clear();
    this.warnings.clear();
    this.probes.clear();
    this.uncovered.clear();
    this.prismErrorEvents.length = 0;
    this.log?.reset();
  }

  noteUncovered(route: string, reason: string): void {
    const entry = this.uncovered.get(route) ?? { route, reason, count: 0 };
    entry.count += 1;
    this.uncovered.set(route, entry);
  }

  noteChecked(probe: boolean): void {
    if (probe) this.probeRequests += 1;
    else this.checked += 1;
  }

  notePrismError(method: string, path: string, prismType: string): void {
    this.prismErrorEvents.push(`${method.toUpperCase()} ${path} ${prismType}`);
  }

  add(drafts: Draft[], into: "violations" | "warnings" | "probes"): void {
    const map = this[into];
    for (const draft of drafts) {
      const key = findingKey(draft);
      const existing = map.get(key);
      if (existing) {
        existing.count += 1;
        noteTests(existing, [this.currentTest]);
      } else {
        map.set(key, { ...draft, count: 1, tests: [this.currentTest] });
      }
    }
  }

  report(): ContractReport {
    const violations = [...this.violations.values()];
    if (this.log) {
      // Every error Prism logged must be one the gate saw and recorded.
      const seen = [...this.prismErrorEvents];
      for (const event of this.log.errorEvents) {
        const index = seen.indexOf(event);
        if (index >= 0) {
          seen.splice(index, 1);
          continue;
        }
        const [method = "", path = "", prismType = ""] = event.split(" ");
        violations.push({
          method,
          path,
          status: 0,
          kind: "log",
          prismType,
          message:
            "Prism logged this error but the gate did not record it (see prism.log beside the contract report in test-results/)",
          count: 1,
          tests: [],
        });
      }
    }
    return {
      spec: this.spec,
      skipped: this.skipped,
      checked: this.checked,
      violations,
      warnings: [...this.warnings.values()],
      probes: [...this.probes.values()],
      probeRequests: this.probeRequests,
      uncovered: [...this.uncovered.values()],
      prismLog: {
        errorLines: this.log?.errorEvents.length ?? 0,
        warningLines: this.log?.warningLines ?? 0,
      },
    };
  }
}

function mergeFindings(lists: readonly ContractFinding[][]): ContractFinding[] {
  const merged = new Map<string, ContractFinding>();
  for (const finding of lists.flat()) {
    const key = findingKey(finding);
    const existing = merged.get(key);
    if (existing) {
      existing.count += finding.count;
      noteTests(existing, finding.tests);
    } else {
      merged.set(key, { ...finding, tests: [...finding.tests] });
    }
  }
  return [...merged.values()];
}

/**
 * The run's one report from the reports of every worker's stack: counts add
 * up, and the same finding (or uncovered route) seen by several stacks is one
 * entry with their counts summed.
 */
export function mergeReports(reports: readonly ContractReport[]): ContractReport {
  const [first] = reports;
  if (!first) throw new Error("no contract report to merge");
  const sum = (count: (report: ContractReport) => number): number =>
    reports.reduce((total, report) => total + count(report), 0);
  const uncovered = new Map<string, UncoveredUse>();
  for (const use of reports.flatMap((report) => report.uncovered)) {
    const existing = uncovered.get(use.route);
    if (existing) existing.count += use.count;
    else uncovered.set(use.route, { ...use });
  }
  return {
    spec: first.spec,
    skipped: reports.find((report) => report.skipped)?.skipped ?? null,
    checked: sum((report) => report.checked),
    violations: mergeFindings(reports.map((report) => report.violations)),
    warnings: mergeFindings(reports.map((report) => report.warnings)),
    probes: mergeFindings(reports.map((report) => report.probes)),
    probeRequests: sum((report) => report.probeRequests),
    uncovered: [...uncovered.values()],
    prismLog: {
      errorLines: sum((report) => report.prismLog.errorLines),
      warningLines: sum((report) => report.prismLog.warningLines),
    },
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "trailers",
  "transfer-encoding",
  "upgrade",
  "host",
  "content-length",
]);

function readBody(stream: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}

function send(
  target: string,
  method: string,
  pathAndQuery: string,
  headers: http.IncomingHttpHeaders,
  body: Buffer,
): Promise<Answer> {
  const outgoing: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) outgoing[name] = value;
  }
  if (body.length > 0 || !["GET", "HEAD", "DELETE", "OPTIONS"].includes(method)) {
    outgoing["content-length"] = body.length;
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(pathAndQuery, target),
      { method, headers: outgoing },
      (response) => {
        readBody(response).then(
          (data) =>
            resolve({ status: response.statusCode ?? 502, headers: response.headers, body: data }),
          reject,
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function reply(res: http.ServerResponse, answer: Answer): void {
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
  }
  res.setHeader("content-length", answer.body.length);
  res.writeHead(answer.status);
  res.end(answer.body);
}

function json(res: http.ServerResponse, status: number, value: unknown): void {
  const body = Buffer.from(JSON.stringify(value, null, 2));
  res.writeHead(status, { "content-type": "application/json", "content-length": body.length });
  res.end(body);
}

export interface GateOptions {
  host: string;
  port: number;
  demoUrl: string;
  /** null: no spec file, everything goes to the demo unchecked. */
  prismUrl: string | null;
  recorder: ContractRecorder;
}

/**
 * Starts the gate. Control endpoints (on the gate only, never proxied):
 * GET /__contract/report, GET /__contract/prism-log, POST /__contract/reset,
 * POST /__contract/test {title} (names the test that is running).
 */
export async function startContractGate(options: GateOptions): Promise<http.Server> {
  const { recorder } = options;
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!res.headersSent) json(res, 502, { error: "contract gate", error_description: message });
      else res.end();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const method = (req.method ?? "GET").toUpperCase();
    const pathAndQuery = req.url ?? "/";
    const { pathname } = new URL(pathAndQuery, "http://gate");
    const body = await readBody(req);

    if (pathname.startsWith("/__contract/")) {
      if (method === "GET" && pathname === "/__contract/report") {
        // Let Prism's last log lines arrive before comparing.
        await new Promise((resolve) => setTimeout(resolve, 300));
        json(res, 200, recorder.report());
      } else if (method === "GET" && pathname === "/__contract/prism-log") {
        const text = Buffer.from(`${recorder.log?.lines.join("\n") ?? ""}\n`);
        res.writeHead(200, {
          "content-type": "text/plain; charset=utf-8",
          "content-length": text.length,
        });
        res.end(text);
      } else if (method === "POST" && pathname === "/__contract/reset") {
        recorder.reset();
        json(res, 200, { ok: true });
      } else if (method === "POST" && pathname === "/__contract/test") {
        const { title } = JSON.parse(body.toString("utf8") || "{}") as { title?: unknown };
        recorder.currentTest = typeof title === "string" ? title : "(unknown test)";
        json(res, 200, { ok: true });
      } else {
        json(res, 404, { error: "unknown contract gate endpoint" });
      }
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
      reply(res, await send(options.demoUrl, method, pathAndQuery, req.headers, body));
      return;
    }

    if (method === "GET" && pathname === SUBSCRIPTION_OPTIONS) {
      // Reading is harmless, so the demo is asked first: a list with a
      // monero-light option goes around Prism, any other one through it.
      const direct = await send(options.demoUrl, method, pathAndQuery, req.headers, body);
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
      const message = `Prism proxy unreachable: ${error instanceof Error ? error.message : String(error)}`;
      recorder.add(
        [{ method, path: pathname, status: 502, kind: "proxy", message }],
        probe ? "probes" : "violations",
      );
      json(res, 502, { error: "contract gate", error_description: message });
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
    if (problem)
      recorder.notePrismError(method, pathname, problem.type.slice(PRISM_ERROR_PREFIX.length));
    recorder.add(errors, probe ? "probes" : "violations");
    recorder.add(warnings, probe ? "probes" : "warnings");
    if (routeMissing) {
      // Prism did not forward it: let the demo answer so the test goes on; the
      // finding above still fails the run.
      answer = await send(options.demoUrl, method, pathAndQuery, req.headers, body);
    }
    reply(res, answer);
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
