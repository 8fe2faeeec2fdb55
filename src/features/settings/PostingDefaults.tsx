import { useId, useMemo, useState, type SyntheticEvent } from "react";
import type { DefaultVisibility } from "@/api/entities/credentialAccount";
import { errorMessage } from "@/domain/errors";
import { sortedLanguages } from "@/domain/postLanguages";
import { useT, useUiLocale } from "@/i18n/useT";
import { useUpdatePostingDefaults } from "@/state/accounts";
import { useCurrentUser } from "@/state/session/sessionContext";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { VISIBILITY_LABELS } from "@/components/status/PostVisibility";
import { SettingsSection } from "./SettingsSection";

/** The visibilities a server keeps as the default (direct and conversation are per post). */
const DEFAULT_VISIBILITIES: readonly DefaultVisibility[] = ["public", "private", "subscribers"];

function isDefaultVisibility(value: string): value is DefaultVisibility {
  return (DEFAULT_VISIBILITIES as readonly string[]).includes(value);
}

/**
 * Posts: the default visibility and language of new posts, kept on the
 * server. A language once set cannot go back to none (the server refuses an
 * empty one), so "the interface language" is offered only while none is set.
 */
export function PostingDefaults() {
  const t = useT();
  const id = useId();
  const locale = useUiLocale();
  const user = useCurrentUser();
  const save = useUpdatePostingDefaults();
  const languages = useMemo(() => sortedLanguages(locale), [locale]);
  const savedLanguage = user.source?.language ?? null;
  const [privacy, setPrivacy] = useState<DefaultVisibility>(user.source?.privacy ?? "public");
  const [language, setLanguage] = useState(savedLanguage ?? "");
  const [saved, setSaved] = useState(false);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setSaved(false);
    save.mutate(
      { privacy, language: language === "" ? null : language },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <SettingsSection title={t("settings.posts")}>
      <form className="settings-form" onSubmit={submit} noValidate>
        <p className="settings-hint">{t("settings.postsHint")}</p>
        <div className="settings-select">
          <label htmlFor={`${id}-visibility`}>{t("settings.defaultVisibility")}</label>
          <select
            id={`${id}-visibility`}
            className="select"
            value={privacy}
            onChange={(event) => {
              if (isDefaultVisibility(event.target.value)) setPrivacy(event.target.value);
              setSaved(false);
            }}
          >
            {DEFAULT_VISIBILITIES.map((value) => (
              <option key={value} value={value}>
                {t(VISIBILITY_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
        <div className="settings-select">
          <label htmlFor={`${id}-language`}>{t("settings.defaultLanguage")}</label>
          <select
            id={`${id}-language`}
            className="select"
            value={language}
            onChange={(event) => {
              setLanguage(event.target.value);
              setSaved(false);
            }}
          >
            {savedLanguage === null && (
              <option value="">{t("settings.defaultLanguageNone")}</option>
            )}
            {languages.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="settings-actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {t("settings.savePostingDefaults")}
          </button>
          <span role="status" className="settings-success">
            {saved ? t("settings.postingDefaultsSaved") : null}
          </span>
        </div>
        {save.error && <ErrorNotice>{errorMessage(save.error)}</ErrorNotice>}
      </form>
    </SettingsSection>
  );
}
