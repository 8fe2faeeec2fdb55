import { useEffect } from "react";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { useT, useUiLocale } from "@/i18n/useT";
import { localeDirection } from "@/domain/locales";
import { useAccountStore } from "@/state/session/sessionContext";
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
  // The session's store moves from the plain keys to the account's when it
  // adopts a token kept from before several accounts: kept again there.
  const store = useAccountStore();
  const places = destinations.map(({ key }) => key).join(" ");
  useEffect(() => {
    if (userId === null) return;
    const ids = [...PLACES.map(({ label }) => label), ...FRAME_TEXTS, ...BOOT_POST_TEXTS];
    keepFrame(store, {
      lang: locale,
      dir: localeDirection(locale),
      places: places.split(" "),
      texts: Object.fromEntries(ids.map((id) => [id, t(id, KEPT_VALUES)])),
    });
  }, [userId, store, locale, places, t]);
}
