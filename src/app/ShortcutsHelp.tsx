import { useEffect, useState } from "react";
import type { MessageId } from "../i18n/i18n";
import { useT } from "../i18n/useT";
import { Dialog } from "../ui/Dialog";
import { isTyping } from "../ui/keyboard";

const SHORTCUTS: readonly (readonly [string, MessageId])[] = [
  ["j", "shortcuts.next"],
  ["k", "shortcuts.previous"],
  ["Enter", "shortcuts.open"],
  ["l", "shortcuts.like"],
  ["b", "shortcuts.bookmark"],
  ["?", "shortcuts.help"],
];

/** `?` lists the keyboard shortcuts (never while typing in a field). */
export function ShortcutsHelp() {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "?" || isTyping(event) || event.ctrlKey || event.metaKey || event.altKey)
        return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      label={t("shortcuts.title")}
      className="shortcuts"
    >
      <h2 className="shortcuts-title">{t("shortcuts.title")}</h2>
      <dl className="shortcuts-list">
        {SHORTCUTS.map(([key, label]) => (
          <div key={key} className="shortcuts-row">
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t(label)}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button" onClick={() => setOpen(false)}>
        {t("common.close")}
      </button>
    </Dialog>
  );
}
