import { useState } from "react";
import type { Session } from "@/api/sessions";
import { errorMessage } from "@/domain/errors";
import { useT, useUiLocale } from "@/i18n/useT";
import { useEndSession, useSessions } from "@/state/sessions";
import { DateText } from "@/ui/DateText";
import { ConfirmDialog } from "@/ui/Dialog";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { QueryState } from "@/ui/QueryState";
import { SettingsSection } from "./SettingsSection";

/**
 * Sessions: where the user is signed in (the application, since when), this
 * device marked; any other is signed out after a confirmation.
 */
export function SessionsSettings() {
  const t = useT();
  const sessions = useSessions();
  const end = useEndSession();
  const [confirming, setConfirming] = useState<Session | null>(null);

  return (
    <SettingsSection title={t("settings.sessions")}>
      <QueryState query={sessions}>
        {(list) => (
          <ul className="settings-sessions">
            {list.map((session) => (
              <SessionRow
                key={String(session.id)}
                session={session}
                busy={end.isPending && end.variables === session.id}
                onSignOut={() => setConfirming(session)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {end.error && <ErrorNotice>{errorMessage(end.error)}</ErrorNotice>}
      <ConfirmDialog
        open={confirming !== null}
        title={t("settings.sessionSignOutConfirm")}
        confirmLabel={t("settings.sessionSignOut")}
        cancelLabel={t("common.cancel")}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) end.mutate(confirming.id);
          setConfirming(null);
        }}
      />
    </SettingsSection>
  );
}

function SessionRow({
  session,
  busy,
  onSignOut,
}: {
  session: Session;
  busy: boolean;
  onSignOut: () => void;
}) {
  const t = useT();
  const locale = useUiLocale();
  const name = session.client_name ?? t("settings.sessionUnnamed");
  return (
    <li className="settings-session">
      <span className="settings-session-name">{name}</span>
      <span className="settings-session-date">
        {t("settings.sessionSince")} <DateText iso={session.created_at} locale={locale} />
      </span>
      {session.is_current ? (
        <span className="settings-session-current">{t("settings.sessionThisDevice")}</span>
      ) : (
        <button
          type="button"
          className="button button-secondary"
          aria-label={t("settings.sessionSignOutNamed", { name })}
          disabled={busy}
          onClick={onSignOut}
        >
          {t("settings.sessionSignOut")}
        </button>
      )}
    </li>
  );
}
