import { describe, expect, it } from "vitest";
import {
  ADMIN_PERMISSIONS,
  makeInstance,
  makeUser,
  READ_ONLY_PERMISSIONS,
  USER_PERMISSIONS,
} from "@/test/fixtures";
import { linkShown, routeRedirect } from "./access";

const user = makeUser(USER_PERMISSIONS);
const admin = makeUser(ADMIN_PERMISSIONS);
const reader = makeUser(READ_ONLY_PERMISSIONS);
const open = makeInstance();
const closed = makeInstance({
  allow_unauthenticated: { timeline_local: false },
  federated_timeline_restricted: true,
});
const withSubscriptions = makeInstance({
  blockchains: [{ chain_id: "monero:x", chain_metadata: null, features: { subscriptions: true } }],
});

describe("routeRedirect (route table and guard)", () => {
  it("lets everyone see public routes", () => {
    expect(routeRedirect("everyone", open, null)).toBeNull();
    expect(routeRedirect("everyone", open, user)).toBeNull();
  });
  it("sends signed-in users away from guest-only routes to home", () => {
    expect(routeRedirect("guests", open, null)).toBeNull();
    expect(routeRedirect("guests", open, user)).toBe("home");
  });
  it("sends guests away from authenticated routes to the landing page", () => {
    expect(routeRedirect("authenticated", open, null)).toBe("landing");
    expect(routeRedirect("authenticated", open, user)).toBeNull();
  });
  it("opens the local timeline to guests only when the instance allows it", () => {
    expect(routeRedirect("local-timeline", open, null)).toBeNull();
    expect(routeRedirect("local-timeline", closed, null)).toBe("landing");
    expect(routeRedirect("local-timeline", closed, user)).toBeNull();
  });
  it("shows the federated timeline unless restricted, and always to admins", () => {
    expect(routeRedirect("federated-timeline", open, null)).toBe("landing");
    expect(routeRedirect("federated-timeline", open, user)).toBeNull();
    expect(routeRedirect("federated-timeline", closed, user)).toBe("home");
    expect(routeRedirect("federated-timeline", closed, admin)).toBeNull();
  });
  it("needs manage_subscription_options and a chain with subscriptions", () => {
    expect(routeRedirect("subscription-settings", withSubscriptions, null)).toBe("landing");
    expect(routeRedirect("subscription-settings", withSubscriptions, reader)).toBe("home");
    expect(routeRedirect("subscription-settings", withSubscriptions, user)).toBeNull();
    expect(routeRedirect("subscription-settings", withSubscriptions, admin)).toBeNull();
    expect(routeRedirect("subscription-settings", open, admin)).toBe("home");
  });
  it("shows the groups routes to a signed-in user of a server with groups, else sends them home", () => {
    const groups = makeInstance({ version: "4.0.0 (compatible; Mitra 5.9.1)" });
    expect(routeRedirect("groups", groups, user)).toBeNull();
    expect(routeRedirect("groups", groups, null)).toBe("landing");
    expect(routeRedirect("groups", open, user)).toBe("home");
  });
  it("shows the favourites to a signed-in user of a server that lists them, else sends them home", () => {
    const newer = makeInstance({ version: "4.0.0 (compatible; Mitra 4.17.0)" });
    expect(routeRedirect("favourites", newer, user)).toBeNull();
    expect(routeRedirect("favourites", newer, null)).toBe("landing");
    expect(
      routeRedirect(
        "favourites",
        makeInstance({ version: "4.0.0 (compatible; Mitra 4.16.1)" }),
        user,
      ),
    ).toBe("home");
    expect(routeRedirect("favourites", open, user)).toBe("home");
  });
});

describe("linkShown (the navigation's places)", () => {
  it("links a route when its guard would show it", () => {
    expect(linkShown("federated-timeline", closed, user)).toBe(false);
    expect(linkShown("federated-timeline", closed, admin)).toBe(true);
    expect(
      linkShown("groups", makeInstance({ version: "4.0.0 (compatible; Mitra 3.10.0)" }), user),
    ).toBe(false);
    expect(
      linkShown("groups", makeInstance({ version: "4.0.0 (compatible; Mitra 5.9.0)" }), user),
    ).toBe(true);
    expect(linkShown("authenticated", open, reader)).toBe(true);
  });
  it("links only what a session alone may see while the user or the instance is awaited", () => {
    for (const instance of [open, undefined]) {
      expect(linkShown("authenticated", instance, null)).toBe(true);
      expect(linkShown("everyone", instance, null)).toBe(true);
      expect(linkShown("local-timeline", instance, null)).toBe(true);
      expect(linkShown("federated-timeline", instance, null)).toBe(false);
      expect(linkShown("favourites", instance, null)).toBe(false);
    }
    expect(linkShown("groups", undefined, user)).toBe(false);
  });
});
