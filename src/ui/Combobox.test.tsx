import { useState } from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Combobox } from "./Combobox";

const PEOPLE = ["ada@one.example", "adam@two.example", "adele@three.example"];

/** A caller that "searches" by prefix, as a feed's "add user" field would. */
function Harness({
  onPick,
  loading = false,
  results,
}: {
  onPick: (acct: string) => void;
  loading?: boolean;
  results?: string[];
}) {
  const [value, setValue] = useState("");
  const found = results ?? PEOPLE.filter((acct) => value !== "" && acct.startsWith(value));
  return (
    <div>
      <p>Outside</p>
      <Combobox
        label="Add a person"
        listLabel="People"
        value={value}
        onValueChange={setValue}
        suggestions={loading ? [] : found}
        getKey={(acct) => acct}
        renderSuggestion={(acct) => <span>@{acct}</span>}
        onPick={(acct) => {
          onPick(acct);
          setValue("");
        }}
        loading={loading}
        loadingLabel="Searching…"
        emptyLabel="Nobody found"
      />
    </div>
  );
}

function setup(props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const user = userEvent.setup();
  const onPick = vi.fn();
  render(<Harness onPick={onPick} {...props} />);
  return { user, onPick, field: screen.getByRole("combobox", { name: "Add a person" }) };
}

/**
 * A suggestion highlighted, then a later answer (the instance's own emoji, a
 * search) redraws the list without it.
 */
async function listReplaced() {
  const user = userEvent.setup();
  const onPick = vi.fn();
  const { rerender } = render(<Harness onPick={onPick} results={["adam@two.example"]} />);
  const field = screen.getByRole("combobox", { name: "Add a person" });
  await user.type(field, "ad");
  await waitFor(() => expect(options()[0]).toHaveAttribute("aria-selected", "true"));
  rerender(<Harness onPick={onPick} results={["ada@one.example", "adele@three.example"]} />);
  return { user, onPick, field };
}

const options = () =>
  within(screen.getByRole("listbox", { name: "People" })).getAllByRole("option");

describe("Combobox", { timeout: 20_000 }, () => {
  it("picks the highlighted suggestion with the arrows and Enter, focus staying in the field", async () => {
    const { user, onPick, field } = setup();
    await user.type(field, "ad");
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(field).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(options()[0]).toHaveAttribute("aria-selected", "true"));
    await user.keyboard("{ArrowDown}");
    expect(options()[1]).toHaveAttribute("aria-selected", "true");
    expect(field).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onPick).toHaveBeenCalledWith("adam@two.example");
    expect(onPick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(field).toHaveValue("");
  });

  it("highlights the first suggestion again when an answer replaces the highlighted one", async () => {
    const { user, onPick } = await listReplaced();
    await waitFor(() => expect(options()[0]).toHaveAttribute("aria-selected", "true"));
    await user.keyboard("{Enter}");
    expect(onPick).toHaveBeenCalledWith("ada@one.example");
  });

  it("picks the first suggestion on Enter right after an answer replaced the list", async () => {
    const { field, onPick } = await listReplaced();
    // No wait: the highlight may not have followed the new list yet.
    fireEvent.keyDown(field, { key: "Enter" });
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith("ada@one.example");
  });

  it("leaves Enter to the field once the arrows moved back to it", async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Harness onPick={onPick} results={["adam@two.example", "ada@one.example"]} />);
    const field = screen.getByRole("combobox", { name: "Add a person" });
    await user.type(field, "ad");
    await waitFor(() => expect(options()[0]).toHaveAttribute("aria-selected", "true"));
    await user.keyboard("{ArrowUp}");
    await waitFor(() => expect(options()[0]).toHaveAttribute("aria-selected", "false"));
    await user.keyboard("{Enter}");
    expect(onPick).not.toHaveBeenCalled();
  });

  it("picks with the mouse", async () => {
    const { user, onPick, field } = setup();
    await user.type(field, "ade");
    await waitFor(() => expect(options()).toHaveLength(1));
    await user.click(screen.getByRole("option", { name: "@adele@three.example" }));
    expect(onPick).toHaveBeenCalledWith("adele@three.example");
  });

  it("closes on Escape without picking or losing the text, until the text changes", async () => {
    const { user, onPick, field } = setup();
    await user.type(field, "ad");
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(field).toHaveValue("ad");
    expect(field).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onPick).not.toHaveBeenCalled();
    await user.type(field, "a");
    await waitFor(() => expect(options()).toHaveLength(2));
  });

  it("says when it is searching", async () => {
    const { user, field } = setup({ loading: true });
    await user.type(field, "zz");
    expect(await screen.findByRole("listbox", { name: "People" })).toHaveTextContent("Searching…");
    expect(screen.getByRole("status")).toHaveTextContent("Searching…");
  });

  it("says when nothing was found", async () => {
    const { user, field } = setup({ results: [] });
    await user.type(field, "zz");
    expect(await screen.findByRole("listbox", { name: "People" })).toHaveTextContent(
      "Nobody found",
    );
    expect(screen.getByRole("status")).toHaveTextContent("Nobody found");
  });
});
