import { Link } from "react-router";
import { LoadError } from "@/ui/LoadError";
import { paths } from "@/routing/paths";
import { useT } from "@/i18n/useT";

/** What a screen shows when it fails: the shell stays, the failure is explained. */
export function RouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="route-error">
      <h1 className="page-heading">{t("error.title")}</h1>
      <LoadError error={error} onRetry={onRetry} />
      <p>
        <Link to={paths.home}>{t("error.goHome")}</Link>
      </p>
    </div>
  );
}
