import { useEffect } from "react";
import { activateLocale } from "@/i18n/i18n";
import { setSiteTitle } from "@/routing/documentTitle";
import { useClientConfig } from "@/state/clientConfig";
import { useInstanceQuery } from "@/state/instance";
import { keepInstance } from "@/state/session/keptSession";
import { useEffectiveTheme } from "@/state/theme";

/** Applies the user's theme and language, and the instance's title, to the document. */
export function useApplyPreferences(): void {
  const theme = useEffectiveTheme();
  const { locale } = useClientConfig();
  const instance = useInstanceQuery().data;
  const siteTitle = instance?.title ?? "";
  // Kept for the next start, which draws the page from it at once.
  useEffect(() => {
    if (instance) keepInstance(instance);
  }, [instance]);
  useEffect(() => {
    setSiteTitle(siteTitle);
  }, [siteTitle]);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  useEffect(() => {
    void activateLocale(locale);
  }, [locale]);
}
