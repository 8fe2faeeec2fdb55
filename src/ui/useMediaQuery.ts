import { useCallback, useSyncExternalStore } from "react";

/** Whether a media query matches, kept current as it changes. */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Below 700 px the app takes its phone layout (a bottom bar, the composer
 * behind a button). The CSS repeats the width as 43.74rem: media queries
 * cannot read custom properties.
 */
export const PHONE_QUERY = "(max-width: 43.74rem)";

/** Whether the viewport is phone-sized, kept current as the window resizes or turns. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
