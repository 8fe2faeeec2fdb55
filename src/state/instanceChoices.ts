import { skipToken, useQuery } from "@tanstack/react-query";
import { getDomainBlocks, getInstanceChoices, getPeers } from "@/api/instanceChoices";
import type { InstanceChoices } from "@/api/entities/instanceChoices";
import { capabilitiesFor } from "@/domain/capabilities";
import { viewerOf, type Viewer } from "@/state/session/authed";
import { useAccountScope } from "@/state/session/sessionContext";
import { useInstanceQuery } from "./instance";

const instanceChoicesKeys = {
  choices: ["instanceChoices"] as const,
  domainBlocks: (viewer: Viewer) => ["domainBlocks", viewerOf(viewer)] as const,
  peers: ["peers"] as const,
};

/** Whether the server says its choices (5.3.0+), once instance info is known. */
function useHasChoices(): boolean {
  const version = useInstanceQuery().data?.version;
  return version !== undefined && capabilitiesFor(version).instanceChoices;
}

/**
 * Asks for the admin's like icon and emoji row when `wanted` (the shell,
 * once the browser is idle after the start; a picker, when it opens) and the
 * server has them. Never on the start's way: until it answers, and on older
 * servers, today's defaults hold.
 */
export function useInstanceChoices(wanted: boolean): InstanceChoices | undefined {
  const capable = useHasChoices();
  return useQuery({
    queryKey: instanceChoicesKeys.choices,
    queryFn: wanted && capable ? getInstanceChoices : skipToken,
    staleTime: Infinity,
  }).data;
}

/** The like button's icon: what the instance chose once known, else a thumbs-up. */
export function useLikeEmoji(): InstanceChoices["like_emoji"] {
  return useInstanceChoices(false)?.like_emoji ?? "thumbs_up";
}

/**
 * The servers this one refuses (4.12.0+). A visitor asks too: a private list
 * answers 401, which the About page takes as "no section".
 */
export function useDomainBlocks() {
  const scope = useAccountScope();
  const { token } = scope;
  const version = useInstanceQuery().data?.version;
  const capable = version !== undefined && capabilitiesFor(version).domainBlocks;
  return useQuery({
    queryKey: instanceChoicesKeys.domainBlocks(scope),
    queryFn: capable ? () => getDomainBlocks(token) : skipToken,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The servers this one has met, by host name. */
export function usePeers() {
  return useQuery({
    queryKey: instanceChoicesKeys.peers,
    queryFn: getPeers,
    staleTime: 5 * 60_000,
  });
}
