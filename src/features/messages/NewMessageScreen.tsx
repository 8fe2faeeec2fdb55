import { useState } from "react";
import { useNavigate } from "react-router";
import { X } from "lucide-react";
import type { Account } from "@/api/entities/account";
import { typedAddress, type AddressRule } from "@/domain/addressPick";
import { replyMentions } from "@/domain/messages";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { AddressPicker } from "@/components/address/AddressPicker";
import { useAddressPicker } from "@/components/address/useAddressPicker";
import { MessageForm } from "./MessageForm";
import "./Messages.css";

/** Recipients are searched by address; other matches are offered to choose from. */
const RECIPIENT_RULE: AddressRule = {
  address: typedAddress,
  limit: 5,
  offer: true,
  holdOnError: false,
  confirm: false,
};

/**
 * A new direct message: the people it goes to, picked by address, and its
 * text; it is sent `direct`, naming each of them, and opens as a conversation.
 */
export function NewMessageScreen() {
  const t = useT();
  usePageTitle(t("messages.new"));
  const navigate = useNavigate();
  const [recipients, setRecipients] = useState<Account[]>([]);
  const picker = useAddressPicker({
    rule: RECIPIENT_RULE,
    take: (account) => {
      setRecipients((current) =>
        current.some((item) => item.id === account.id) ? current : [...current, account],
      );
      return Promise.resolve();
    },
    label: t("messages.recipientAddress"),
    listLabel: t("messages.recipientMatches"),
    submitLabel: t("messages.addRecipient"),
  });
  return (
    <>
      <h1 className="page-heading">{t("messages.new")}</h1>
      <h2 className="messages-recipients-title">{t("messages.recipients")}</h2>
      {recipients.length > 0 && (
        <ul className="message-recipients" aria-label={t("messages.recipients")}>
          {recipients.map((account) => (
            <li key={account.id} className="message-recipient">
              @{account.acct}
              <button
                type="button"
                className="icon-button"
                aria-label={t("messages.removeRecipient", { name: `@${account.acct}` })}
                onClick={() =>
                  setRecipients((current) => current.filter((item) => item.id !== account.id))
                }
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddressPicker picker={picker} />
      <MessageForm
        label={t("messages.text")}
        initialText=""
        inReplyToId={null}
        compose={(text) => replyMentions(recipients) + text}
        blocked={recipients.length === 0 ? t("messages.noRecipients") : null}
        onSent={(post) => void navigate(paths.conversation(post.id), { replace: true })}
      />
    </>
  );
}
