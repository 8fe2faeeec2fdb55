import { useState } from "react";
import { proofDid } from "@/domain/identityProof";
import { errorMessage } from "@/domain/errors";
import { useT } from "@/i18n/useT";
import { useCapabilities } from "@/state/instance";
import { useRemoveIdentityProof } from "@/state/identityProofs";
import { useCurrentUser } from "@/state/session/sessionContext";
import { ConfirmDialog } from "@/ui/Dialog";
import { ErrorNotice } from "@/ui/ErrorNotice";

/**
 * The user's identity proofs, each with "Remove" (after a confirmation)
 * where the server removes proofs and the proof's DID can be named.
 */
export function OwnProofs() {
  const t = useT();
  const user = useCurrentUser();
  const { removeIdentityProof } = useCapabilities();
  const remove = useRemoveIdentityProof();
  const [confirming, setConfirming] = useState<{ label: string; did: string } | null>(null);
  if (user.identity_proofs.length === 0) return null;

  return (
    <section className="identity-proof-step" aria-labelledby="own-proofs-heading">
      <h2 id="own-proofs-heading" className="identity-proof-heading">
        {t("proof.yourProofs")}
      </h2>
      <ul className="identity-proof-list">
        {user.identity_proofs.map((proof) => {
          const did = proofDid(proof);
          const label = `${proof.name} ${proof.value}`;
          return (
            <li key={`${proof.name} ${proof.value}`} className="identity-proof-item">
              <span className="identity-proof-name">{proof.name}</span>
              <code className="identity-proof-value">{proof.value}</code>
              {removeIdentityProof && did !== null && (
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={t("proof.removeNamed", { proof: label })}
                  disabled={remove.isPending}
                  onClick={() => setConfirming({ label, did })}
                >
                  {t("proof.remove")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {remove.error && <ErrorNotice>{errorMessage(remove.error)}</ErrorNotice>}
      <ConfirmDialog
        open={confirming !== null}
        title={t("proof.removeConfirm", { proof: confirming?.label ?? "" })}
        confirmLabel={t("proof.remove")}
        cancelLabel={t("common.cancel")}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) remove.mutate(confirming.did);
          setConfirming(null);
        }}
      />
    </section>
  );
}
