import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Account } from "@/api/entities/account";
import { groupPickable } from "@/domain/groupPosts";
import { useT } from "@/i18n/useT";
import { useCapabilities } from "@/state/instance";
import { Spinner } from "@/ui/Spinner";
import { whenIdle } from "@/ui/whenIdle";
import { ComposerPlaceholder } from "./ComposerPlaceholder";
import { PostEditorSlotContext, type PostEditorSlot } from "@/components/status/PostEditorSlot";

/** The editor loads with its first use: reading needs none of it. */
export const LazyPostEditor = lazy(async () => ({
  default: (await import("./PostEditor")).PostEditor,
}));

function Loading() {
  const t = useT();
  return <Spinner label={t("common.loading")} />;
}

/** Lets post cards open the editor in their reply, repost and edit modes. */
export function EditorSlotProvider({
  enabled,
  children,
}: {
  enabled: boolean;
  children: ReactNode;
}) {
  const slot = useMemo<PostEditorSlot>(
    () => ({
      render: (mode, post, done) => (
        <Suspense fallback={<Loading />}>
          <LazyPostEditor mode={mode} post={post} onDone={done} />
        </Suspense>
      ),
    }),
    [],
  );
  if (!enabled) return children;
  return <PostEditorSlotContext.Provider value={slot}>{children}</PostEditorSlotContext.Provider>;
}

/**
 * The composer above the home timeline. Its code is fetched and run once the
 * browser is idle after the first posts are drawn, not beside them; its place
 * is held at its size meanwhile, so the posts below do not move.
 */
export function HomeComposer() {
  const [load, setLoad] = useState(false);
  useEffect(() => whenIdle(() => setLoad(true)), []);
  // Where the server takes a post's language, its picker adds a row.
  const placeholder = <ComposerPlaceholder tall={useCapabilities().postLanguage} />;
  if (!load) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyPostEditor mode="new" />
    </Suspense>
  );
}

/**
 * The composer at the top of a group's posts, for its members: a new post
 * fixed to the group (shown in the editor, with no other audience to pick),
 * whose draft is kept apart from home's (post_content_group_{id}). A post
 * sent shows at the top of the group's timeline and of home.
 */
export function GroupComposer({ group }: { group: Account }) {
  // Without groups on the server the post would go out as an ordinary one;
  // a group on another server is written to only where the server can.
  const { groups, remoteGroupPosts } = useCapabilities();
  if (!groups || !groupPickable(group, remoteGroupPosts)) return null;
  return (
    <Suspense fallback={<Loading />}>
      <LazyPostEditor mode="new" audienceGroup={group} />
    </Suspense>
  );
}
