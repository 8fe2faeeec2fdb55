import { useId } from "react";
import { errorMessage } from "../../domain/errors";
import { useEffectiveTheme } from "../../state/theme";
import { useT } from "../../i18n/useT";
import { isLocale, LOCALE_NAMES, LOCALES } from "../../domain/locales";
import { useClientConfig, useUpdateClientConfig } from "../../state/clientConfig";
import { ErrorNotice } from "../../ui/ErrorNotice";

/** Appearance settings: dark mode, content warnings, Ctrl+Enter, language. */
export function AppearanceSettings() {
  const t = useT();
  const id = useId();
  const config = useClientConfig();
  const theme = useEffectiveTheme();
  const { update, error } = useUpdateClientConfig();

  return (
    <section className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("settings.appearance")}</h2>
      <div className="settings-options">
        <label className="settings-check">
          <input
            type="checkbox"
            checked={theme === "dark"}
            onChange={(event) => update({ theme: event.target.checked ? "dark" : "light" })}
          />
          {t("settings.darkMode")}
        </label>
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
