import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { keepHome, useCatchUp } from "./offlineCopy";
import { useSession } from "./session/sessionContext";
import { useTimeline } from "./timelines";

const HOME = { kind: "home" } as const;

/**
 * Home kept for reading offline: its first posts each time the server's
 * answer grows the list (not when the list is the copy itself), and read
 * afresh when the network returns.
 */
export function useHomeCopy(): void {
  const client = useQueryClient();
  const { scope, accountId } = useSession();
  const { data } = useTimeline(HOME);
  useCatchUp();
  useEffect(() => {
    if (!data || accountId === null || data.pages.some((page) => page.kept !== undefined)) return;
    void keepHome(
      client,
      scope,
      accountId,
      data.pages.flatMap((page) => page.ids),
    );
  }, [client, scope, accountId, data]);
}
