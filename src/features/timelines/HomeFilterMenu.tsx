import { SlidersHorizontal } from "lucide-react";
import { useT } from "@/i18n/useT";
import { Popover } from "@/ui/Popover";
import { HomeFilterControls } from "@/components/home/HomeFilterControls";

/** Home's own menu of its filters (also in Settings): what changes shows at once. */
export function HomeFilterMenu() {
  const t = useT();
  return (
    <Popover
      label={t("homeFilters.title")}
      title={t("homeFilters.title")}
      button={<SlidersHorizontal size={18} aria-hidden="true" />}
      placement="bottom-end"
      panelClassName="home-filter-panel"
    >
      {() => <HomeFilterControls />}
    </Popover>
  );
}
