import {
  useEffect,
  useId,
  useRef,
  useState,
  type SubmitEvent,
  type TextareaHTMLAttributes,
} from "react";
import { useNavigate } from "react-router";
import type { IdentityClaim } from "@/api/identityProofs";
import { errorMessage } from "@/domain/errors";
import {
  MINISIGN_KEY_COMMANDS,
  minisignSignCommands,
  parseMinisignPublicKey,
  parseMinisignSignature,
} from "@/domain/identityProof";
import { profilePath } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useT } from "@/i18n/useT";
import { useIdentityClaim, useSubmitIdentityProof } from "@/state/identityProofs";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { showToast } from "@/ui/toastStore";
import { OwnProofs } from "./OwnProofs";
import "./IdentityProofScreen.css";

/**
 * Linking a minisign key in two steps: the public key gives a claim; the
 * claim signed in legacy mode (the claim is raw bytes, given as hex) is the
 * proof. A failure keeps the step and everything pasted.
 */
export function IdentityProofScreen() {
  const t = useT();
  const navigate = useNavigate();
  usePageTitle(t("profile.linkMinisign"));
  const [publicKey, setPublicKey] = useState("");
  const [claim, setClaim] = useState<IdentityClaim | null>(null);
  const [signature, setSignature] = useState("");
  const getClaim = useIdentityClaim();
  const submitProof = useSubmitIdentityProof();
  const stepTwo = useRef<HTMLHeadingElement>(null);
  // A new claim moves focus to step two as soon as it is drawn (not a frame
  // later, when the person may already be typing in its signature field).
  useEffect(() => {
    if (claim) stepTwo.current?.focus();
  }, [claim]);

  const key = parseMinisignPublicKey(publicKey);
  const signed = parseMinisignSignature(signature);
  const commands = claim ? minisignSignCommands(claim.claim) : null;

  const generate = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (publicKey.trim() === "" || claim || getClaim.isPending) return;
    getClaim.mutate(
      // The server reads a whole file too; the bare line keeps the query short.
      { type: "minisign-unhashed", signer: key?.line ?? publicKey.trim() },
      {
        onSuccess: (received) => setClaim(received),
      },
    );
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!claim || signature.trim() === "" || submitProof.isPending) return;
    submitProof.mutate(
      {
        proof_type: "minisign-unhashed",
        did: claim.did,
        created_at: claim.created_at,
        signature: signature.trim(),
      },
      { onSuccess: (user) => void navigate(profilePath(user)) },
    );
  };

  const startOver = () => {
    setClaim(null);
    setSignature("");
    getClaim.reset();
    submitProof.reset();
  };

  const copyClaim = (text: string) =>
    void navigator.clipboard.writeText(text).then(
      () => showToast(t("profile.copied")),
      () => showToast(t("tip.copyFailed"), "error"),
    );

  return (
    <div className="identity-proof">
      <h1 className="page-heading">{t("profile.linkMinisign")}</h1>
      <p>{t("proof.minisignIntro")}</p>
      <OwnProofs />

      <form className="identity-proof-step" onSubmit={generate} noValidate>
        <h2 className="identity-proof-heading">{t("proof.step1")}</h2>
        <p>{t("proof.keyCommands")}</p>
        <pre className="identity-proof-code">
          <code>{MINISIGN_KEY_COMMANDS}</code>
        </pre>
        <TextArea
          label={t("proof.publicKey")}
          hint={claim && key ? t("proof.keyId", { keyId: key.keyId }) : t("proof.publicKeyHint")}
          rows={3}
          readOnly={claim !== null}
          value={publicKey}
          onChange={(event) => setPublicKey(event.target.value)}
        />
        <div className="identity-proof-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={publicKey.trim() === "" || claim !== null || getClaim.isPending}
          >
            {t("proof.generate")}
          </button>
          {claim && (
            <button type="button" className="button" onClick={startOver}>
              {t("proof.startOver")}
            </button>
          )}
        </div>
        {getClaim.isError && <ErrorNotice>{errorMessage(getClaim.error)}</ErrorNotice>}
      </form>

      {claim && (
        <form className="identity-proof-step" onSubmit={submit} noValidate>
          <h2 className="identity-proof-heading" ref={stepTwo} tabIndex={-1}>
            {t("proof.step2")}
          </h2>
          <TextArea
            label={t("proof.message")}
            rows={3}
            readOnly
            value={claim.claim}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="identity-proof-actions">
            <button type="button" className="button" onClick={() => copyClaim(claim.claim)}>
              {t("proof.copyMessage")}
            </button>
          </div>
          {commands && (
            <>
              <p>{t("proof.signCommands")}</p>
              <pre className="identity-proof-code">
                <code>{commands}</code>
              </pre>
            </>
          )}
          <TextArea
            label={t("proof.signature")}
            hint={
              signed?.prehashed
                ? t("proof.prehashed")
                : signed && key && signed.keyId !== key.keyId
                  ? t("proof.otherKey", { keyId: signed.keyId })
                  : t("proof.signatureHint")
            }
            rows={5}
            value={signature}
            onChange={(event) => setSignature(event.target.value)}
          />
          <div className="identity-proof-actions">
            <button
              type="submit"
              className="button button-primary"
              disabled={signature.trim() === "" || submitProof.isPending}
            >
              {t("proof.submit")}
            </button>
          </div>
          {submitProof.isError && <ErrorNotice>{errorMessage(submitProof.error)}</ErrorNotice>}
        </form>
      )}
    </div>
  );
}

/** A labelled monospace text box for keys, claims and signatures, with its hint tied to it. */
function TextArea({
  label,
  hint,
  ...textarea
}: { label: string; hint?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="identity-proof-text"
        spellCheck={false}
        autoComplete="off"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...textarea}
      />
      {hint ? (
        <div className="field-hint" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
