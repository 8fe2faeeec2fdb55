import { useId, useState, type SubmitEvent } from "react";
import { errorMessage } from "@/domain/errors";
import type { AuthenticationMethod } from "@/api/entities/authenticationMethod";
import type { Instance } from "@/api/entities/instance";
import { useT } from "@/i18n/useT";
import type { MessageId } from "@/i18n/i18n";
import { availableLoginTypes, defaultLoginType, LOGIN_TYPES } from "@/domain/loginType";
import { isValidUsername } from "@/domain/username";
import { hasRelaxedUsernames } from "@/domain/relaxedUsernames";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { Spinner } from "@/ui/Spinner";
import { TextField } from "@/ui/TextField";
import { canSubmit, needsUsername, type FormMode } from "./authRules";
import { signInFlow, signUpFlow, type SignedIn } from "@/state/session/auth";
import { detectWallet } from "@/components/wallet/walletDetect";
import { useMoneroMessage } from "./useMoneroMessage";
import "./AuthForm.css";

const LOGIN_TYPE_LABELS: Record<AuthenticationMethod, MessageId> = {
  password: "auth.type.password",
  eip4361: "auth.type.ethereum",
  caip122_monero: "auth.type.monero",
};

/**
 * The landing page's form: sign-in and sign-up share it, switched by a link.
 * Without instance info (still loading, or failing) it offers what needs none:
 * signing in with a password.
 */
export function AuthForm({
  instance,
  onSignedIn,
}: {
  instance: Instance | null;
  /** Called with the new session; the caller stores it and moves on. */
  onSignedIn: (signedIn: SignedIn) => Promise<void> | void;
}) {
  const t = useT();
  const formId = useId();

  const loginTypes: AuthenticationMethod[] = instance
    ? availableLoginTypes(instance)
    : ["password"];
  const [mode, setMode] = useState<FormMode>("signIn");
  // The person's own choice wins; until they choose, the default follows
  // instance info as it arrives, so nothing they typed is reset.
  const [chosenLoginType, setLoginType] = useState<AuthenticationMethod | null>(null);
  const [hasWallet] = useState(() => detectWallet() !== null);
  const preferred =
    chosenLoginType ?? (instance ? defaultLoginType(instance, hasWallet) : "password");
  const loginType = loginTypes.includes(preferred) ? preferred : (loginTypes[0] ?? "password");
  const relaxedUsernames = hasRelaxedUsernames(instance?.version ?? "");
  const uri = instance?.uri ?? window.location.host;
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [inviteCode, setInviteCode] = useState("");
  const [moneroAddress, setMoneroAddress] = useState("");
  const [signature, setSignature] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const moneroMessage = useMoneroMessage(moneroAddress, uri, instance?.login_message ?? "");
  const values = { mode, loginType, username, password, inviteCode, moneroAddress, signature };
  const context = {
    registrationsOpen: instance?.registrations ?? false,
    relaxedUsernames,
  };
  const usernameError =
    username !== "" && !isValidUsername(username, relaxedUsernames)
      ? t(relaxedUsernames ? "auth.usernameRuleRelaxed" : "auth.usernameRule")
      : null;
  const inviteRequired = mode === "signUp" && !(instance?.registrations ?? false);

  const toggleMode = () => {
    setMode(mode === "signIn" ? "signUp" : "signIn");
    setError(null); // Switching between sign-in and sign-up clears the error.
  };

  const walletCredentials = async () => {
    if (loginType === "caip122_monero")
      return { message: moneroMessage, signature: signature.trim() };
    const provider = detectWallet();
    if (!provider) throw new Error("wallet not found");
    const { signInWithEthereum } = await import("./ethereumWallet");
    return signInWithEthereum(provider, uri, instance?.login_message ?? "");
  };

  const run = async (): Promise<SignedIn> => {
    // A login type outside the known ones is an error.
    if (!LOGIN_TYPES.includes(loginType)) throw new Error("invalid login type");
    const wallet =
      loginType === "password" ? { message: null, signature: null } : await walletCredentials();
    const credentials = {
      username: needsUsername(values) ? username : null,
      password: loginType === "password" ? password : null,
      ...wallet,
    };
    if (mode === "signIn") return signInFlow(loginType, credentials);
    return signUpFlow(loginType, { ...credentials, invite_code: inviteCode.trim() || null });
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !canSubmit(values, context)) return;
    setBusy(true);
    setError(null);
    try {
      await onSignedIn(await run());
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(false);
    }
  };

  const submitLabel = t(mode === "signIn" ? "auth.signIn" : "auth.signUp");

  return (
    <form
      className="auth-form card"
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${formId}-title`}
      noValidate
    >
      <h2 id={`${formId}-title`} className="auth-form-title">
        {submitLabel}
      </h2>

      {loginTypes.length > 1 ? (
        <div className="field auth-form-types">
          <label className="field-label" htmlFor={`${formId}-type`}>
            {t("auth.loginWith")}
          </label>
          <select
            id={`${formId}-type`}
            className="select"
            value={loginType}
            onChange={(event) => {
              const type = loginTypes.find((candidate) => candidate === event.target.value);
              if (type) setLoginType(type);
              setError(null);
            }}
          >
            {loginTypes.map((type) => (
              <option key={type} value={type}>
                {t(LOGIN_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {needsUsername(values) ? (
        <TextField
          label={t("auth.username")}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          suffix={`@${uri}`}
          error={usernameError}
          required
        />
      ) : null}

      {loginType === "password" ? (
        <TextField
          label={t("auth.password")}
          name="password"
          type="password"
          autoComplete={mode === "signIn" ? "current-password" : "new-password"}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
      ) : null}

      {loginType === "caip122_monero" ? (
        <>
          <TextField
            label={t("auth.moneroAddress")}
            name="monero-address"
            autoComplete="off"
            spellCheck={false}
            value={moneroAddress}
            onChange={(event) => setMoneroAddress(event.target.value)}
          />
          {moneroMessage ? (
            <>
              <div className="field">
                <label className="field-label" htmlFor={`${formId}-message`}>
                  {t("auth.messageToSign")}
                </label>
                <textarea
                  id={`${formId}-message`}
                  className="auth-form-message"
                  readOnly
                  rows={9}
                  value={moneroMessage}
                  onFocus={(event) => event.currentTarget.select()}
                />
              </div>
              <TextField
                label={t("auth.signature")}
                name="signature"
                autoComplete="off"
                spellCheck={false}
                value={signature}
                onChange={(event) => setSignature(event.target.value)}
              />
            </>
          ) : null}
        </>
      ) : null}

      {loginType === "eip4361" ? <p className="muted">{t("auth.ethereumHint")}</p> : null}

      {inviteRequired ? (
        <TextField
          label={t("auth.inviteCode")}
          name="invite-code"
          autoComplete="off"
          value={inviteCode}
          onChange={(event) => setInviteCode(event.target.value)}
          hint={t("auth.inviteCodeHint")}
          required
        />
      ) : null}

      <button
        type="submit"
        className="button auth-form-submit"
        disabled={busy || !canSubmit(values, context)}
      >
        {busy ? <Spinner inline label={t("common.loading")} /> : null}
        {submitLabel}
      </button>

      {error ? <ErrorNotice>{error}</ErrorNotice> : null}

      {/* Signing up needs the instance's rules (registrations, invites). */}
      {instance ? (
        <p className="auth-form-toggle">
          <button type="button" className="link-button" onClick={toggleMode}>
            {t(mode === "signIn" ? "auth.toSignUp" : "auth.toSignIn")}
          </button>
        </p>
      ) : null}
    </form>
  );
}
