import { parseDataUrl } from "@/domain/composer";

/** Reads a file as a data URL and splits it; an invalid one is refused. */
export function readFileAsBase64(file: Blob): Promise<{ data: string; mediaType: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new Error("invalid data URL"));
    reader.onload = () => {
      try {
        resolve(parseDataUrl(typeof reader.result === "string" ? reader.result : ""));
      } catch (error) {
        reject(error instanceof Error ? error : new Error("invalid data URL"));
      }
    };
    reader.readAsDataURL(file);
  });
}
