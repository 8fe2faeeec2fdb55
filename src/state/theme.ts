import { useSyncExternalStore } from "react";
import { useClientConfig, type Theme } from "./clientConfig";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/** The system's light or dark preference, kept current. */
export function useSystemTheme(): Theme {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(DARK_QUERY).matches ? "dark" : "light"),
    () => "light",
  );
}

/** The theme in force: the user's stored choice, else the system preference. */
export function useEffectiveTheme(): Theme {
  const { theme } = useClientConfig();
  const system = useSystemTheme();
  return theme ?? system;
}
