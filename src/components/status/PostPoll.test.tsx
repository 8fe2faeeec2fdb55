import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

function newerDemo() {
  const demo = createDemoApp({ server: "5.9" });
  const fixture = (name: string) => {
    const id = demo.store.fixtures[name];
    if (!id) throw new Error(`no fixture ${name}`);
    return id;
  };
  return { demo, fixture };
}

/** The poll of the post shown on its page. */
const findPoll = () => screen.findByRole("group", { name: "Poll" }, { timeout: 10_000 });

describe("poll in a post card", () => {
  it("votes once on a single-choice poll, then shows the results with the own choice", async () => {
    const user = userEvent.setup();
    const { demo, fixture } = newerDemo();
    const app = renderApp(`/post/${fixture("pollSingle")}`, { demo, signedInAs: "alice" });
    const poll = await findPoll();
    const vote = within(poll).getByRole("button", { name: "Vote" });
    expect(vote).toBeDisabled();
    expect(within(poll).getByText("5 people voted · 2 days left")).toBeInTheDocument();
    await user.click(within(poll).getByRole("radio", { name: "90 mm macro" }));
    await user.click(within(poll).getByRole("radio", { name: "24–70 mm zoom" }));
    expect(within(poll).getByRole("radio", { name: "90 mm macro" })).not.toBeChecked();
    await user.click(vote);
    expect(await within(poll).findByText("Your choice")).toBeInTheDocument();
    expect(within(poll).queryByRole("button", { name: "Vote" })).toBeNull();
    // 3 of 6 votes each for the first two options; the own one is the second.
    const rows = within(poll).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "50%35 mm primeMost votes",
      "50%24–70 mm zoomYour choiceMost votes",
      "0%90 mm macro",
    ]);
    expect(within(poll).getByText("6 people voted · 2 days left")).toBeInTheDocument();
    const votes = app.sent.filter((each) => each.request.startsWith("POST /api/v1/polls/"));
    expect(votes).toEqual([
      { request: `POST /api/v1/polls/${fixture("pollSingle")}/votes`, body: { choices: [1] } },
    ]);
  });

  it("takes several choices on a multiple-choice poll, shares of the voters", async () => {
    const user = userEvent.setup();
    const { demo, fixture } = newerDemo();
    renderApp(`/post/${fixture("pollMultiple")}`, { demo, signedInAs: "alice" });
    const poll = await findPoll();
    await user.click(within(poll).getByRole("checkbox", { name: "Events" }));
    await user.click(within(poll).getByRole("checkbox", { name: "Dark theme tweaks" }));
    await user.click(within(poll).getByRole("button", { name: "Vote" }));
    await within(poll).findAllByText("Your choice");
    // 5 voters: Groups 3 (60%), Events 2 (40%), Longer videos 1 (20%), Dark theme 2 (40%).
    expect(
      within(poll)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual([
      "60%GroupsMost votes",
      "40%EventsYour choice",
      "20%Longer videos",
      "40%Dark theme tweaksYour choice",
    ]);
  });

  it("keeps the choice and explains a failed vote", async () => {
    const user = userEvent.setup();
    const { demo, fixture } = newerDemo();
    await call(demo, "POST", "/__demo/fail", {
      body: {
        method: "POST",
        path: "/api/v1/polls/",
        status: 422,
        error_description: "poll has ended",
      },
    });
    renderApp(`/post/${fixture("pollSingle")}`, { demo, signedInAs: "alice" });
    const poll = await findPoll();
    await user.click(within(poll).getByRole("radio", { name: "35 mm prime" }));
    await user.click(within(poll).getByRole("button", { name: "Vote" }));
    expect(await screen.findByText("poll has ended")).toBeInTheDocument();
    expect(within(poll).getByRole("radio", { name: "35 mm prime" })).toBeChecked();
    expect(within(poll).getByRole("button", { name: "Vote" })).toBeEnabled();
  });

  it("shows a closed poll's results, without voting", async () => {
    const { demo, fixture } = newerDemo();
    renderApp(`/post/${fixture("pollExpired")}`, { demo, signedInAs: "alice" });
    const poll = await findPoll();
    expect(within(poll).getByText("6 people voted · Closed")).toBeInTheDocument();
    expect(within(poll).queryByRole("button", { name: "Vote" })).toBeNull();
    expect(within(poll).queryByRole("radio")).toBeNull();
    expect(within(poll).getAllByRole("listitem")[1]).toHaveTextContent(
      "50%Security notesMost votes",
    );
  });

  it("shows the author their own poll's results, and the voter their earlier choice", async () => {
    const { demo, fixture } = newerDemo();
    renderApp(`/post/${fixture("pollOwn")}`, { demo, signedInAs: "alice" });
    const own = await findPoll();
    expect(within(own).queryByRole("button", { name: "Vote" })).toBeNull();
    expect(within(own).getAllByRole("listitem")[1]).toHaveTextContent("75%Golden hourMost votes");
  });

  it("peeks at the results and goes back to the choices", async () => {
    const user = userEvent.setup();
    const { demo, fixture } = newerDemo();
    renderApp(`/post/${fixture("pollSingle")}`, { demo, signedInAs: "alice" });
    const poll = await findPoll();
    await user.click(within(poll).getByRole("button", { name: "Show results" }));
    expect(within(poll).getAllByRole("listitem")).toHaveLength(3);
    await user.click(within(poll).getByRole("button", { name: "Hide results" }));
    expect(within(poll).getAllByRole("radio")).toHaveLength(3);
  });

  it("draws the options' custom emoji as images, the rest as text", async () => {
    const { demo, fixture } = newerDemo();
    renderApp(`/post/${fixture("pollEmoji")}`, { demo, signedInAs: "alice" });
    const poll = await findPoll();
    expect(within(poll).getByRole("img", { name: ":blobcat:" })).toBeInTheDocument();
    expect(within(poll).getByRole("radio", { name: ":blobcat: Blobcat" })).toBeInTheDocument();
  });

  it("shows nothing of a poll on a server whose capabilities have no polls", async () => {
    const { demo, fixture } = newerDemo();
    await call(demo, "PATCH", "/__demo/instance", {
      body: { version: "4.0.0 (compatible; Mitra 3.12.0)" },
    });
    renderApp(`/post/${fixture("pollSingle")}`, { demo, signedInAs: "alice" });
    await screen.findByText(/one lens only/, undefined, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole("group", { name: "Poll" })).toBeNull());
    expect(screen.queryByRole("radio")).toBeNull();
  });
});
