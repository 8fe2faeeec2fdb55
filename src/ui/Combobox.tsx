import {
  Combobox as AriaCombobox,
  ComboboxItem,
  ComboboxPopover,
  useComboboxStore,
  useStoreState,
} from "@ariakit/react";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from "react";
import "./Popup.css";
import "./Combobox.css";

interface ComboboxOwnProps<T> {
  /** The field's accessible name. */
  label: string;
  /** The suggestion list's accessible name. */
  listLabel: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The caller searches (and debounces) for the value; these are the answers. */
  suggestions: readonly T[];
  getKey: (item: T) => string;
  renderSuggestion: (item: T) => ReactNode;
  /** Enter, a click (or Tab with `pickOnTab`) on a suggestion. */
  onPick: (item: T) => void;
  /** A search is running: the list says `loadingLabel`. */
  loading?: boolean;
  loadingLabel?: string;
  /** Said when a finished search found nothing (no list otherwise). */
  emptyLabel?: string;
  /** Whether suggestions may show at all; by default when the value is not blank. */
  active?: boolean;
  /** Escape or a click outside closed the list; it stays closed until the value changes. */
  onDismiss?: () => void;
  /** Tab also picks the highlighted suggestion (a text editor's mentions). */
  pickOnTab?: boolean;
  /**
   * Delete on a highlighted suggestion (a recent search to forget): true when
   * it was removed. Only while the field is empty or the arrows chose it, so
   * Delete still edits the text.
   */
  onDeleteKey?: (item: T) => boolean;
  listClassName?: string;
  itemClassName?: string;
}

type Native = "value" | "defaultValue" | "children" | "aria-label";

export type ComboboxProps<T> = ComboboxOwnProps<T> &
  Omit<InputHTMLAttributes<HTMLInputElement>, Native> & { fieldRef?: Ref<HTMLInputElement> };

export type ComboboxTextareaProps<T> = ComboboxOwnProps<T> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Native> & {
    fieldRef?: Ref<HTMLTextAreaElement>;
  };

/** A one-line field with suggestions (people to add, addresses to look up). */
export function Combobox<T>({ fieldRef, ...props }: ComboboxProps<T>) {
  return <ComboboxBase {...props} field={<input ref={fieldRef} />} />;
}

/** A text area with suggestions at the caret (mentions in a post). */
export function ComboboxTextarea<T>({ fieldRef, ...props }: ComboboxTextareaProps<T>) {
  return <ComboboxBase {...props} field={<textarea ref={fieldRef} />} />;
}

/**
 * A field with suggestions (WAI-ARIA combobox, on Ariakit): focus stays in the
 * field while the arrows move through the list, Enter or a click picks,
 * Escape closes. The list floats above the page next to the field.
 */
function ComboboxBase<T>({
  field,
  label,
  listLabel,
  value,
  onValueChange,
  suggestions,
  getKey,
  renderSuggestion,
  onPick,
  loading = false,
  loadingLabel,
  emptyLabel,
  active,
  onDismiss,
  pickOnTab = false,
  onDeleteKey,
  listClassName,
  itemClassName,
  onKeyDown,
  ...fieldProps
}: ComboboxOwnProps<T> & Omit<HTMLAttributes<HTMLElement>, Native> & { field: ReactElement }) {
  const listId = useId();
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  // A list shown by `active` (a focused field) may show again once it was inactive.
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (active === false) setDismissedAt(null);
  }
  const status = loading ? loadingLabel : suggestions.length === 0 ? emptyLabel : undefined;
  const open =
    (active ?? value.trim() !== "") &&
    dismissedAt !== value &&
    (suggestions.length > 0 || status !== undefined);

  const store = useComboboxStore({
    open,
    setOpen: (next) => {
      if (next || !open) return;
      setDismissedAt(value);
      onDismiss?.();
    },
    value,
    setValue: onValueChange,
  });

  // The highlighted option is the selected one (selection follows the arrows).
  const activeId = useStoreState(store, "activeId");

  // Whether the arrows moved through this list since it last changed: then a
  // field with nothing highlighted is the user's choice (Enter is the field's).
  const moved = useRef(false);
  const listKeys = suggestions.map(getKey).join("\n");
  // After Delete removed a suggestion, the one taking its place is highlighted.
  const deletedAt = useRef<number | null>(null);
  useEffect(() => {
    moved.current = false;
    const index = deletedAt.current;
    deletedAt.current = null;
    const keys = listKeys === "" ? [] : listKeys.split("\n");
    const key = index === null ? undefined : keys[Math.min(index, keys.length - 1)];
    if (key === undefined) return;
    store.setActiveId(itemId(listId, key));
    moved.current = true;
  }, [listKeys, store, listId]);

  /**
   * The highlighted suggestion; right after the list changed (a later answer
   * replaced it) the highlight may not have followed yet, and the first one is
   * the one on show as highlighted.
   */
  const highlighted = () => {
    const { activeId } = store.getState();
    const item = suggestions.find((candidate) => itemId(listId, getKey(candidate)) === activeId);
    return item ?? (moved.current ? undefined : suggestions[0]);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (["ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"].includes(event.key)) {
      moved.current = true;
    }
    const picks = event.key === "Enter" || (pickOnTab && event.key === "Tab");
    const modified = event.shiftKey || event.ctrlKey || event.metaKey || event.altKey;
    if (open && onDeleteKey && event.key === "Delete" && !modified) {
      const item = highlighted();
      const index = item === undefined ? -1 : suggestions.indexOf(item);
      if (item !== undefined && (value === "" || moved.current) && onDeleteKey(item)) {
        event.preventDefault();
        deletedAt.current = index;
        return;
      }
    }
    if (open && picks && !modified && !event.nativeEvent.isComposing) {
      const item = highlighted();
      if (item) {
        event.preventDefault();
        onPick(item);
        return;
      }
    }
    onKeyDown?.(event);
  };

  return (
    <>
      <AriaCombobox
        store={store}
        render={field}
        aria-label={label}
        autoSelect
        showOnChange={false}
        showOnClick={false}
        showOnKeyPress={false}
        onKeyDown={handleKeyDown}
        {...fieldProps}
      />
      <span className="visually-hidden" role="status">
        {open ? status : undefined}
      </span>
      <ComboboxPopover
        store={store}
        aria-label={listLabel}
        aria-busy={loading || undefined}
        className={["combobox-list popup-surface", listClassName].filter(Boolean).join(" ")}
        portal
        // Focus stays in the input (options are focused virtually), so the
        // tab-order sentinels Ariakit would add are not needed: axe flags them
        // as focusable elements inside aria-hidden.
        preserveTabOrder={false}
        gutter={4}
        overflowPadding={8}
        fitViewport
        unmountOnHide
        // Escape closes the list and keeps what was typed.
        resetOnEscape={false}
      >
        {suggestions.length > 0
          ? suggestions.map((item) => (
              <ComboboxItem
                key={getKey(item)}
                id={itemId(listId, getKey(item))}
                aria-selected={activeId === itemId(listId, getKey(item))}
                className={["combobox-item", itemClassName].filter(Boolean).join(" ")}
                setValueOnClick={false}
                hideOnClick={false}
                onClick={() => onPick(item)}
              >
                {renderSuggestion(item)}
              </ComboboxItem>
            ))
          : status && (
              <div className="combobox-status" aria-hidden="true">
                {status}
              </div>
            )}
      </ComboboxPopover>
    </>
  );
}

const itemId = (listId: string, key: string) => `${listId}-${key}`;
