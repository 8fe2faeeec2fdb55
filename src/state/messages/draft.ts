import { useState } from "react";
import { useAccountStore } from "@/state/session/sessionContext";
import { readDraft, removeDraft, writeDraft } from "@/state/storage/drafts";

/** Where a message's draft and idempotency key are kept: per message answered, or one new message. */
export function messageTarget(inReplyToId: string | null): string {
  return inReplyToId ? `message_${inReplyToId}` : "message_new";
}

/**
 * A message's text, kept as a draft while it differs from how the field
 * starts (a reload or a crash does not lose it; sending removes it).
 */
export function useMessageDraft(
  inReplyToId: string | null,
  initialText: string,
): [string, (text: string) => void] {
  const target = messageTarget(inReplyToId);
  const store = useAccountStore();
  const [text, setText] = useState(() => readDraft(store, target)?.text ?? initialText);
  const update = (next: string) => {
    setText(next);
    if (next.trim() === initialText.trim()) removeDraft(store, target);
    else
      writeDraft(store, target, {
        text: next,
        attachments: [],
        sensitive: false,
        visibility: "direct",
      });
  };
  return [text, update];
}
