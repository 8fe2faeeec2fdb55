import { useId, useState, type ReactNode, type SyntheticEvent } from "react";
import { Link, useNavigate } from "react-router";
import { errorMessage } from "@/domain/errors";
import type { MessageId } from "@/i18n/i18n";
import { Message } from "@/i18n/Message";
import { useT } from "@/i18n/useT";
import { paths, profilePath } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useImportFollowers, useImportFollows } from "@/state/accountSettings";
import { useCurrentUser } from "@/state/session/sessionContext";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { TextField } from "@/ui/TextField";
import "./SettingsPage.css";

function CsvField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t("import.csv")}
      </label>
      <textarea
        id={id}
        className="settings-csv control-frame"
        value={value}
        rows={8}
        spellCheck={false}
        placeholder={"user1@server1.example\nuser2@server2.example"}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * An import form: the button is disabled while an input is empty or the
 * request runs; success goes to the own profile; a failure shows the
 * server's message in an error box and keeps what was typed.
 */
function ImportForm({
  title,
  explanation,
  notice,
  ready,
  mutation,
  children,
}: {
  title: MessageId;
  explanation: MessageId;
  /** What to know before filling the form in, shown above it. */
  notice?: ReactNode;
  ready: boolean;
  mutation: { run: (done: () => void) => void; isPending: boolean; error: Error | null };
  children: ReactNode;
}) {
  const t = useT();
  const user = useCurrentUser();
  const navigate = useNavigate();
  usePageTitle(t(title));
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!ready || mutation.isPending) return;
    mutation.run(() => void navigate(profilePath(user)));
  };
  return (
    <div className="settings">
      <h1 className="page-heading">{t(title)}</h1>
      <p>{t(explanation)}</p>
      {notice}
      <form className="settings-form" onSubmit={submit} noValidate>
        {children}
        {mutation.error && <ErrorNotice>{errorMessage(mutation.error)}</ErrorNotice>}
        <div className="settings-actions">
          <button type="submit" className="button" disabled={!ready || mutation.isPending}>
            {t("import.submit")}
          </button>
        </div>
      </form>
    </div>
  );
}

/** Import follows: one CSV of addresses to follow. */
export function ImportFollowsScreen() {
  const [csv, setCsv] = useState("");
  const save = useImportFollows();
  return (
    <ImportForm
      title="screen.importFollows"
      explanation="import.followsExplanation"
      ready={csv.trim() !== ""}
      mutation={{
        run: (done) => save.mutate(csv, { onSuccess: done }),
        isPending: save.isPending,
        error: save.error,
      }}
    >
      <CsvField value={csv} onChange={setCsv} />
    </ImportForm>
  );
}

/**
 * Import followers: the old account's actor ID and a CSV of its followers.
 * The server moves followers only to an account with an identity proof (400
 * 'identity proof is required' otherwise), so a user without one is told so
 * first, from the proofs the signed-in user already carries.
 */
export function ImportFollowersScreen() {
  const t = useT();
  const user = useCurrentUser();
  const [from, setFrom] = useState("");
  const [csv, setCsv] = useState("");
  const save = useImportFollowers();
  return (
    <ImportForm
      title="screen.importFollowers"
      explanation="import.followersExplanation"
      notice={
        user.identity_proofs.length === 0 && (
          <p className="settings-notice">
            <Message
              id="import.proofRequired"
              components={{ link: <Link to={paths.identityProof} /> }}
            />
          </p>
        )
      }
      ready={from.trim() !== "" && csv.trim() !== ""}
      mutation={{
        run: (done) => save.mutate({ from: from.trim(), csv }, { onSuccess: done }),
        isPending: save.isPending,
        error: save.error,
      }}
    >
      <TextField
        label={t("import.fromActorId")}
        type="url"
        value={from}
        placeholder="https://social.example/users/name"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setFrom(event.target.value)}
      />
      <CsvField value={csv} onChange={setCsv} />
    </ImportForm>
  );
}
