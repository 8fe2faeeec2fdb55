import { gzip } from "pako";
import QRCode from "qrcode";
import { useMemo } from "react";
import type { Invoice } from "@/api/subscriptions";
import type { Account } from "@/api/entities/account";
import { errorMessage } from "@/domain/errors";
import {
  canCancelInvoice,
  canDismissInvoice,
  formatXmr,
  invoiceView,
  minutesLeft,
  paymentRequest,
  paymentUri,
  showsPaymentAddress,
  subscriptionRequestFields,
} from "@/domain/monero";
import { useT } from "@/i18n/useT";
import { useCancelInvoice } from "@/state/subscriptions";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { Spinner } from "@/ui/Spinner";
import { useNow } from "@/ui/useNow";

const gzipLevel9 = (data: Uint8Array) => gzip(data, { level: 9 });

/**
 * The invoice being paid: the address as a `monero:` link and a QR code of
 * the same URI, the payment request for wallets that take one, and what the
 * status means. This module holds the QR and gzip libraries, so it loads
 * only with an invoice.
 */
export function InvoicePanel({
  invoice,
  recipient,
  pricePerSecond,
  onDismiss,
}: {
  invoice: Invoice;
  recipient: Account;
  pricePerSecond: bigint;
  onDismiss: () => void;
}) {
  const t = useT();
  const cancel = useCancelInvoice();
  const view = invoiceView(invoice.status);
  const address = showsPaymentAddress(invoice.status) ? invoice.payment_address : null;
  const uri = address ? paymentUri(address, invoice.amount) : null;

  return (
    <section className="invoice" aria-labelledby="invoice-heading">
      <h2 id="invoice-heading">{t("invoice.heading")}</h2>
      <p className="invoice-amount">{t("invoice.amount", { amount: formatXmr(invoice.amount) })}</p>
      <p className="invoice-status" role="status">
        <InvoiceStatusText invoice={invoice} />
      </p>
      {address && uri && (
        <>
          <p className="invoice-address">
            <span>{t("invoice.address")}</span>{" "}
            <a href={uri} className="subscription-address">
              {address}
            </a>
          </p>
          <QrCode text={uri} label={t("invoice.qrLabel")} />
          <details className="invoice-request">
            <summary>{t("invoice.paymentRequest")}</summary>
            <code>
              {paymentRequest(
                subscriptionRequestFields({
                  recipientAcct: recipient.acct,
                  paymentAddress: address,
                  pricePerSecond,
                  createdAt: invoice.created_at,
                }),
                gzipLevel9,
              )}
            </code>
          </details>
        </>
      )}
      {cancel.isError && <ErrorNotice>{errorMessage(cancel.error)}</ErrorNotice>}
      <div className="subscription-actions">
        {canCancelInvoice(invoice.status) && (
          <button
            type="button"
            className="button button-secondary"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(invoice.id)}
          >
            {t("common.cancel")}
          </button>
        )}
        {canDismissInvoice(invoice.status) && (
          <button type="button" className="button" onClick={onDismiss}>
            {t("invoice.ok")}
          </button>
        )}
        {view === "processing" && <Spinner label={t("invoice.processing")} inline />}
      </div>
    </section>
  );
}

function InvoiceStatusText({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const now = useNow(30_000);
  switch (invoiceView(invoice.status)) {
    case "requested":
      return t("invoice.requested");
    case "open":
      return t("invoice.open", { count: minutesLeft(invoice.expires_at, now) });
    case "underpaid":
      return t("invoice.underpaid");
    case "processing":
      return t("invoice.processing");
    case "timeout":
      return t("invoice.timeout");
    case "cancelled":
      return t("invoice.cancelled");
    case "completed":
      return t("invoice.completed");
  }
}

/** A QR code drawn as one SVG path from the library's module matrix. */
function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    let d = "";
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${String(col)} ${String(row)}h1v1h-1z`;
      }
    }
    return { size: modules.size, path: d };
  }, [text]);
  // A quiet zone of 4 modules, as readers expect.
  const box = size + 8;
  return (
    <svg
      className="invoice-qr"
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${String(box)} ${String(box)}`}
      width={box * 5}
      height={box * 5}
      shapeRendering="crispEdges"
    >
      <rect x={-4} y={-4} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
