import { useCallback } from "react";
import { fetchPicture, PictureFetchError, type PictureProblem } from "@/api/remotePicture";
import { useInstance } from "./instance";

export type { PictureProblem };

/**
 * "From a link": the picture at an address as a file, or what went wrong,
 * within the instance's upload limit.
 */
/** The instance's largest upload in bytes; null when it names none. */
export function usePictureLimit(): number | null {
  return useInstance().configuration.media_attachments.image_size_limit ?? null;
}

export function useFetchPicture(): (
  address: string,
) => Promise<{ file: File } | { problem: PictureProblem }> {
  const limit = usePictureLimit();
  return useCallback(
    async (address: string) => {
      try {
        return { file: await fetchPicture(address, limit) };
      } catch (error) {
        if (error instanceof PictureFetchError) return { problem: error.problem };
        throw error;
      }
    },
    [limit],
  );
}
