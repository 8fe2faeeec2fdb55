/**
 * A picture fetched from another server by the browser, to be uploaded as a
 * file ("From a link"). The other server decides: without CORS the browser
 * hands us nothing, which is all we can say of it.
 */
export type PictureProblem = "address" | "unreachable" | "notImage" | "tooLarge";

export class PictureFetchError extends Error {
  readonly problem: PictureProblem;
  constructor(problem: PictureProblem) {
    super(problem);
    this.name = "PictureFetchError";
    this.problem = problem;
  }
}

/** The file name a picture gets: the last part of its path, or "picture". */
function nameOf(url: URL, type: string): string {
  const last = decodeURIComponent(url.pathname.split("/").pop() ?? "");
  if (last.includes(".")) return last;
  return `picture.${type.split("/")[1]?.split("+")[0] ?? "img"}`;
}

/**
 * Fetches an http(s) picture, no larger than `limit` bytes (the instance's
 * upload limit; null: none known). Sends no cookies and no referrer.
 */
export async function fetchPicture(address: string, limit: number | null): Promise<File> {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new PictureFetchError("address");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new PictureFetchError("address");
  let response: Response;
  try {
    response = await fetch(url, { credentials: "omit", referrerPolicy: "no-referrer" });
  } catch {
    // A refused CORS request and a network failure look the same from here.
    throw new PictureFetchError("unreachable");
  }
  if (!response.ok) throw new PictureFetchError("unreachable");
  const type = (response.headers.get("Content-Type") ?? "").split(";")[0]?.trim() ?? "";
  if (!type.startsWith("image/")) throw new PictureFetchError("notImage");
  const declared = Number(response.headers.get("Content-Length"));
  if (limit !== null && declared > limit) throw new PictureFetchError("tooLarge");
  const blob = await response.blob();
  if (limit !== null && blob.size > limit) throw new PictureFetchError("tooLarge");
  return new File([blob], nameOf(url, type), { type });
}
