import { verifyCredentials } from "@/api/accounts";
import type { Page } from "@/api/http";
import { getInstance } from "@/api/instance";
import { getNotificationsMarker } from "@/api/markers";
import type { Status } from "@/api/entities/status";
import { getTimelinePage } from "@/api/timelines";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import type { Instance } from "@/api/entities/instance";
import { currentAccount, readToken } from "@/state/storage/tokenStorage";

/**
 * The requests a start needs, sent before React and the screen's code have
 * arrived, so the first post waits for one round trip rather than a chain.
 * The query cache adopts them when the app mounts (seedQueryCache).
 */
export interface BootRequests {
  token: string | null;
  /** The token's account; null without a token, or for one kept from before several accounts. */
  accountId: string | null;
  instance: Promise<Instance>;
  user: Promise<CredentialAccount> | null;
  marker: Promise<string | null> | null;
  /** The first page of home, when the start lands there. */
  home: Promise<Page<Status>> | null;
}

/** A promise whose failure is left for its consumer to report, not the console. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** Home is where a signed-in start at `/` or `/home` lands. */
export function landsOnHome(pathname: string): boolean {
  return pathname === "/" || pathname === "/home";
}

/**
 * Starts what the screen at `pathname` needs. After signing in on the light
 * landing page, the new session and the instance info already asked for are
 * passed in rather than asked for again.
 */
export function startBootRequests(
  pathname: string,
  known: {
    session?: { token: string; user: CredentialAccount };
    instance?: Promise<Instance>;
  } = {},
): BootRequests {
  const token = known.session?.token ?? readToken();
  const id = known.session?.user.id ?? currentAccount();
  return {
    token,
    accountId: token === null ? null : id,
    instance: known.instance ?? quiet(getInstance()),
    user: known.session
      ? Promise.resolve(known.session.user)
      : token
        ? quiet(verifyCredentials(token))
        : null,
    marker: token ? quiet(getNotificationsMarker(token)) : null,
    home:
      token && landsOnHome(pathname) ? quiet(getTimelinePage({ kind: "home" }, null, token)) : null,
  };
}
