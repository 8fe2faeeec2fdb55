import type http from "node:http";
import { parsedJson } from "./json-body";
import type { FindingDraft } from "./report";

/**
 * Prism's answers, read as findings. Prism 5.14 in `proxy --errors` mode says
 * what breaks the OpenAPI file in three ways, which this reads:
 *
 * - A request that breaks the file is answered by Prism itself with a
 *   problem+json 422 (401 when the bearer token required by `security` is
 *   missing, 415 for an unsupported content type) and is NOT forwarded.
 * - A response that breaks the file (2xx only) is replaced by a problem+json
 *   500 `#VIOLATIONS` (the upstream call has already happened).
 * - A non-2xx status the file does not list is only a Warning: the response is
 *   passed through with an `sl-violations` header.
 *
 * A route missing from the file is answered with 404 `#NO_PATH_MATCHED_ERROR`
 * or 405 `#NO_METHOD_MATCHED_ERROR` and never forwarded.
 */

const PRISM_ERROR_PREFIX = "https://stoplight.io/prism/errors#";

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
  const parsed = parsedJson(body);
  if (
    typeof parsed === "object" &&
    parsed !== null &&
    "type" in parsed &&
    typeof parsed.type === "string" &&
    parsed.type.startsWith(PRISM_ERROR_PREFIX)
  ) {
    return parsed as PrismProblem;
  }
  return null;
}

/** The error type of Prism's answer, e.g. UNPROCESSABLE_ENTITY. */
export function prismErrorType(problem: PrismProblem): string {
  return problem.type.slice(PRISM_ERROR_PREFIX.length);
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

/** What Prism's answer says about one request: failing findings and warnings. */
export function findingsOf(
  method: string,
  path: string,
  status: number,
  headers: http.IncomingHttpHeaders,
  body: Buffer,
): { errors: FindingDraft[]; warnings: FindingDraft[]; routeMissing: boolean } {
  const problem = prismProblem(headers, body);
  if (problem) {
    const prismType = prismErrorType(problem);
    const routeMissing =
      prismType === "NO_PATH_MATCHED_ERROR" || prismType === "NO_METHOD_MATCHED_ERROR";
    const kind: FindingDraft["kind"] = routeMissing
      ? "route"
      : prismType === "VIOLATIONS"
        ? "response"
        : "request";
    const details = validations(problem.validation);
    const errors: FindingDraft[] =
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
                ? `${textOf(problem.detail)} (if this is a real Mitra route the 3.10 file lacks, add it to UNCOVERED_ROUTES in e2e/support/contract/around-prism.ts with a reason)`
                : `${textOf(problem.title)}: ${textOf(problem.detail)}`,
            },
          ];
    return { errors, warnings: [], routeMissing };
  }
  const header = headers["sl-violations"];
  const errors: FindingDraft[] = [];
  const warnings: FindingDraft[] = [];
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
      const draft: FindingDraft = {
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
