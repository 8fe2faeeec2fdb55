/**
 * How the server's request extractors read a body, and the words they fail
 * with. A route reads its body with one extractor or with a list of them
 * tried in turn (JSON or form, multipart or JSON…); when none can read it,
 * the answer is the failure of the first one in the list. Under /api/ every
 * such failure is a 400 validation error carrying the extractor's message;
 * under /oauth/ the server's own default handlers answer (see `oauthFailure`).
 */
import { formToObject, isRecord } from "./params.ts";
import { jsonKind, position, rememberJsonSource } from "./json-source.ts";
import type { MultipartMessages, VersionFeatures } from "../store/versions.ts";

/** The server's payload limit: twice its 20 MB media file limit. */
export const PAYLOAD_LIMIT = 40_000_000;
/** What a urlencoded form may weigh (the form extractor's default). */
const FORM_LIMIT = 16_384;

/** One way the server reads a body. */
export type Reader = "json" | "form" | "qs-form" | "multipart";

/** A field the body cannot do without: its name, or its accepted spellings (the first is reported). */
export type RequiredField = string | readonly string[];

export interface BodyRule {
  /** The extractors the server tries, in its order. */
  readers: readonly Reader[];
  /** `Option<…>`: a body none of them can read counts as no body, never as an error. */
  optional?: boolean;
  /** The fields of the server's struct that have no default, in its declaration order. */
  required?: readonly RequiredField[];
  /** What serde expects of the JSON document: "struct Name" for the server's struct, "a map" for a map. */
  expecting?: string;
}

/** What a reader made of the body, or why it could not. */
export type ReadResult =
  { ok: true; body: Record<string, unknown> } | { ok: false; failure: ReadFailure };

export interface ReadFailure {
  reader: Reader;
  /** The extractor's error as the server prints it. */
  message: string;
  /** For a JSON deserialize error under /oauth/: the serde message alone. */
  serde?: string;
}

export interface RawBody {
  contentType: string | null;
  bytes: Uint8Array;
  /** The body's size when it was too large to keep (its bytes are then empty). */
  overflow: number | null;
}

/** The media type, lower case, without parameters; null when absent or unparsable. */
function mimeOf(contentType: string | null): { type: string; subtype: string } | null {
  if (contentType === null) return null;
  const essence = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  const match = /^([a-z0-9!#$&^_.+-]+)\/([a-z0-9!#$&^_.+-]+)$/.exec(essence);
  if (!match) return null;
  return { type: match[1] ?? "", subtype: match[2] ?? "" };
}

function isJsonType(contentType: string | null): boolean {
  const mime = mimeOf(contentType);
  if (!mime) return false;
  return mime.subtype === "json" || mime.subtype.endsWith("+json");
}

/** The first required field the object lacks (in any of its spellings). */
function missingField(
  body: Record<string, unknown>,
  required: readonly RequiredField[],
): string | null {
  for (const field of required) {
    const names = typeof field === "string" ? [field] : field;
    if (!names.some((name) => name in body)) return names[0] ?? null;
  }
  return null;
}

function jsonFailure(serde: string): ReadResult {
  return {
    ok: false,
    failure: { reader: "json", message: `Json deserialize error: ${serde}`, serde },
  };
}

/** `web::Json<T>`: a JSON content type, a body within the limit, an object with the fields. */
function readJson(raw: RawBody, required: readonly RequiredField[], expecting: string): ReadResult {
  if (!isJsonType(raw.contentType)) {
    return { ok: false, failure: { reader: "json", message: "Content type error" } };
  }
  if (raw.overflow !== null) {
    return {
      ok: false,
      failure: {
        reader: "json",
        message: `JSON payload (${String(raw.overflow)} bytes) is larger than allowed (limit: ${String(PAYLOAD_LIMIT)} bytes).`,
      },
    };
  }
  const text = new TextDecoder().decode(raw.bytes);
  if (text.trim() === "") {
    return jsonFailure(`EOF while parsing a value at ${position(raw.bytes, raw.bytes.length)}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // serde_json names the first byte that cannot start or continue the
    // document; the demo reports the document's first byte.
    const first = raw.bytes.findIndex((byte) => ![0x20, 0x09, 0x0a, 0x0d].includes(byte));
    return jsonFailure(`expected value at ${position(raw.bytes, first + 1)}`);
  }
  if (!isRecord(parsed)) {
    // A scalar is reported once read; a list where it starts.
    const at = Array.isArray(parsed)
      ? raw.bytes.findIndex((byte) => byte === 0x5b)
      : new TextEncoder().encode(text.trimEnd()).length;
    return jsonFailure(
      `invalid type: ${jsonKind(parsed)}, expected ${expecting} at ${position(raw.bytes, at)}`,
    );
  }
  const missing = missingField(parsed, required);
  if (missing !== null) {
    // Reported once the object is read: just past its closing brace.
    const end = new TextEncoder().encode(text.trimEnd()).length;
    return jsonFailure(`missing field \`${missing}\` at ${position(raw.bytes, end)}`);
  }
  rememberJsonSource(parsed, raw.bytes);
  return { ok: true, body: parsed };
}

/** `web::Form<T>`: a urlencoded content type, at most 16 KiB, with the fields. */
function readForm(raw: RawBody, required: readonly RequiredField[]): ReadResult {
  const essence = raw.contentType?.split(";")[0]?.trim().toLowerCase();
  if (essence !== "application/x-www-form-urlencoded") {
    return { ok: false, failure: { reader: "form", message: "Content type error." } };
  }
  const size = raw.overflow ?? raw.bytes.length;
  if (size > FORM_LIMIT) {
    return {
      ok: false,
      failure: {
        reader: "form",
        message: `URL encoded payload is larger (${String(size)} bytes) than allowed (limit: ${String(FORM_LIMIT)} bytes).`,
      },
    };
  }
  const body = formToObject(new URLSearchParams(new TextDecoder().decode(raw.bytes)));
  const missing = missingField(body, required);
  if (missing !== null) {
    return {
      ok: false,
      failure: { reader: "form", message: `Parse error: missing field \`${missing}\`.` },
    };
  }
  return { ok: true, body };
}

/** serde_qs's form: any bytes, read as a query string, whatever the content type. */
function readQsForm(raw: RawBody, required: readonly RequiredField[]): ReadResult {
  const body = formToObject(new URLSearchParams(new TextDecoder().decode(raw.bytes)));
  const missing = missingField(body, required);
  if (missing !== null) {
    return { ok: false, failure: { reader: "qs-form", message: `missing field \`${missing}\`` } };
  }
  return { ok: true, body };
}

/**
 * A multipart form: a multipart content type with a boundary. Its fields are
 * left to the handler (which reads the raw body). The messages are those of
 * the multipart crate each version ships.
 */
function readMultipart(raw: RawBody, messages: MultipartMessages): ReadResult {
  const fail = (message: string): ReadResult => ({
    ok: false,
    failure: { reader: "multipart", message },
  });
  const mime = mimeOf(raw.contentType);
  const boundary = raw.contentType !== null && /;\s*boundary=/i.test(raw.contentType);
  if (raw.contentType === null) return fail(messages.noContentType);
  if (!mime) return fail(messages.badContentType);
  if (messages.notMultipart !== null && mime.type !== "multipart") {
    return fail(messages.notMultipart);
  }
  if (!boundary) return fail(messages.noBoundary);
  return { ok: true, body: {} };
}

/**
 * Reads a body as the route's extractors do: the first reader that succeeds
 * gives the body; when none does, the first reader's failure. An optional
 * body that none can read is an empty one.
 */
export function readBody(rule: BodyRule, raw: RawBody, served: VersionFeatures): ReadResult {
  const required = rule.required ?? [];
  let first: ReadFailure | null = null;
  for (const reader of rule.readers) {
    const result =
      reader === "json"
        ? readJson(raw, required, rule.expecting ?? "a map")
        : reader === "form"
          ? readForm(raw, required)
          : reader === "qs-form"
            ? readQsForm(raw, required)
            : readMultipart(raw, served.multipart);
    if (result.ok) return result;
    first ??= result.failure;
  }
  if (rule.optional || first === null) return { ok: true, body: {} };
  return { ok: false, failure: first };
}

/**
 * Whether a list of readers takes the whole body as bytes before trying any:
 * then a body over the payload limit fails there, with a 413, before a
 * reader sees it.
 */
export function readsBytesFirst(rule: BodyRule): boolean {
  return rule.readers.length > 1;
}
