import { useId } from "react";
import { errorMessage } from "@/domain/errors";
import { useT } from "@/i18n/useT";
import { isLocale, LOCALE_NAMES, LOCALES } from "@/domain/locales";
import { useClientConfig, useUpdateClientConfig } from "@/state/clientConfig";
import type { MessageId } from "@/i18n/i18n";
import type { Theme } from "@/state/clientConfig";
import { ErrorNotice } from "@/ui/ErrorNotice";

/** System follows the device's light or dark preference, live, until another is chosen. */
const THEMES: readonly (readonly [Theme | "system", MessageId])[] = [
  ["system", "settings.themeSystem"],
  ["light", "settings.themeLight"],
  ["dark", "settings.themeDark"],
];

/** Appearance: the theme, blurring sensitive media, Ctrl+Enter to send, the language. */
export function AppearanceSettings() {
  const t = useT();
  const id = useId();
  const config = useClientConfig();
  const { update, error } = useUpdateClientConfig();

  return (
    <section className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("settings.appearance")}</h2>
      <div className="settings-options">
        <fieldset className="settings-choice">
          <legend>{t("settings.theme")}</legend>
          {THEMES.map(([value, label]) => (
            <label key={value} className="settings-check">
              <input
                type="radio"
                name={`${id}-theme`}
                value={value}
                checked={config.theme === (value === "system" ? null : value)}
                onChange={() => update({ theme: value === "system" ? null : value })}
              />
              {t(label)}
            </label>
          ))}
        </fieldset>
        <label className="settings-check">
          <input
            type="checkbox"
            checked={config.contentWarningsEnabled}
            onChange={(event) => update({ contentWarningsEnabled: event.target.checked })}
          />
          {t("settings.contentWarnings")}
        </label>
        <label className="settings-check">
          <input
            type="checkbox"
            checked={config.ctrlEnterEnabled}
            onChange={(event) => update({ ctrlEnterEnabled: event.target.checked })}
          />
          {t("settings.ctrlEnter")}
        </label>
        <label className="settings-check">
          <input
            type="checkbox"
            checked={config.openInNewTab}
            onChange={(event) => update({ openInNewTab: event.target.checked })}
          />
          {t("settings.openInNewTab")}
        </label>
        <div className="settings-select">
          <label htmlFor={`${id}-language`}>{t("settings.language")}</label>
          <select
            id={`${id}-language`}
            className="select"
            value={config.locale}
            onChange={(event) => {
              if (isLocale(event.target.value)) update({ locale: event.target.value });
            }}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? <ErrorNotice>{errorMessage(error)}</ErrorNotice> : null}
    </section>
  );
}
