import { useEffect } from "react";
import { setScreenTitle } from "./documentTitle";

/** Names the screen in the document title while it is shown. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    setScreenTitle(title);
  }, [title]);
}
