import { MemoryRouter, useLocation } from "react-router";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAddressChoice } from "./useAddressChoice";

function Choice({ values }: { values: readonly ["all", ...("all" | "mentions")[]] }) {
  const [value, choose, requested] = useAddressChoice("filter", values);
  const { search } = useLocation();
  return (
    <>
      <p>shown: {value}</p>
      <p>asked: {requested ?? "nothing"}</p>
      <p>address: {search || "bare"}</p>
      <button type="button" onClick={() => choose("mentions")}>
        Mentions
      </button>
      <button type="button" onClick={() => choose("all")}>
        All
      </button>
    </>
  );
}

function renderAt(path: string, values: readonly ["all", ...("all" | "mentions")[]]) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Choice values={values} />
    </MemoryRouter>,
  );
}

describe("useAddressChoice", () => {
  it("reads the choice from the address, the first value when none is named", () => {
    renderAt("/notifications?filter=mentions", ["all", "mentions"]);
    expect(screen.getByText("shown: mentions")).toBeInTheDocument();
  });

  it("reads an unknown or not allowed value as the default, and still says what was asked", () => {
    renderAt("/notifications?filter=mentions", ["all"]);
    expect(screen.getByText("shown: all")).toBeInTheDocument();
    expect(screen.getByText("asked: mentions")).toBeInTheDocument();
  });

  it("writes a choice into the address and leaves the address bare for the default", () => {
    renderAt("/notifications", ["all", "mentions"]);
    expect(screen.getByText("address: bare")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Mentions" }));
    expect(screen.getByText("shown: mentions")).toBeInTheDocument();
    expect(screen.getByText("address: ?filter=mentions")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "All" }));
    expect(screen.getByText("address: bare")).toBeInTheDocument();
  });
});
