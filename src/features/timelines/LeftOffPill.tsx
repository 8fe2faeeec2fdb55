import { Bookmark } from "lucide-react";
import { useT } from "@/i18n/useT";

/**
 * "Go to where you left off": the home marker another device moved. It only
 * offers; the feed goes there when the reader asks.
 */
export function LeftOffPill({
  offer,
  tooFar,
  goThere,
}: {
  offer: string | null;
  tooFar: boolean;
  goThere: () => void;
}) {
  const t = useT();
  if (tooFar) return <span className="home-news-note">{t("home.leftOffTooFar")}</span>;
  if (offer === null) return null;
  return (
    <button type="button" className="home-news-pill" onClick={goThere}>
      <Bookmark size={16} aria-hidden="true" />
      {t("home.leftOff")}
    </button>
  );
}
