import { useState } from "react";
import { caip122MoneroMessage, createNonce } from "@/domain/signInMessage";

/**
 * The CAIP-122 message for the typed Monero address; empty
 * until an address is typed. Nonce and time are fixed per visit so the text
 * the user signs does not change under them.
 */
export function useMoneroMessage(address: string, domain: string, statement: string): string {
  const [nonce] = useState(() => createNonce());
  const [issuedAt] = useState(() => new Date().toISOString());
  const trimmed = address.trim();
  if (!trimmed) return "";
  return caip122MoneroMessage({
    domain,
    address: trimmed,
    statement,
    uri: window.location.origin,
    nonce,
    issuedAt,
  });
}
