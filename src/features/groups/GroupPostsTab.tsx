import type { ReactNode } from "react";
import type { Account } from "@/api/entities/account";
import { displayName } from "@/domain/displayName";
import { useT } from "@/i18n/useT";
import { useSession } from "@/state/session/sessionContext";
import { SignedInOnly } from "@/components/session/SignedInOnly";
import { PostList } from "@/components/status/PostList";

/**
 * The group's posts, newest first, 20 at a time. The server shows them only
 * to a signed-in user (a visitor's request is answered 401), so a visitor is
 * asked to sign in instead. `composer`: the editor posting to the group,
 * drawn above the posts.
 */
export function GroupPostsTab({ group, composer }: { group: Account; composer: ReactNode }) {
  const t = useT();
  const { user } = useSession();
  if (!user) return <SignedInOnly reason={t("groups.postsSignedInOnly")} />;
  return (
    <>
      {composer}
      <PostList
        source={{ kind: "group", id: group.id }}
        label={t("groups.postsIn", { name: displayName(group) })}
        empty={<p>{t("groups.noPosts")}</p>}
      />
    </>
  );
}
