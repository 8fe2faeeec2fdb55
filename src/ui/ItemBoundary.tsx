import type { ReactNode } from "react";
import { useT } from "@/i18n/useT";
import { ErrorBoundary } from "./ErrorBoundary";
import "./ItemBoundary.css";

/**
 * One item of a list or feed (a post, a notification, an account, a
 * conversation), its failure kept inside it: the item shows a small notice,
 * and the list, the shell and the other items keep working.
 */
export function ItemBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={() => <ItemFailed />}>{children}</ErrorBoundary>;
}

function ItemFailed() {
  const t = useT();
  return <p className="item-failed">{t("error.itemFailed")}</p>;
}
