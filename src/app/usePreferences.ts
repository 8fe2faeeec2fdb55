import { useEffect } from "react";
import { useClientConfig, type Theme } from "../state/clientConfig";
import { activateLocale } from "./i18n";
import { useSystemTheme } from "./useSystemTheme";

/** The theme in force: the stored choice, else the system preference (spec §4 Theme). */
export function useEffectiveTheme(): Theme {
  const { theme } = useClientConfig();
  const system = useSystemTheme();
  return theme ?? system;
}

/** Applies the user's theme and language to the document. */
export function useApplyPreferences(): void {
  const theme = useEffectiveTheme();
  const { locale } = useClientConfig();
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  useEffect(() => {
    void activateLocale(locale);
  }, [locale]);
}
