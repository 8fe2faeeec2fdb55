/**
 * Full-text matching as PostgreSQL's `plainto_tsquery` reads a post search
 * (English, the server's default configuration): every word of the query
 * but the stop words, reduced to its stem, must be among the post's. A query
 * of stop words and punctuation only finds nothing.
 */
const STOP_WORDS = new Set(
  (
    "a an and are as at be but by for from has have he her his i if in into is it its " +
    "me my no not of on or our she so that the their them then there these they this " +
    "to was we were what when which who will with you your"
  ).split(" "),
);

const SUFFIXES = ["ing", "ies", "ed", "es", "s", "y"];

/** A rough English stem: "photos" and "photo" meet, as "walked" and "walking" do. */
function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => !STOP_WORDS.has(word),
  );
}

/** The query's stems; empty when nothing is left to look for. */
export function queryStems(query: string): string[] {
  return [...new Set(words(query).map(stem))];
}

/** Whether a document has every stem of the query (an empty query matches nothing). */
export function matchesStems(document: string, stems: readonly string[]): boolean {
  if (stems.length === 0) return false;
  const have = new Set(words(document).map(stem));
  return stems.every((item) => have.has(item));
}
