/** A body read as JSON, or null when it is not JSON: bodies the gate looks into may be anything. */
export function parsedJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8")) as unknown;
  } catch {
    return null;
  }
}
