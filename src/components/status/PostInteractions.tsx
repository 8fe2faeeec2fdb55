import type { PostToggles } from "@/state/postActions";
import { useSession } from "@/state/session/sessionContext";
import { useStatus, type PostView } from "@/state/statuses";
import { PostFooter } from "./PostFooter";
import type { CardMode } from "./PostEditorSlot";
import { PostReactions } from "./PostReactions";

/**
 * The part of a card the viewer's clicks change: the emoji reactions and the
 * action bar. It reads the whole post itself, while the card's body reads it
 * without these counts and flags, so a like, a repost, a bookmark or a
 * reaction redraws this part alone.
 */
export function PostInteractions({
  view,
  toggles,
  hasEditor,
  inThread,
  onMode,
}: {
  /** The post as the card's body reads it (without its counts and flags). */
  view: PostView;
  /** The card's toggles (its keyboard shortcuts use the same ones). */
  toggles: PostToggles;
  hasEditor: boolean;
  inThread: boolean;
  onMode: (mode: CardMode) => void;
}) {
  const { data: post } = useStatus(view.id);
  const { user } = useSession();
  if (!post) return null;
  return (
    <>
      <PostReactions post={post} onToggle={user ? toggles.react : null} />
      <PostFooter
        post={post}
        view={view}
        toggles={toggles}
        hasEditor={hasEditor}
        inThread={inThread}
        onMode={onMode}
      />
    </>
  );
}
