import type { KeyboardEvent } from "react";
import { Heading } from "lucide-react";
import { useT } from "@/i18n/useT";
import { useEditor } from "../editorContext";
import { TitleField } from "../TitleField";

/** Show or put away the title's field; a title put away is not sent. */
export function TitleTool() {
  const t = useT();
  const { rules, draft, titleOpen, setTitleOpen, titleField } = useEditor();
  if (!rules.title) return null;
  const toggle = () => {
    if (titleOpen) {
      setTitleOpen(false);
      draft.setTitle("");
      return;
    }
    setTitleOpen(true);
    requestAnimationFrame(() => titleField.current?.focus());
  };
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={titleOpen}
      title={t("editor.addTitle")}
      onClick={toggle}
    >
      <Heading size={18} aria-hidden="true" />
      <span className="visually-hidden">{t("editor.addTitle")}</span>
    </button>
  );
}

/** The title's field, while it is shown. */
export function TitlePanel() {
  const { rules, draft, titleOpen, titleField, textArea, ctrlEnterEnabled, publish } = useEditor();
  if (!rules.title || !titleOpen) return null;
  // Enter in the title goes on to the text rather than sending the post.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if ((event.ctrlKey || event.metaKey) && ctrlEnterEnabled) void publish.submit();
    else textArea.current?.focus();
  };
  return (
    <TitleField
      fieldRef={titleField}
      value={draft.title}
      unit={rules.titleUnit}
      onChange={draft.setTitle}
      onKeyDown={onKeyDown}
    />
  );
}
