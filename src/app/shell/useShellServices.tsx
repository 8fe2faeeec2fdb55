import { useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { setUnreadInTitle } from "@/routing/documentTitle";
import { paths } from "@/routing/paths";
import { useGlobalShortcuts } from "@/components/keyboard/shortcuts";
import { useDestinations, useLogOut, type Destination } from "./navigation";
import { ShortcutsHelp } from "./ShortcutsHelp";
import { useKeepFrame } from "./useKeepFrame";
import { useInstanceChoices } from "@/state/instanceChoices";
import { useIdle } from "@/ui/useIdle";

export interface ShellServices {
  /** The places the bars draw, with what waits unread in them. */
  destinations: Destination[];
  /** Logging out, asking first when a draft would be lost. */
  logOut: () => void;
  /** The dialogs these services open (the logout confirmation, the shortcuts' help), drawn once. */
  dialogs: ReactNode;
}

/**
 * What the shell does beyond drawing, whichever bar shows (the sidebar, or
 * the bottom bar on phones): the unread count in the document title, the
 * words kept for the next start's frame, the global keyboard shortcuts and
 * the logout confirmation. The shell calls it once; the bars only draw.
 */
export function useShellServices(signedIn: boolean, user: CredentialAccount | null): ShellServices {
  const navigate = useNavigate();
  const destinations = useDestinations(user);
  const unread = destinations.find((place) => place.count)?.count?.count ?? 0;
  useEffect(() => {
    setUnreadInTitle(unread);
    return () => setUnreadInTitle(0);
  }, [unread]);
  useKeepFrame(user, destinations);
  // The instance's like icon and emoji row, once the start is over (5.3.0+).
  useInstanceChoices(useIdle());
  const { logOut, confirmation } = useLogOut();
  const [help, setHelp] = useState(false);
  useGlobalShortcuts({
    messages: () => {
      if (!signedIn) return false;
      void navigate(paths.messages);
      return true;
    },
    help: () => {
      setHelp(true);
      return true;
    },
  });
  return {
    destinations,
    logOut,
    dialogs: (
      <>
        {signedIn && confirmation}
        <ShortcutsHelp open={help} onClose={() => setHelp(false)} />
      </>
    ),
  };
}
