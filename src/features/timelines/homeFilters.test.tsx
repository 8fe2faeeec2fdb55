import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/renderApp";
import { preloadScreens } from "@/test/preloadScreens";

preloadScreens(() => import("./HomeTimeline"));

const feed = () => screen.findByRole("feed", { name: "Home" }, { timeout: 20_000 });

describe("a quieter home", () => {
  it("hides reposts and replies from home's menu at once, and shows them again", async () => {
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    const list = await feed();
    await within(list).findAllByRole("article");
    expect(within(list).getAllByText("Reposted by").length).toBeGreaterThan(0);
    const replies = within(list).getAllByRole("link", { name: /^Replying to/ }).length;
    expect(replies).toBeGreaterThan(0);

    await user.click(screen.getByRole("button", { name: "Home timeline filters" }));
    const panel = await screen.findByRole("dialog", { name: "Home timeline filters" });
    await user.click(within(panel).getByRole("checkbox", { name: "Hide reposts" }));
    await waitFor(() => expect(within(list).queryAllByText("Reposted by")).toHaveLength(0));
    expect(within(list).getAllByRole("article").length).toBeGreaterThan(0);

    await user.click(within(panel).getByRole("radio", { name: "Hide replies" }));
    // What is left answers the reader or goes on its author's own thread.
    await waitFor(() =>
      expect(within(list).queryAllByRole("link", { name: /^Replying to/ }).length).toBeLessThan(
        replies,
      ),
    );
    await user.click(within(panel).getByRole("checkbox", { name: "Hide reposts" }));
    await user.click(within(panel).getByRole("radio", { name: "Show all replies" }));
    await waitFor(() => expect(within(list).getAllByText("Reposted by").length).toBeGreaterThan(0));
  }, 120_000);

  it("offers the same switches in Settings", async () => {
    renderApp("/settings", { signedInAs: "alice" });
    const section = await screen.findByRole(
      "region",
      { name: "Home timeline filters" },
      { timeout: 20_000 },
    );
    expect(within(section).getByRole("checkbox", { name: "Hide reposts" })).not.toBeChecked();
    expect(within(section).getByRole("radio", { name: "Show all replies" })).toBeChecked();
  });
});
