import { memo, useMemo, useState, type ReactNode } from "react";
import { quickRow, type PickerSection } from "@/domain/emoji";
import type { MessageId } from "@/i18n/i18n";
import { useT } from "@/i18n/useT";
import { useEmojiCatalog, useRecentEmoji, useRememberEmoji } from "@/state/emoji";
import { useInstanceChoices } from "@/state/instanceChoices";
import type { PickableEmoji } from "@/domain/quickEmoji";
import { EmojiPopover } from "@/ui/EmojiPopover";

const GROUP_LABELS = {
  "smileys-emotion": "emoji.groupSmileys",
  "people-body": "emoji.groupPeople",
  component: "emoji.groupPeople",
  "animals-nature": "emoji.groupAnimals",
  "food-drink": "emoji.groupFood",
  "travel-places": "emoji.groupTravel",
  activities: "emoji.groupActivities",
  objects: "emoji.groupObjects",
  symbols: "emoji.groupSymbols",
  flags: "emoji.groupFlags",
} as const satisfies Record<string, MessageId>;

/**
 * The emoji button of the editor and of a post's reactions: its picker loads
 * the whole set when it opens, and every pick goes to the recently used.
 * It keeps its props across a card's like, so it is not drawn again then.
 */
export const EmojiButton = memo(function EmojiButton({
  className,
  label,
  onPick,
  children,
}: {
  className: string;
  label: string;
  onPick: (emoji: PickableEmoji) => void;
  children?: ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const catalog = useEmojiCatalog(open);
  const choices = useInstanceChoices(open);
  const quick = useMemo(
    () => quickRow(choices?.favorite_emojis, catalog.unicode),
    [choices?.favorite_emojis, catalog.unicode],
  );
  const recent = useRecentEmoji();
  const rememberEmoji = useRememberEmoji();
  const section = (item: PickerSection) => {
    switch (item.kind) {
      case "quick":
        return t("emoji.quick");
      case "recent":
        return t("emoji.recent");
      case "custom":
        // The server names its own categories; they are shown as they are.
        return item.category ?? t("emoji.custom");
      case "unicode":
        return t(GROUP_LABELS[item.group]);
    }
  };
  return (
    <EmojiPopover
      className={className}
      open={open}
      onOpenChange={setOpen}
      label={label}
      recent={recent}
      custom={catalog.custom}
      unicode={catalog.unicode}
      quick={quick}
      failed={catalog.failed}
      labels={{
        search: t("emoji.search"),
        empty: t("emoji.empty"),
        loading: t("emoji.loading"),
        failed: t("emoji.failed"),
        section,
      }}
      onPick={(emoji) => {
        rememberEmoji(emoji);
        onPick(emoji);
      }}
    >
      {children}
    </EmojiPopover>
  );
});
