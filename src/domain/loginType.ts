import type { AuthenticationMethod } from "@/api/entities/authenticationMethod";
import type { Instance } from "@/api/entities/instance";
import { primaryChain } from "./permissions";

/** Login types in the order the form offers them. */
export const LOGIN_TYPES: readonly AuthenticationMethod[] = [
  "password",
  "eip4361",
  "caip122_monero",
];

function isGated(instance: Instance): boolean {
  return primaryChain(instance)?.features.gate ?? false;
}

/** The login types the form offers: only Ethereum on a gated instance. */
export function availableLoginTypes(instance: Instance): AuthenticationMethod[] {
  const offered = LOGIN_TYPES.filter((type) => instance.authentication_methods.includes(type));
  if (isGated(instance)) return offered.filter((type) => type === "eip4361");
  return offered;
}

/**
 * The default login type: password; Ethereum when the instance offers it and a
 * wallet is in the browser or the instance is gated.
 */
export function defaultLoginType(instance: Instance, hasWallet: boolean): AuthenticationMethod {
  const offersEthereum = instance.authentication_methods.includes("eip4361");
  if (offersEthereum && (hasWallet || isGated(instance))) return "eip4361";
  return "password";
}
