import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CLIENT_NAME, saveClientConfig } from "@/api/settings";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { isLocale, type Locale } from "@/domain/locales";
import { useAuthedMutation } from "@/state/session/authed";
import { currentUserKeys } from "@/state/session/currentUser";
import { useAccountScope, useSession } from "@/state/session/sessionContext";

export type Theme = "light" | "dark";

/** Client settings keys with their defaults. */
export interface ClientConfig {
  locale: Locale;
  /** null: follow the system preference. */
  theme: Theme | null;
  contentWarningsEnabled: boolean;
  ctrlEnterEnabled: boolean;
  /** Posts and profiles opened from a list open in a new tab (modifier-click always does). */
  openInNewTab: boolean;
}

const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  locale: "en",
  theme: null,
  contentWarningsEnabled: true,
  ctrlEnterEnabled: false,
  openInNewTab: false,
};

function rawConfig(user: CredentialAccount | null): Record<string, unknown> {
  const raw = user?.client_config[CLIENT_NAME];
  return raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
}

/** Reads our map out of client_config, ignoring values of the wrong type. */
export function readClientConfig(user: CredentialAccount | null): ClientConfig {
  const raw = rawConfig(user);
  return {
    locale:
      typeof raw.locale === "string" && isLocale(raw.locale)
        ? raw.locale
        : DEFAULT_CLIENT_CONFIG.locale,
    theme: raw.theme === "light" || raw.theme === "dark" ? raw.theme : null,
    contentWarningsEnabled:
      typeof raw.contentWarningsEnabled === "boolean"
        ? raw.contentWarningsEnabled
        : DEFAULT_CLIENT_CONFIG.contentWarningsEnabled,
    ctrlEnterEnabled:
      typeof raw.ctrlEnterEnabled === "boolean"
        ? raw.ctrlEnterEnabled
        : DEFAULT_CLIENT_CONFIG.ctrlEnterEnabled,
    openInNewTab: raw.openInNewTab === true,
  };
}

export function useClientConfig(): ClientConfig {
  return readClientConfig(useSession().user);
}

/**
 * Numbers each save, across every component that saves: only the answer to
 * the latest one may replace what is shown, or a quick second change would be
 * undone by the first one's answer.
 */
let latestSave = 0;

/**
 * Saves settings into client_config, optimistically: the change
 * shows at once (synchronously, so a checkbox never flickers back) and is
 * undone if the server refuses it.
 */
export function useUpdateClientConfig() {
  const scope = useAccountScope();
  const { token } = scope;
  const queryClient = useQueryClient();
  const mutation = useAuthedMutation({
    // The whole map is sent: the server stores it as given.
    mutationFn: (
      authToken,
      { config }: { config: Record<string, unknown>; previous: CredentialAccount; save: number },
    ) => saveClientConfig(authToken, config),
    // An older save's answer is left alone: the newer one sends the whole map again.
    onError: (_error, { previous, save }) => {
      if (token && save === latestSave) {
        queryClient.setQueryData(currentUserKeys.detail(scope), previous);
      }
    },
    onSuccess: (saved, { save }) => {
      if (token && save === latestSave) {
        queryClient.setQueryData(currentUserKeys.detail(scope), saved);
      }
    },
  });
  const { mutate } = mutation;
  const update = useCallback(
    (patch: Partial<ClientConfig>) => {
      if (!token) return;
      const key = currentUserKeys.detail(scope);
      const previous = queryClient.getQueryData<CredentialAccount>(key);
      if (!previous) return;
      const config = { ...rawConfig(previous), ...patch };
      queryClient.setQueryData<CredentialAccount>(key, {
        ...previous,
        client_config: { ...previous.client_config, [CLIENT_NAME]: config },
      });
      latestSave += 1;
      mutate({ config, previous, save: latestSave });
    },
    [token, scope, queryClient, mutate],
  );
  return { update, error: mutation.error, isPending: mutation.isPending };
}
