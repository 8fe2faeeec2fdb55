import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { paths } from "@/routing/paths";
import { useT } from "@/i18n/useT";
import "./StaticPage.css";

/** The static layout visitors get on info pages: content and a back link. */
export function StaticPage({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <main className="static-page">
      <p>
        <Link to={paths.landing} className="static-page-back">
          <ArrowLeft className="icon-directional" aria-hidden="true" size={16} />
          {t("common.back")}
        </Link>
      </p>
      <article className="static-page-content">{children}</article>
    </main>
  );
}
