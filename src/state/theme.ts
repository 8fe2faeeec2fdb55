import { useClientConfig, type Theme } from "./clientConfig";
import { useSystemTheme } from "./systemTheme";

/** The theme in force: the user's stored choice, else the system preference. */
export function useEffectiveTheme(): Theme {
  const { theme } = useClientConfig();
  const system = useSystemTheme();
  return theme ?? system;
}
