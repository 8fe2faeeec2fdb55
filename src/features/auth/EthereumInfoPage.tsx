import { usePageTitle } from "@/routing/usePageTitle";
import { useT } from "@/i18n/useT";

/** The Ethereum info page: static text about registering with a wallet. */
export function EthereumInfoPage() {
  const t = useT();
  usePageTitle(t("ethereum.title"));
  return (
    <>
      <h1 className="page-heading">{t("ethereum.title")}</h1>
      <p>{t("ethereum.intro")}</p>
      <p>{t("ethereum.storedForAuth")}</p>
      <p>{t("ethereum.publicOnlyAfterVerification")}</p>
      <p>{t("ethereum.freshAddress")}</p>
    </>
  );
}
