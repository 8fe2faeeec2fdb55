import { AtSign, Gem, Globe, Mail, Users } from "lucide-react";
import type { Visibility } from "@/api/entities/status";
import type { MessageId } from "@/i18n/i18n";
import { useT } from "@/i18n/useT";

const ICONS = {
  public: Globe,
  private: Users,
  subscribers: Gem,
  conversation: AtSign,
  direct: Mail,
};

export const VISIBILITY_LABELS: Record<Visibility, MessageId> = {
  public: "visibility.public",
  private: "visibility.private",
  subscribers: "visibility.subscribers",
  conversation: "visibility.conversation",
  direct: "visibility.direct",
};

export function PostVisibility({ visibility }: { visibility: Visibility }) {
  const t = useT();
  const Icon = ICONS[visibility];
  const label = t(VISIBILITY_LABELS[visibility]);
  return (
    <span className="post-visibility" title={label} role="img" aria-label={label}>
      <Icon size={14} aria-hidden="true" />
    </span>
  );
}
