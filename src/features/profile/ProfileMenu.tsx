import { useState } from "react";
import { useNavigate } from "react-router";
import { Ellipsis } from "lucide-react";
import type { Relationship } from "@/api/entities/relationship";
import type { Account } from "@/api/entities/account";
import { isCreator } from "@/domain/monero";
import { isAdmin } from "@/domain/permissions";
import { isRemoteAccount } from "@/domain/postRules";
import { linkShown } from "@/domain/access";
import { accountHost } from "@/domain/serverHost";
import { canLoadRemotePosts, rateLimitMinutes } from "@/domain/remotePosts";
import { paths } from "@/routing/paths";
import { useT } from "@/i18n/useT";
import { useLoadActivities } from "@/state/accounts";
import { useCapabilities, useInstance } from "@/state/instance";
import { useRelationshipActions, type RelationshipChange } from "@/state/relationships";
import { useSession } from "@/state/session/sessionContext";
import { ConfirmDialog } from "@/ui/Dialog";
import { Menu } from "@/ui/Menu";
import type { MenuItem } from "@/ui/popupTypes";
import { isSafeUrl } from "@/ui/sanitize";
import { detectWallet } from "@/components/wallet/walletDetect";
import { showErrorToast, showToast } from "@/ui/toastStore";
import { FeedsDialog } from "./FeedsDialog";
import { useProfileModeration } from "./ProfileModeration";

/** The profile menu: each item shows only when the viewer and the profile allow it. */
export function ProfileMenu({
  profile,
  relationship,
  own,
  onLinkWallet,
}: {
  profile: Account;
  relationship: Relationship | undefined;
  own: boolean;
  /** Starts linking the browser wallet (own profile). */
  onLinkWallet: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  const actions = useRelationshipActions(profile.id);
  const change = (what: RelationshipChange) => actions.mutate(what, { onError: showErrorToast });
  const loadPosts = useLoadActivities(profile.id);
  const capabilities = useCapabilities();
  const instance = useInstance();
  // A refusal of the rate limiter says how long to wait, kindly; other failures as they come.
  const load = (collection: "outbox" | "featured") =>
    loadPosts.mutate(collection, {
      onSuccess: () =>
        showToast(
          t(collection === "featured" ? "profile.featuredRequested" : "profile.postsRequested"),
        ),
      onError: (error) => {
        const minutes = rateLimitMinutes(error);
        if (minutes === undefined) showErrorToast(error);
        else
          showToast(
            minutes === null
              ? t("profile.loadTooOften")
              : t("profile.loadTooOftenWait", { count: minutes }),
            "error",
          );
      },
    });
  const moderation = useProfileModeration(profile);
  const [confirming, setConfirming] = useState(false);
  const [choosingFeeds, setChoosingFeeds] = useState(false);
  const remote = isRemoteAccount(profile);
  const copy = (text: string) =>
    void navigator.clipboard.writeText(text).then(
      () => showToast(t("profile.copied")),
      () => showToast(t("tip.copyFailed"), "error"),
    );

  const items: MenuItem[] = [];
  if (remote && isSafeUrl(profile.url) && profile.url) {
    items.push({ key: "page", label: t("profile.openPage"), href: profile.url });
  }
  // The other posts of this profile's server (5.4.0+), where this viewer may see them.
  const host = remote ? accountHost(profile.acct) : null;
  if (host && linkShown("server-timeline", instance, user)) {
    items.push({
      key: "server",
      label: t("servers.moreFrom", { host }),
      onSelect: () => void navigate(paths.serverTimeline(host)),
    });
  }
  if (!remote) {
    items.push({
      key: "feed",
      label: t("profile.atomFeed"),
      href: `/feeds/users/${encodeURIComponent(profile.username)}`,
    });
  }
  if (user && !own && relationship) {
    if (relationship.following) {
      items.push({
        key: "reblogs",
        label: relationship.showing_reblogs ? t("profile.hideReposts") : t("profile.showReposts"),
        onSelect: () => change({ kind: "showReblogs", show: !relationship.showing_reblogs }),
      });
      items.push({
        key: "replies",
        label: relationship.showing_replies ? t("profile.hideReplies") : t("profile.showReplies"),
        onSelect: () => change({ kind: "showReplies", show: !relationship.showing_replies }),
      });
    }
    if (relationship.followed_by) {
      items.push({
        key: "remove",
        label: t("profile.removeFollower"),
        danger: true,
        onSelect: () => setConfirming(true),
      });
    }
    items.push({
      key: "mute",
      label: relationship.muting ? t("profile.unmute") : t("profile.mute"),
      onSelect: () => change({ kind: "mute", muted: !relationship.muting }),
    });
  }
  // Only a creator (who sells subscriptions) can grant one to another profile.
  if (user && !own && isCreator(user)) {
    items.push({
      key: "subscriber",
      label: t("profile.subscriberDetails"),
      onSelect: () => void navigate(paths.subscriber(profile.id)),
    });
  }
  if (user && !own) {
    items.push({
      key: "addToFeeds",
      label: t("profile.addToFeeds"),
      onSelect: () => setChoosingFeeds(true),
    });
  }
  if (own) {
    items.push({
      key: "requests",
      label: t("profile.viewRequests"),
      onSelect: () => void navigate(paths.followRequests),
    });
    items.push({
      key: "mutes",
      label: t("profile.viewMutes"),
      onSelect: () => void navigate(paths.mutes),
    });
    items.push({
      key: "feeds",
      label: t("profile.viewFeeds"),
      onSelect: () => void navigate(paths.customFeeds),
    });
    // Offered only when the browser has a wallet to link.
    if (detectWallet()) {
      items.push({ key: "linkEthereum", label: t("profile.linkEthereum"), onSelect: onLinkWallet });
    }
    items.push({
      key: "linkMinisign",
      label: t("profile.linkMinisign"),
      onSelect: () => void navigate(paths.identityProof),
    });
  }
  if (isAdmin(user)) {
    items.push({ key: "copyId", label: t("profile.copyId"), onSelect: () => copy(profile.id) });
    items.push({
      key: "copyActor",
      label: t("profile.copyActorId"),
      onSelect: () => copy(profile.actor_id),
    });
  }
  if (remote && !own && canLoadRemotePosts(user, capabilities.loadActivities)) {
    items.push({ key: "load", label: t("profile.loadPosts"), onSelect: () => load("outbox") });
    // The collection is named only where the call reads a body [4.2.0].
    if (capabilities.loadActivitiesBody) {
      items.push({
        key: "loadFeatured",
        label: t("profile.loadFeatured"),
        onSelect: () => load("featured"),
      });
    }
  }
  items.push(...moderation.items);
  if (items.length === 0) return null;
  return (
    <>
      <Menu
        label={t("profile.more")}
        icon={<Ellipsis size={18} aria-hidden="true" />}
        items={items}
      />
      {moderation.dialog}
      <ConfirmDialog
        open={confirming}
        title={t("profile.removeFollowerConfirm")}
        confirmLabel={t("profile.removeFollower")}
        cancelLabel={t("common.cancel")}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          change({ kind: "removeFollower" });
        }}
      />
      {user && !own && (
        <FeedsDialog
          profile={profile}
          open={choosingFeeds}
          onClose={() => setChoosingFeeds(false)}
        />
      )}
    </>
  );
}
