/**
 * The document title: "{screen} | {instance}", "Mitra" when the instance has
 * no title, with the unread notification count in front while signed in
 * ("(3) Home | Mitra"). Screens set the first part, the shell the instance
 * title and the count.
 */
const parts = { screen: null as string | null, site: "", unread: 0 };

function formatPageTitle(screen: string | null, site: string): string {
  const name = site || "Mitra";
  return screen ? `${screen} | ${name}` : name;
}

function apply(): void {
  const title = formatPageTitle(parts.screen, parts.site);
  document.title = parts.unread > 0 ? `(${String(parts.unread)}) ${title}` : title;
}

export function setScreenTitle(screen: string | null): void {
  parts.screen = screen;
  apply();
}

export function setSiteTitle(site: string): void {
  parts.site = site;
  apply();
}

export function setUnreadInTitle(count: number): void {
  parts.unread = count;
  apply();
}
