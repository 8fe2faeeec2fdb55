import { useState, type ReactNode } from "react";
import { errorMessage } from "@/domain/errors";
import { useT } from "@/i18n/useT";
import { detectWallet } from "@/components/wallet/walletDetect";
import { useLinkWallet } from "@/state/identityProofs";
import { ConfirmDialog } from "@/ui/Dialog";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { Spinner } from "@/ui/Spinner";
import { showToast } from "@/ui/toastStore";

/**
 * Linking the browser wallet's address to the own profile: asked first, then
 * account access, the claim, the wallet's signature and the proof. `start`
 * opens the question; `view` is the question, the progress and any error.
 */
export function useWalletLink(): { start: () => void; view: ReactNode } {
  const t = useT();
  const link = useLinkWallet();
  const [confirming, setConfirming] = useState(false);
  const [notDetected, setNotDetected] = useState(false);

  const start = () => {
    link.reset();
    const found = detectWallet() !== null;
    setNotDetected(!found);
    if (found) setConfirming(true);
  };

  const confirm = () => {
    setConfirming(false);
    const provider = detectWallet();
    if (!provider) {
      setNotDetected(true);
      return;
    }
    link.mutate(
      async () => {
        // viem comes with the wallet code, only when a wallet is used.
        const { connectWallet } = await import("@/components/wallet/ethereum");
        return connectWallet(provider);
      },
      { onSuccess: () => showToast(t("profile.walletLinked")) },
    );
  };

  const view = (
    <>
      <ConfirmDialog
        open={confirming}
        title={t("profile.linkWalletConfirm")}
        confirmLabel={t("profile.linkWallet")}
        cancelLabel={t("common.cancel")}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
      {link.isPending && <Spinner label={t("profile.linkingWallet")} />}
      {notDetected && <ErrorNotice>{t("profile.walletNotDetected")}</ErrorNotice>}
      {link.isError && <ErrorNotice>{errorMessage(link.error)}</ErrorNotice>}
    </>
  );
  return { start, view };
}
