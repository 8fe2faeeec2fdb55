import { useMemo } from "react";
import { sortedLanguages } from "@/domain/postLanguages";
import { useT, useUiLocale } from "@/i18n/useT";

/** The post's language, every ISO 639-1 language by its name in the UI's language. */
export function LanguagePicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (code: string) => void;
}) {
  const t = useT();
  const locale = useUiLocale();
  const languages = useMemo(() => sortedLanguages(locale), [locale]);
  return (
    <label className="editor-language">
      <span className="visually-hidden">{t("editor.language")}</span>
      <select className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        {languages.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
