import { vi } from "vitest";
import { PHONE_QUERY } from "@/ui/useMediaQuery";

/** A viewport below 700 px: matchMedia answers the phone query (and nothing else) with true. */
export function onPhone(): void {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === PHONE_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
