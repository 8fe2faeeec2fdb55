import { createContext, useContext, type ReactNode } from "react";
import type { Status } from "@/api/entities/status";

/**
 * The seam for the post editor (a later issue): card modes that need an
 * editor ask this context for one. Without a provider, the reply button
 * opens the thread and editing is not offered.
 */
export type CardMode = "view" | "editing" | "reply" | "repost";

export interface PostEditorSlot {
  /** `done` gets the post as sent after a success, nothing after a cancel. */
  render: (
    mode: Exclude<CardMode, "view">,
    post: Status,
    done: (published?: Status) => void,
  ) => ReactNode;
}

export const PostEditorSlotContext = createContext<PostEditorSlot | null>(null);

export function usePostEditorSlot(): PostEditorSlot | null {
  return useContext(PostEditorSlotContext);
}
