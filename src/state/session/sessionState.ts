import { withoutAccount } from "./accountList";

/**
 * Who is signed in on this page, as a value: the accounts with a token here
 * (in the switcher's order), the one shown and whether the last one's token
 * was refused. A pure reducer of the session's events; what storage keeps
 * follows each event in one place (persistSession.ts).
 */
export interface SessionState {
  /** Every account signed in here, in the switcher's order. */
  accounts: readonly string[];
  /** The account shown; null without a session or for a token kept from before. */
  current: string | null;
  /** Each account's token, by account id. */
  tokens: Readonly<Record<string, string>>;
  /**
   * A token kept from before there were several accounts, whose user is not
   * known yet: it is the session while `current` is null.
   */
  legacyToken: string | null;
  /** The server refused the last account's token: the landing page says so until the next sign-in. */
  expired: boolean;
}

export type SessionEvent =
  /** Adds the account (or renews its token) and shows it. */
  | { type: "signedIn"; id: string; token: string }
  /** Shows another signed-in account; one not signed in here changes nothing. */
  | { type: "switched"; id: string }
  /**
   * An account leaves: signed out, or its token was refused. `id` is the
   * account drawn when that was seen (null: the token kept from before), so
   * a second report of the same failure finds it gone and ends no other.
   */
  | { type: "ended"; id: string | null; reason: "signedOut" | "expired" }
  /** Another account's token was refused: it alone leaves. */
  | { type: "otherExpired"; id: string }
  /** The user of the token kept from before is known: the token is that account's, shown. */
  | { type: "legacyAdopted"; id: string; token: string };

export const NO_SESSION: SessionState = {
  accounts: [],
  current: null,
  tokens: {},
  legacyToken: null,
  expired: false,
};

/** The token of the account shown, if any. */
export function currentToken(state: SessionState): string | null {
  return state.current === null ? state.legacyToken : (state.tokens[state.current] ?? null);
}

function withoutToken(tokens: Readonly<Record<string, string>>, id: string) {
  return Object.fromEntries(Object.entries(tokens).filter(([other]) => other !== id));
}

/** Takes an account out of the list by the list's rule (accountList.ts), with its token. */
function without(state: SessionState, id: string): SessionState {
  if (!state.accounts.includes(id)) return state;
  const list = withoutAccount({ current: state.current, ids: [...state.accounts] }, id);
  return {
    ...state,
    accounts: list.ids,
    current: list.current,
    tokens: withoutToken(state.tokens, id),
  };
}

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case "signedIn":
    case "legacyAdopted": {
      const accounts = state.accounts.includes(event.id)
        ? state.accounts
        : [...state.accounts, event.id];
      return {
        accounts,
        current: event.id,
        tokens: { ...state.tokens, [event.id]: event.token },
        legacyToken: null,
        expired: event.type === "signedIn" ? false : state.expired,
      };
    }
    case "switched":
      return state.accounts.includes(event.id) && event.id !== state.current
        ? { ...state, current: event.id, expired: false }
        : state;
    case "ended": {
      const gone =
        event.id === null ? state.legacyToken === null : !state.accounts.includes(event.id);
      if (gone) return state;
      // The token kept from before leaves alone; the list stays.
      const next =
        event.id === null
          ? { ...state, legacyToken: null, current: state.accounts[0] ?? null }
          : without(state, event.id);
      if (next.accounts.length === 0) return { ...NO_SESSION, expired: event.reason === "expired" };
      return { ...next, expired: false };
    }
    case "otherExpired":
      return without(state, event.id);
  }
}
