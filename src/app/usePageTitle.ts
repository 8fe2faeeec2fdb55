import { useEffect } from "react";
import { useInstanceQuery } from "../state/instance";
import { setBaseTitle } from "./documentTitle";

/** "{title} | {instance title}", falling back to "Mitra" (API-NOTES (n)). */
export function formatPageTitle(title: string | null, instanceTitle: string | undefined): string {
  const site = instanceTitle || "Mitra";
  return title ? `${title} | ${site}` : site;
}

export function usePageTitle(title: string | null): void {
  const { data: instance } = useInstanceQuery();
  useEffect(() => {
    setBaseTitle(formatPageTitle(title, instance?.title));
  }, [title, instance?.title]);
}
