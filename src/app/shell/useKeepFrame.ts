import { useEffect } from "react";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { useT, useUiLocale } from "@/i18n/useT";
import { localeDirection } from "@/domain/locales";
import { keepFrame } from "@/state/storage/keptFrame";
import type { Destination } from "./navigation";
import { BOOT_POST_TEXTS, FRAME_TEXTS, KEPT_VALUES, PLACES } from "./places";

/**
 * Keeps the shell's words as this visit shows them (language, places, the
 * frame's texts) for the next start, which paints the frame in index.html
 * with them before the app's code has run.
 */
export function useKeepFrame(user: CredentialAccount | null, destinations: Destination[]): void {
  const t = useT();
  const locale = useUiLocale();
  const userId = user?.id ?? null;
  const places = destinations.map(({ key }) => key).join(" ");
  useEffect(() => {
    if (userId === null) return;
    const ids = [...PLACES.map(({ label }) => label), ...FRAME_TEXTS, ...BOOT_POST_TEXTS];
    keepFrame(userId, {
      lang: locale,
      dir: localeDirection(locale),
      places: places.split(" "),
      texts: Object.fromEntries(ids.map((id) => [id, t(id, KEPT_VALUES)])),
    });
  }, [userId, locale, places, t]);
}
