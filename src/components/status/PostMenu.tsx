import { memo, useState } from "react";
import { useNavigate } from "react-router";
import {
  Ellipsis,
  ExternalLink,
  Globe,
  HardDriveUpload,
  Link2,
  MessageSquareX,
  MessagesSquare,
  Pencil,
  Pin,
  PinOff,
  Trash2,
  Volume2,
  VolumeX,
} from "lucide-react";
import { displayName } from "@/domain/displayName";
import { canRemoveThread } from "@/domain/groupPosts";
import { postRules } from "@/domain/postRules";
import { linkShown } from "@/domain/access";
import { accountHost } from "@/domain/serverHost";
import { paths } from "@/routing/paths";
import { useT } from "@/i18n/useT";
import { useInstance } from "@/state/instance";
import { capabilitiesFor } from "@/domain/capabilities";
import { usePostCommands } from "@/state/postActions";
import type { PostView } from "@/state/statuses";
import { useKnownRelationship, useMuteAuthor } from "@/state/relationships";
import { useSession } from "@/state/session/sessionContext";
import { ConfirmDialog } from "@/ui/Dialog";
import { Menu, type MenuItemsSource } from "@/ui/Menu";
import type { MenuItem } from "@/ui/popupTypes";
import { showErrorToast, showToast } from "@/ui/toastStore";
import { focusAfterRemoval } from "./cardFocus";
import { FollowConversationIcon, useFollowConversationToggle } from "./FollowConversation";
import { usePostModeration } from "./PostModeration";

interface PostMenuProps {
  post: PostView;
  togglePin: () => void;
  /** Given when an editor can replace the card. */
  onEdit: (() => void) | null;
}

/**
 * The overflow menu: each item shows only when the viewer's role and the post
 * allow it. It reads the post without its counts and flags, so a like's
 * redraw of the action bar leaves it alone. Every card has one and few are
 * opened, so the card draws the button alone: the items' commands (their
 * requests, the author's relationship, the confirmations) are set up when
 * the menu is first opened, and stay for the card's life from then on.
 */
export const PostMenu = memo(function PostMenu(props: PostMenuProps) {
  const t = useT();
  return (
    <Menu
      label={t("post.more")}
      icon={<Ellipsis size={18} aria-hidden="true" />}
      items={(menu) => <PostMenuCommands {...props} menu={menu} />}
    />
  );
});

function PostMenuCommands({
  post,
  togglePin,
  onEdit,
  menu,
}: PostMenuProps & { menu: Parameters<MenuItemsSource>[0] }) {
  const t = useT();
  const { user } = useSession();
  const instance = useInstance();
  const navigate = useNavigate();
  // From the instance already read: one query observer a card, not two.
  const { groupModeration, conversationTracking } = capabilitiesFor(instance.version);
  const conversation = useFollowConversationToggle(post);
  const relationship = useKnownRelationship(post.account.id);
  const mute = useMuteAuthor(post.account.id);
  const { remove, saveToIpfs, loadReplies, removeThread } = usePostCommands(post);
  const [confirming, setConfirming] = useState<"delete" | "removeThread" | null>(null);
  const moderation = usePostModeration(post);

  const copyLink = () => {
    const url = new URL(paths.post(post.id), location.origin).href;
    void navigator.clipboard.writeText(url).then(
      () => showToast(t("post.linkCopied")),
      () => showToast(t("tip.copyFailed"), "error"),
    );
  };

  const items: MenuItem[] = [
    {
      key: "copy",
      label: t("post.copyLink"),
      icon: <Link2 size={16} aria-hidden="true" />,
      onSelect: copyLink,
    },
  ];
  if (post.url && !post.url.startsWith(location.origin) && /^https?:/i.test(post.url)) {
    items.push({
      key: "original",
      label: t("post.openOriginal"),
      icon: <ExternalLink size={16} aria-hidden="true" />,
      href: post.url,
    });
  }
  // The author's server's other posts (5.4.0+), where this viewer may see them.
  const host = accountHost(post.account.acct);
  if (host && linkShown("server-timeline", instance, user)) {
    items.push({
      key: "server",
      label: t("servers.moreFrom", { host }),
      icon: <Globe size={16} aria-hidden="true" />,
      onSelect: () => void navigate(paths.serverTimeline(host)),
    });
  }
  if (onEdit && postRules.canEdit(post, user)) {
    items.push({
      key: "edit",
      label: t("post.edit"),
      icon: <Pencil size={16} aria-hidden="true" />,
      onSelect: onEdit,
    });
  }
  if (postRules.canPin(post, user)) {
    items.push({
      key: "pin",
      label: post.pinned ? t("post.unpin") : t("post.pin"),
      icon: post.pinned ? (
        <PinOff size={16} aria-hidden="true" />
      ) : (
        <Pin size={16} aria-hidden="true" />
      ),
      onSelect: togglePin,
    });
  }
  if (postRules.canSaveToIpfs(post, user, instance)) {
    items.push({
      key: "ipfs",
      label: t("post.saveToIpfs"),
      icon: <HardDriveUpload size={16} aria-hidden="true" />,
      disabled: saveToIpfs.isPending,
      onSelect: () => saveToIpfs.mutate(undefined, { onError: showErrorToast }),
    });
  }
  if (postRules.canMuteAuthor(post, user, relationship)) {
    const muted = relationship?.muting ?? false;
    items.push({
      key: "mute",
      label: muted ? t("post.unmuteAuthor") : t("post.muteAuthor"),
      icon: muted ? (
        <Volume2 size={16} aria-hidden="true" />
      ) : (
        <VolumeX size={16} aria-hidden="true" />
      ),
      onSelect: () => mute.mutate(!muted, { onError: showErrorToast }),
    });
  }
  if (postRules.canLoadReplies(post, user)) {
    items.push({
      key: "replies",
      label: t("post.loadReplies"),
      icon: <MessagesSquare size={16} aria-hidden="true" />,
      onSelect: () =>
        loadReplies.mutate(undefined, {
          onSuccess: () => showToast(t("post.repliesRequested")),
          onError: showErrorToast,
        }),
    });
  }
  // Replies to a followed conversation come as notifications [4.16.0].
  if (user && conversationTracking) {
    items.push({
      key: "followConversation",
      label: t(conversation.following ? "conversation.unfollow" : "conversation.follow"),
      icon: <FollowConversationIcon following={conversation.following} />,
      disabled: conversation.pending,
      onSelect: conversation.toggle,
    });
  }
  if (postRules.canDelete(post, user)) {
    items.push({
      key: "delete",
      label: t("post.delete"),
      icon: <Trash2 size={16} aria-hidden="true" />,
      danger: true,
      onSelect: () => setConfirming("delete"),
    });
  }
  if (canRemoveThread(post, groupModeration)) {
    items.push({
      key: "removeThread",
      label: t("post.removeThread"),
      icon: <MessageSquareX size={16} aria-hidden="true" />,
      danger: true,
      disabled: removeThread.isPending,
      onSelect: () => setConfirming("removeThread"),
    });
  }

  items.push(...moderation.items);

  return (
    <>
      {menu(items)}
      {moderation.dialog}
      <ConfirmDialog
        open={confirming === "delete"}
        title={t("post.deleteConfirm")}
        confirmLabel={t("post.delete")}
        cancelLabel={t("common.cancel")}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          // Chosen now, while the card is still on the page; used once it is gone.
          const refocus = focusAfterRemoval(post.id);
          // Awaited rather than a mutate callback: the card is gone by the time it answers.
          remove.mutateAsync().then(() => {
            refocus();
            showToast(t("post.deleted"));
          }, showErrorToast);
        }}
      />
      {post.group && (
        <ConfirmDialog
          open={confirming === "removeThread"}
          title={t("post.removeThreadConfirm", { group: displayName(post.group) })}
          confirmLabel={t("post.removeThreadAction")}
          cancelLabel={t("common.cancel")}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            const refocus = focusAfterRemoval(post.id);
            // The server deletes the post and its replies; they leave every list.
            removeThread.mutateAsync().then(() => {
              refocus();
              showToast(t("post.threadRemoved"));
            }, showErrorToast);
          }}
        />
      )}
    </>
  );
}
