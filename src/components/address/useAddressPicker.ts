import { useRef, useState, type RefObject, type SyntheticEvent } from "react";
import type { Account } from "@/api/entities/account";
import { profileLookupError } from "@/components/account/profileLookupError";
import { pickFor, type AddressRule } from "@/domain/addressPick";
import { useT } from "@/i18n/useT";
import { useAddressSearch } from "@/state/search";

/** What the form says: its field, list and button, and that nobody was found. */
interface AddressPickerTexts {
  label: string;
  /** The offered matches' list, under a rule that offers them. */
  listLabel?: string;
  submitLabel: string;
  /** Said when nobody answers to the address: 'Profile not found' unless given. */
  notFound?: string;
}

export interface AddressPickerOptions extends AddressPickerTexts {
  /** How the typed text is read and what the matches lead to. */
  rule: AddressRule;
  /**
   * What picking a person does (adds them somewhere). The field empties once
   * it resolves; a rejection shows as the error and keeps what was typed. A
   * rule that confirms holds the match instead.
   */
  take?: (account: Account) => Promise<unknown>;
  /** What a failed search, take or later step says: as a profile lookup's unless given. */
  describeError?: (error: unknown) => string;
}

export interface AddressPicker {
  rule: AddressRule;
  /** What AddressPicker labels the field, the list and the button with. */
  texts: Required<Omit<AddressPickerTexts, "notFound">>;
  value: string;
  /** The address as searched and sent. */
  address: string;
  setValue: (next: string) => void;
  /** The matches offered for the text as it is now. */
  offered: readonly Account[];
  problem: string | null;
  /** A search or a take is under way. */
  busy: boolean;
  /** Whether the button may look the address up now. */
  canSubmit: boolean;
  /** The match held for a confirmation, under a rule that confirms. */
  held: Account | null;
  submit: (event?: SyntheticEvent) => void;
  /** Picks one of the offered matches. */
  choose: (account: Account) => void;
  /** Shows a later step's failure (the confirmed action's) where the picker's own show. */
  fail: (error: unknown) => void;
  clearProblem: () => void;
  /** Lets go of the held match and its error: the address can be changed again. */
  release: () => void;
  fieldRef: RefObject<HTMLInputElement | null>;
}

/** Matches offered for what was typed; they go away once the text changes. */
interface Offer {
  typed: string;
  matches: Account[];
}

/**
 * Picking a person by the address typed: the search asks for the rule's
 * number of matches; an exact match is taken at once (or held for a
 * confirmation), other answers are offered to choose from where the rule
 * offers them, and none says `notFound`.
 */
export function useAddressPicker({
  rule,
  take,
  describeError,
  label,
  listLabel = label,
  submitLabel,
  notFound,
}: AddressPickerOptions): AddressPicker {
  const t = useT();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [offer, setOffer] = useState<Offer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [held, setHeld] = useState<Account | null>(null);
  const [taking, setTaking] = useState(false);
  const search = useAddressSearch(rule.limit);
  const address = rule.address(value);
  const busy = search.isPending || taking;
  const offered = offer?.typed === value ? offer.matches : [];
  const canSubmit =
    address !== "" && !busy && held === null && !(rule.holdOnError && problem !== null);

  const fail = (error: unknown) =>
    setProblem(describeError ? describeError(error) : profileLookupError(error, t));

  const pick = (account: Account) => {
    setProblem(null);
    if (rule.confirm) {
      setHeld(account);
      return;
    }
    if (!take) return;
    setTaking(true);
    void take(account)
      .then(() => {
        setValue("");
        setOffer(null);
      }, fail)
      .finally(() => setTaking(false));
  };

  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (!canSubmit) return;
    setProblem(null);
    setOffer(null);
    const typed = value;
    search.mutate(address, {
      onSuccess: (matches) => {
        const found = pickFor(rule, address, matches);
        if (found.kind === "exact") pick(found.account);
        else if (found.kind === "none") setProblem(notFound ?? t("profile.notFound"));
        else {
          setOffer({ typed, matches: found.matches });
          // The list belongs to the field: the arrows and Enter work from there.
          fieldRef.current?.focus();
        }
      },
      onError: fail,
    });
  };

  return {
    rule,
    texts: { label, listLabel, submitLabel },
    value,
    address,
    setValue: (next) => {
      setValue(next);
      setProblem(null);
    },
    offered,
    problem,
    busy,
    canSubmit,
    held,
    submit,
    choose: (account) => {
      if (!busy) pick(account);
    },
    fail,
    clearProblem: () => setProblem(null),
    release: () => {
      setHeld(null);
      setProblem(null);
    },
    fieldRef,
  };
}
