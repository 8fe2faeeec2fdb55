import { useId, type KeyboardEvent, type Ref } from "react";
import { showCounter } from "@/domain/composer";
import { titleRemaining, type TitleUnit } from "@/domain/groupPosts";
import { useT } from "@/i18n/useT";

/**
 * The post's title, with a counter near and over the server's limit, counted
 * as the server counts it (UTF-8 bytes before 5.9, characters from 5.9): a
 * title the server would refuse is caught before it is sent.
 */
export function TitleField({
  fieldRef,
  value,
  unit,
  onChange,
  onKeyDown,
}: {
  fieldRef: Ref<HTMLInputElement>;
  value: string;
  unit: TitleUnit;
  onChange: (title: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const t = useT();
  const id = useId();
  const left = titleRemaining(value, unit);
  const counted = showCounter(left);
  const counter =
    unit === "bytes"
      ? t(left < 0 ? "editor.titleBytesOver" : "editor.titleBytesLeft", { count: Math.abs(left) })
      : t(left < 0 ? "editor.over" : "editor.remaining", { count: Math.abs(left) });
  return (
    <div className="editor-title-row">
      <input
        ref={fieldRef}
        className="editor-title"
        dir="auto"
        aria-label={t("editor.title")}
        placeholder={t("editor.title")}
        value={value}
        aria-invalid={left < 0 || undefined}
        aria-describedby={counted ? `${id}-count` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {counted && (
        <span
          id={`${id}-count`}
          className={left < 0 ? "editor-counter editor-counter-over" : "editor-counter"}
          aria-live="polite"
        >
          {counter}
        </span>
      )}
    </div>
  );
}
