import type { ReactNode } from "react";
import { Navigate, useParams } from "react-router";
import type { MessageId } from "../i18n/i18n";
import { paths } from "../routing/paths";
import { usePageTitle } from "../routing/usePageTitle";
import { useT } from "../i18n/useT";

/**
 * The frame of a screen whose content a later issue builds: its heading and
 * place in the layout, so routes and guards work and are tested now.
 */
export function ScreenOutline({ title }: { title: MessageId }) {
  const t = useT();
  usePageTitle(t(title));
  return (
    <>
      <h1 className="page-heading">{t(title)}</h1>
      <p className="muted">{t("outline.notYet")}</p>
    </>
  );
}

/** `/@{acct}` routes share the path shape of any single segment; others go home. */
export function AcctOutline({ title }: { title: MessageId }) {
  const { handle = "" } = useParams();
  if (!handle.startsWith("@") || handle.length < 2) return <Navigate to={paths.home} replace />;
  return <ScreenOutline title={title} />;
}

/** `/@{acct}` screens: any other single segment goes home. */
export function AcctRoute({ screen }: { screen: ReactNode }) {
  const { handle = "" } = useParams();
  if (!handle.startsWith("@") || handle.length < 2) return <Navigate to={paths.home} replace />;
  return screen;
}
