import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { useT } from "../../i18n/useT";
import { Spinner } from "../../ui/Spinner";
import { PostEditorSlotContext, type PostEditorSlot } from "../status/PostEditorSlot";

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

/** The composer above the home timeline. */
export function HomeComposer() {
  return (
    <Suspense fallback={<Loading />}>
      <LazyPostEditor mode="new" />
    </Suspense>
  );
}
