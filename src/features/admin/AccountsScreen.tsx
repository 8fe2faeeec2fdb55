import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { ArrowDown, ArrowUp } from "lucide-react";
import type { AdminAccount, AdminAccountType } from "@/api/entities/adminAccount";
import { displayName } from "@/domain/displayName";
import {
  ACCOUNT_TYPES,
  canListAccounts,
  filterAccounts,
  isAccountType,
  sortAccounts,
  type AccountSortKey,
  type SortDirection,
} from "@/domain/moderation";
import type { MessageId } from "@/i18n/i18n";
import { useT, useUiLocale } from "@/i18n/useT";
import { profilePath } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useCapabilities } from "@/state/instance";
import { useAdminAccounts } from "@/state/moderation";
import { useCurrentUser } from "@/state/session/sessionContext";
import { DateText } from "@/ui/DateText";
import { QueryState } from "@/ui/QueryState";
import "./AccountsScreen.css";

const TYPE_LABELS: Record<AdminAccountType, MessageId> = {
  user: "moderation.typeUser",
  group: "moderation.typeGroup",
  anonymous: "moderation.typeAnonymous",
  nomadic: "moderation.typeNomadic",
};

/** The server's role names; another is shown as the server names it. */
const ROLE_LABELS: Partial<Record<string, MessageId>> = {
  admin: "moderation.roleAdmin",
  user: "moderation.roleUser",
  read_only_user: "moderation.roleReadOnly",
};

const COLUMNS: readonly (readonly [AccountSortKey, MessageId])[] = [
  ["name", "moderation.columnName"],
  ["address", "moderation.columnAddress"],
  ["role", "moderation.columnRole"],
  ["type", "moderation.columnType"],
  ["lastLogin", "moderation.columnLastLogin"],
];

/**
 * The local accounts (Mitra 5.9, for `delete_any_profile`): the server sends
 * them all at once, so they are sorted and filtered here.
 */
export function AccountsScreen() {
  const t = useT();
  const user = useCurrentUser();
  const capabilities = useCapabilities();
  usePageTitle(t("screen.adminAccounts"));
  const accounts = useAdminAccounts(canListAccounts(user, capabilities));
  return (
    <div className="settings">
      <h1 className="page-heading">{t("screen.adminAccounts")}</h1>
      <QueryState query={accounts}>{(list) => <AccountsTable accounts={list} />}</QueryState>
    </div>
  );
}

function AccountsTable({ accounts }: { accounts: readonly AdminAccount[] }) {
  const t = useT();
  const locale = useUiLocale();
  const id = useId();
  const [text, setText] = useState("");
  const [type, setType] = useState<AdminAccountType | "all">("all");
  const [sort, setSort] = useState<{ key: AccountSortKey; direction: SortDirection }>({
    key: "name",
    direction: "ascending",
  });
  const shown = useMemo(
    () => sortAccounts(filterAccounts(accounts, { text, type }), sort.key, sort.direction),
    [accounts, text, type, sort],
  );
  const sortBy = (key: AccountSortKey) =>
    setSort((current) => ({
      key,
      direction:
        current.key === key && current.direction === "ascending" ? "descending" : "ascending",
    }));

  return (
    <>
      <div className="admin-accounts-filters">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-text`}>
            {t("moderation.filterLabel")}
          </label>
          <input
            id={`${id}-text`}
            type="search"
            className="control-frame admin-accounts-input"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-type`}>
            {t("moderation.columnType")}
          </label>
          <select
            id={`${id}-type`}
            className="select"
            value={type}
            onChange={(event) => {
              const value = event.target.value;
              setType(isAccountType(value) ? value : "all");
            }}
          >
            <option value="all">{t("moderation.typeAll")}</option>
            {ACCOUNT_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(TYPE_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="muted" role="status">
        {t("moderation.accountsCount", { count: shown.length })}
      </p>
      {shown.length > 0 && (
        // Scrolls sideways on a narrow phone; every row's link is a way in by keyboard.
        <div className="admin-accounts-scroll">
          <table className="admin-accounts">
            <caption className="visually-hidden">{t("screen.adminAccounts")}</caption>
            <thead>
              <tr>
                {COLUMNS.map(([key, label]) => {
                  const active = sort.key === key;
                  return (
                    <th key={key} scope="col" aria-sort={active ? sort.direction : undefined}>
                      <button
                        type="button"
                        className="admin-accounts-sort"
                        onClick={() => sortBy(key)}
                      >
                        {t(label)}
                        {active &&
                          (sort.direction === "ascending" ? (
                            <ArrowUp size={14} aria-hidden="true" />
                          ) : (
                            <ArrowDown size={14} aria-hidden="true" />
                          ))}
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {shown.map((item) => {
                const roleLabel = item.role ? ROLE_LABELS[item.role.name] : undefined;
                return (
                  <tr key={item.id}>
                    <th scope="row">
                      <Link to={profilePath(item.account)}>{displayName(item.account)}</Link>
                    </th>
                    <td className="admin-accounts-address">
                      <span dir="ltr">@{item.account.acct}</span>
                    </td>
                    <td>
                      {item.role === null
                        ? t("moderation.roleNone")
                        : roleLabel
                          ? t(roleLabel)
                          : item.role.name}
                    </td>
                    <td>{t(TYPE_LABELS[item.account_type])}</td>
                    <td>
                      {item.last_login_at ? (
                        <DateText iso={item.last_login_at} locale={locale} />
                      ) : (
                        t("moderation.neverSignedIn")
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
