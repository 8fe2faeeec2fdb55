import { useState } from "react";
import { useT } from "@/i18n/useT";
import { Dialog } from "@/ui/Dialog";
import { SHORTCUTS, useShortcut } from "@/components/keyboard/shortcuts";

/** `?` lists the keyboard shortcuts, from the same table that binds them. */
export function ShortcutsHelp() {
  const t = useT();
  const [open, setOpen] = useState(false);
  useShortcut("help", () => {
    setOpen(true);
    return true;
  });
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      label={t("shortcuts.title")}
      className="shortcuts"
    >
      <h2 className="shortcuts-title">{t("shortcuts.title")}</h2>
      <dl className="shortcuts-list">
        {Object.values(SHORTCUTS).map(({ key, label }) => (
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
