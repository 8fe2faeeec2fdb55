import { useT } from "@/i18n/useT";
import { Dialog } from "@/ui/Dialog";
import { SHORTCUTS } from "@/components/keyboard/shortcuts";

/** The keyboard shortcuts (opened by `?`), listed from the same table that binds them. */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} label={t("shortcuts.title")} className="shortcuts">
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
      <button type="button" className="button" onClick={onClose}>
        {t("common.close")}
      </button>
    </Dialog>
  );
}
