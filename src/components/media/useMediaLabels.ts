import { useMemo } from "react";
import { useT } from "@/i18n/useT";
import type { MediaGalleryLabels } from "@/ui/MediaGallery";

export function useMediaLabels(): MediaGalleryLabels {
  const t = useT();
  return useMemo(
    () => ({
      showSensitive: t("media.showSensitive"),
      hideSensitive: t("media.hideSensitive"),
      sensitiveNotice: t("media.sensitiveNotice"),
      openImage: (description: string) => t("media.openImage", { description }),
      image: t("media.image"),
      download: t("media.download"),
      lightbox: {
        dialog: t("media.lightbox"),
        close: t("common.close"),
        previous: t("media.previous"),
        next: t("media.next"),
        position: (current: number, total: number) => t("media.position", { current, total }),
      },
    }),
    [t],
  );
}
