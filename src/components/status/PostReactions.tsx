import type { Status } from "@/api/entities/status";
import { useT } from "@/i18n/useT";
import { useFormatNumber } from "@/i18n/useFormatNumber";
import { isSafeUrl } from "@/ui/sanitize";

/**
 * Emoji reactions with their counts: a pressed button for the ones the viewer
 * gave; clicking adds or removes the viewer's reaction.
 */
export function PostReactions({
  post,
  onToggle,
}: {
  post: Status;
  /** Null for visitors: counts only. */
  onToggle: ((name: string, url: string | null) => void) | null;
}) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const reactions = post.pleroma.emoji_reactions.filter((reaction) => reaction.count > 0);
  if (reactions.length === 0) return null;
  return (
    <ul className="post-reactions" aria-label={t("post.reactions")}>
      {reactions.map((reaction) => {
        const url = reaction.url && isSafeUrl(reaction.url) ? reaction.url : null;
        const label = t("post.reactionCount", { emoji: reaction.name, count: reaction.count });
        const face = url ? (
          // Square until its picture arrives, as in text (RichText): the count after it stays put.
          <img className="emoji" src={url} alt="" width={22} height={22} loading="lazy" />
        ) : (
          <span aria-hidden="true">{reaction.name}</span>
        );
        return (
          <li key={reaction.name}>
            {onToggle ? (
              <button
                type="button"
                className={reaction.me ? "post-reaction post-reaction-mine" : "post-reaction"}
                aria-pressed={reaction.me}
                aria-label={label}
                title={reaction.name}
                onClick={(event) => {
                  // Taking one's only reaction away removes this button: focus goes to the card.
                  if (reaction.me && reaction.count <= 1) {
                    event.currentTarget.closest<HTMLElement>("article[data-post-id]")?.focus();
                  }
                  onToggle(reaction.name, reaction.url);
                }}
              >
                {face}
                <span aria-hidden="true">{formatNumber(reaction.count)}</span>
              </button>
            ) : (
              <span className="post-reaction" role="img" aria-label={label} title={reaction.name}>
                {face}
                <span aria-hidden="true">{formatNumber(reaction.count)}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
