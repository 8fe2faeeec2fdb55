import type { PostFlag } from "@/state/postActions";
import { showErrorToast } from "@/ui/toastStore";

/** Like and repost failures are only logged (the flag goes back); the others are explained. */
export function reportToggleFailure(flag: PostFlag, error: unknown): void {
  if (flag === "like" || flag === "repost") console.error(error);
  else showErrorToast(error);
}
