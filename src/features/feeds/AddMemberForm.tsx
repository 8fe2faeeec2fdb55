import { useState, type SyntheticEvent } from "react";
import type { Account } from "@/api/entities/account";
import { AccountSummary } from "@/components/account/AccountList";
import { ErrorMessage, errorMessage, hasErrorMessage } from "@/domain/errors";
import { memberAddress } from "@/domain/feeds";
import { useT } from "@/i18n/useT";
import { useAddFeedMember, useAddFeedMemberByAddress } from "@/state/feeds";
import { Combobox } from "@/ui/Combobox";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { showToast } from "@/ui/toastStore";
import { FieldFrame } from "@/ui/TextField";

/** Matches offered for what was typed; they go away once the text changes. */
interface Offer {
  typed: string;
  matches: Account[];
}

/**
 * "Add user" by address: a single exact match is added at once, other
 * matches are offered to choose from; 'user not found', 'user is already in
 * the list' and any other failure show in an error box.
 */
export function AddMemberForm({ feedId }: { feedId: string }) {
  const t = useT();
  const [value, setValue] = useState("");
  const [offer, setOffer] = useState<Offer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const byAddress = useAddFeedMemberByAddress(feedId);
  const add = useAddFeedMember(feedId);
  const address = memberAddress(value);
  const busy = byAddress.isPending || add.isPending;
  const offered = offer?.typed === value ? offer.matches : [];

  const failed = (error: Error) =>
    setProblem(
      hasErrorMessage(error, ErrorMessage.userAlreadyAdded)
        ? t("feeds.alreadyAdded")
        : errorMessage(error),
    );
  const added = (account: Account) => {
    setValue("");
    setOffer(null);
    showToast(t("feeds.added", { name: `@${account.acct}` }));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (address === "" || busy) return;
    setProblem(null);
    setOffer(null);
    const typed = value;
    byAddress.mutate(address, {
      onSuccess: (pick) => {
        if (pick.kind === "exact") added(pick.account);
        else if (pick.kind === "choose") setOffer({ typed, matches: pick.matches });
        else setProblem(t("feeds.userNotFound"));
      },
      onError: failed,
    });
  };

  const choose = (account: Account) => {
    if (busy) return;
    setProblem(null);
    add.mutate(account, { onSuccess: () => added(account), onError: failed });
  };

  return (
    <form className="feed-form feed-add" onSubmit={submit}>
      <FieldFrame label={t("feeds.addUserLabel")}>
        {(id) => (
          <Combobox
            id={id}
            className="field-input"
            label={t("feeds.addUserLabel")}
            listLabel={t("feeds.matches")}
            value={value}
            onValueChange={(next) => {
              setValue(next);
              setProblem(null);
            }}
            suggestions={offered}
            active={offered.length > 0}
            getKey={(account) => account.id}
            renderSuggestion={(account) => <Suggestion account={account} />}
            onPick={choose}
            placeholder="user@example.org"
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </FieldFrame>
      <button type="submit" className="button" disabled={address === "" || busy}>
        {t("feeds.addUser")}
      </button>
      {problem !== null && <ErrorNotice>{problem}</ErrorNotice>}
    </form>
  );
}

function Suggestion({ account }: { account: Account }) {
  return (
    <span className="feed-suggestion">
      <AccountSummary account={account} size={32} />
    </span>
  );
}
