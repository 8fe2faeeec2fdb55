import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import { preloadScreens } from "@/test/preloadScreens";
import { renderApp } from "@/test/renderApp";

preloadScreens(
  () => import("./AccountsScreen"),
  () => import("@/features/settings/SettingsPage"),
);
afterEach(() => vi.unstubAllGlobals());

const LIST = "GET /api/v2/admin/accounts";

/** The table's body rows, as the text of their cells. */
function rows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
}

describe("the accounts page", { timeout: 60_000 }, () => {
  it("lists the local accounts, sorts and filters them, and links to each profile", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const { requests } = renderApp("/settings/accounts", { demo, signedInAs: "admin" });
    const table = await screen.findByRole("table", { name: "Accounts" }, { timeout: 15_000 });
    expect(requests.filter((r) => r === LIST)).toHaveLength(1);
    const all = rows(table);
    expect(all.find((row) => row[1] === "@admin")).toEqual([
      expect.any(String),
      "@admin",
      "Admin",
      "User",
      expect.stringMatching(/\d{4}$/),
    ]);
    expect(all.find((row) => row[1] === "@fediverse-cafe")?.slice(2)).toEqual([
      "None",
      "Group",
      "Never",
    ]);
    expect(all.find((row) => row[1] === "@reader")?.[2]).toBe("Read-only user");
    expect(all.some((row) => row[1]?.includes("remote.example"))).toBe(false);
    // Sorted by name at first; a click sorts by that column, a second the other way.
    const names = all.map((row) => (row[0] ?? "").toLocaleLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await user.click(within(table).getByRole("button", { name: "Address" }));
    expect(within(table).getByRole("columnheader", { name: "Address" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await user.click(within(table).getByRole("button", { name: "Address" }));
    const addresses = rows(table).map((row) => row[1] ?? "");
    expect(addresses).toEqual([...addresses].sort((a, b) => b.localeCompare(a)));

    await user.selectOptions(screen.getByLabelText("Type"), "Group");
    expect(rows(table).every((row) => row[3] === "Group")).toBe(true);
    await user.type(screen.getByLabelText("Name or address"), "garden");
    expect(rows(table).map((row) => row[1])).toEqual(["@alice-garden"]);
    expect(screen.getByText("1 account")).toHaveAttribute("role", "status");
    await user.type(screen.getByLabelText("Name or address"), "zzz");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("0 accounts")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Name or address"));
    await user.selectOptions(screen.getByLabelText("Type"), "All types");
    await user.click(await screen.findByRole("link", { name: "Quiet Reader" }));
    await waitFor(() => expect(location.pathname).toBe("/@reader"));
    // Nothing asked again: the server sends the whole list once.
    expect(requests.filter((r) => r === LIST)).toHaveLength(1);
  });

  it("shows the server's message when the list fails, with a retry", async () => {
    const demo = createDemoApp({ server: "5.9" });
    await call(demo, "POST", "/__demo/fail", {
      body: {
        path: "/api/v2/admin/accounts",
        status: 403,
        error_description: "permission error",
        times: 5,
      },
    });
    renderApp("/settings/accounts", { demo, signedInAs: "admin" });
    expect(
      await screen.findByText("permission error", {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("is linked from Settings for an admin on 5.9 only, and sends others home unasked", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const admin = renderApp("/settings", { demo, signedInAs: "admin" });
    const section = await screen.findByRole(
      "region",
      { name: "Administration" },
      { timeout: 15_000 },
    );
    expect(within(section).getByRole("link", { name: "Accounts" })).toHaveAttribute(
      "href",
      "/settings/accounts",
    );
    admin.unmount();

    const ordinary = renderApp("/settings/accounts", { demo, signedInAs: "alice" });
    await waitFor(() => expect(location.pathname).toBe("/home"));
    expect(screen.queryByRole("region", { name: "Administration" })).toBeNull();
    expect(ordinary.requests.filter((r) => r.includes("/admin/"))).toEqual([]);
    ordinary.unmount();

    const old = renderApp("/settings", {
      demo: createDemoApp({ server: "3.10" }),
      signedInAs: "admin",
    });
    await screen.findByRole("region", { name: "Appearance" });
    expect(screen.queryByRole("region", { name: "Administration" })).toBeNull();
    old.unmount();
    const direct = renderApp("/settings/accounts", {
      demo: createDemoApp({ server: "3.10" }),
      signedInAs: "admin",
    });
    await waitFor(() => expect(location.pathname).toBe("/home"));
    expect(direct.requests.filter((r) => r.includes("/admin/"))).toEqual([]);
  });
});
