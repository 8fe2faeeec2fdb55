import { useEffect, useState } from "react";
import { whenIdle } from "./whenIdle";

/**
 * False until the browser has been idle once since the component mounted (at
 * the latest a second later): for requests that must not compete with the
 * start's own for the network.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
