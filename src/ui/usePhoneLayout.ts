import { useSyncExternalStore } from "react";

/**
 * Below 700 px the app takes its phone layout (a bottom bar, the composer
 * behind a button). The CSS repeats the width as 43.74rem: media queries
 * cannot read custom properties.
 */
export const PHONE_QUERY = "(max-width: 43.74rem)";

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(PHONE_QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/** Whether the viewport is phone-sized, kept current as the window resizes or turns. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
