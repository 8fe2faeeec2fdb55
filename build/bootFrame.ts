import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  AtSign,
  Bookmark,
  Ellipsis,
  Gem,
  Globe,
  House,
  LogOut,
  Mail,
  Repeat2,
  Reply,
  Search,
  SlidersHorizontal,
  SmilePlus,
  ThumbsUp,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { Plugin } from "vite";
import { FRAME_TEXTS, PLACES, PLACE_ICON_SIZE, type PlaceKey } from "../src/app/shell/places.ts";
import { AvatarPlaceholder } from "../src/ui/AvatarPlaceholder.tsx";

/**
 * The shell's frame, written into index.html at build time (and by the dev
 * server): the top bar, the sidebar with its places' names and icons (the
 * bottom bar on phones), the page's heading and placeholder cards, in the
 * shell's own classes, so the first paint already shows the shell as the app
 * then draws it, before any script has run. It shows only with a kept
 * session (public/boot.js marks the page); React's first render replaces it.
 *
 * Texts are English here; each carries its message id (`data-boot-text`),
 * and boot.js puts in the words the app kept from the last visit, in the
 * user's language, before the frame is painted. Each place carries its key
 * (`data-boot-place`): boot.js leaves out those the app did not show then.
 * The user's name (`data-boot-user`) comes from the kept user.
 */
export function bootFrame({ catalogue }: { catalogue: string }): Plugin {
  return {
    name: "boot-frame",
    transformIndexHtml(html) {
      const english = JSON.parse(readFileSync(catalogue, "utf8")) as Record<string, string>;
      return html.replace("<!--boot-frame-->", frameHtml(english));
    },
  };
}

/** The frame's markup, with `english` (message id → text) for its words. */
export function frameHtml(english: Record<string, string>): string {
  const text = (id: (typeof FRAME_TEXTS)[number] | (typeof PLACES)[number]["label"]) =>
    `data-boot-text="${id}">${escapeHtml(english[id] ?? "")}`;
  const icon = (Icon: LucideIcon, size: number) =>
    renderToStaticMarkup(createElement(Icon, { size, "aria-hidden": "true" }));
  const avatar = (size: number) => renderToStaticMarkup(createElement(AvatarPlaceholder, { size }));
  const places = PLACES.map(
    ({ key, label, icon: Icon }) =>
      `<li data-boot-place="${key}"><span class="sidebar-link">${icon(Icon, PLACE_ICON_SIZE)}<span class="sidebar-link-text" ${text(label)}</span></span></li>`,
  ).join("");
  const bar = [
    icon(House, 22),
    icon(placeIcon("notifications"), 22),
    icon(placeIcon("local"), 22),
    icon(Search, 22),
    avatar(26),
    icon(Ellipsis, 22),
  ]
    .map((inner) => `<li><span class="bottom-nav-link">${inner}</span></li>`)
    .join("");
  return [
    `<div class="boot-frame" aria-hidden="true" inert>`,
    `<div class="shell shell-signed-in">`,
    `<div class="top-bar">`,
    `<span class="top-bar-home">${icon(House, 22)}</span>`,
    `<span class="search-box control-frame"><span class="search-box-input boot-frame-hint" ${text("search.placeholder")}</span><span class="search-box-submit">${icon(Search, 18)}</span></span>`,
    `<span class="top-bar-profile">${avatar(32)}<span class="top-bar-username" dir="ltr" data-boot-user="username"></span></span>`,
    `</div>`,
    `<div class="shell-body">`,
    `<div class="sidebar"><ul class="sidebar-list">${places}`,
    `<li><span class="sidebar-link boot-frame-account"><span class="account-switcher-current">${avatar(28)}<span class="account-switcher-name" data-boot-user="name"></span></span></span></li>`,
    `<li><span class="sidebar-link">${icon(LogOut, 20)}<span class="sidebar-link-text" ${text("nav.logout")}</span></span></li>`,
    `</ul></div>`,
    `<div class="shell-main">`,
    `<h1 class="page-heading" data-boot-heading ${text("nav.home")}</h1>`,
    `<div class="boot-frame-card"></div><div class="boot-frame-card"></div><div class="boot-frame-card"></div>`,
    `</div>`,
    `</div>`,
    `<div class="bottom-nav boot-frame-bottom"><ul class="bottom-nav-list">${bar}</ul></div>`,
    `</div>`,
    // The last element: boot.js has the whole frame once this is parsed.
    `<span data-boot-end></span>`,
    `</div>`,
  ].join("");
}

/**
 * The icons public/bootPosts.js draws in home's first posts, the card's own
 * (PostCard, PostHeader, PostFooter, HomeFilterMenu): name → SVG markup,
 * which the build puts into that script (build/minifyBootScript.ts).
 */
export function bootPostIcons(): Record<string, string> {
  const icons: Record<string, LucideIcon> = {
    reply: Reply,
    repost: Repeat2,
    like: ThumbsUp,
    react: SmilePlus,
    bookmark: Bookmark,
    more: Ellipsis,
    filter: SlidersHorizontal,
    public: Globe,
    private: Users,
    subscribers: Gem,
    conversation: AtSign,
    direct: Mail,
  };
  return Object.fromEntries(
    Object.entries(icons).map(([name, Icon]) => [
      name,
      renderToStaticMarkup(createElement(Icon, { size: 24, "aria-hidden": "true" })),
    ]),
  );
}

function placeIcon(key: PlaceKey): LucideIcon {
  const place = PLACES.find((candidate) => candidate.key === key);
  if (!place) throw new Error(`no place ${key}`);
  return place.icon;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}
