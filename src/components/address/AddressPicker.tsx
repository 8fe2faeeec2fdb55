import type { Account } from "@/api/entities/account";
import { AccountSummary } from "@/components/account/AccountList";
import { Combobox } from "@/ui/Combobox";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { FieldFrame } from "@/ui/TextField";
import type { AddressPicker as Picker } from "./useAddressPicker";
import "./AddressPicker.css";

interface AddressPickerProps {
  picker: Picker;
  className?: string;
  /** Where an error shows: under the field (and describing it), or in a box after the button. */
  errorPlacement?: "field" | "box";
}

/**
 * The form that picks a person by address, drawn from `useAddressPicker`
 * with its texts. A rule that offers matches makes the field a combobox;
 * otherwise it is a plain text field, read-only while a match waits for its
 * confirmation, when the button is gone too.
 */
export function AddressPicker({ picker, className, errorPlacement = "field" }: AddressPickerProps) {
  const { label, listLabel, submitLabel } = picker.texts;
  const fieldError = errorPlacement === "field" ? picker.problem : null;
  return (
    <form
      className={["address-picker", className].filter(Boolean).join(" ")}
      onSubmit={picker.submit}
      noValidate
    >
      <FieldFrame label={label} error={fieldError}>
        {(id, describedBy) => {
          const field = {
            id,
            className: "field-input",
            value: picker.value,
            placeholder: "user@example.org",
            autoComplete: "off",
            spellCheck: false,
            "aria-invalid": fieldError !== null || undefined,
            "aria-describedby": describedBy,
          };
          return picker.rule.offer ? (
            <Combobox
              {...field}
              fieldRef={picker.fieldRef}
              label={label}
              listLabel={listLabel}
              onValueChange={picker.setValue}
              suggestions={picker.offered}
              active={picker.offered.length > 0}
              getKey={(account) => account.id}
              renderSuggestion={(account) => <Suggestion account={account} />}
              onPick={picker.choose}
            />
          ) : (
            <input
              {...field}
              ref={picker.fieldRef}
              readOnly={picker.held !== null}
              onChange={(event) => picker.setValue(event.target.value)}
            />
          );
        }}
      </FieldFrame>
      {picker.held === null && (
        <div className="address-picker-actions">
          <button type="submit" className="button" disabled={!picker.canSubmit}>
            {submitLabel}
          </button>
        </div>
      )}
      {errorPlacement === "box" && picker.problem !== null && (
        <ErrorNotice>{picker.problem}</ErrorNotice>
      )}
    </form>
  );
}

/** A match in the list: avatar, name and address (no link). */
function Suggestion({ account }: { account: Account }) {
  return (
    <span className="address-suggestion">
      <AccountSummary account={account} size={32} />
    </span>
  );
}
