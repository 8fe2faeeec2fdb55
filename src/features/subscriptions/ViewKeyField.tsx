import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { useT } from "@/i18n/useT";
import { TextField } from "@/ui/TextField";

/**
 * The payout wallet's private view key, for an instance that watches
 * payments with a light wallet. It is a secret: masked like a password until
 * the person asks to see it, never filled in by the browser, and held only
 * by the form (no draft, no address bar, no log).
 */
export function ViewKeyField({
  value,
  onChange,
  onBlur,
  error,
  keySet,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | null;
  /** A key is already set: leaving the field empty keeps it. */
  keySet: boolean;
}) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={t("subscriptions.viewKey")}
      className="view-key-field"
      type={shown ? "text" : "password"}
      autoComplete="off"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      hint={
        <>
          {t("subscriptions.viewKeyHint")}
          {keySet ? ` ${t("subscriptions.viewKeyKeep")}` : null}
        </>
      }
      error={error}
      suffix={
        <button
          type="button"
          className="icon-button view-key-toggle"
          aria-pressed={shown}
          onClick={() => setShown((current) => !current)}
        >
          {shown ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          <span className="visually-hidden">{t("subscriptions.showViewKey")}</span>
        </button>
      }
    />
  );
}
