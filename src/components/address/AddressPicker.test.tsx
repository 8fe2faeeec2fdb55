import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Account } from "@/api/entities/account";
import { aliasAddressRule, moveTargetRule } from "@/domain/accountSettings";
import type { AddressRule } from "@/domain/addressPick";
import { memberAddressRule } from "@/domain/feeds";
import { addressSearchServer, person } from "@/test/addressSearchServer";
import { AddressPicker } from "./AddressPicker";
import { useAddressPicker } from "./useAddressPicker";

afterEach(() => vi.unstubAllGlobals());

const carol = person("carol@remote.example");
const dave = person("dave@social.example");
const dana = person("dana@social.example");

function Picker({
  rule,
  take,
  errorPlacement,
}: {
  rule: AddressRule;
  take?: (account: Account) => Promise<unknown>;
  errorPlacement?: "field" | "box";
}) {
  const picker = useAddressPicker({
    rule,
    take,
    label: "Address",
    listLabel: "Matches",
    submitLabel: "Add",
    notFound: "Profile not found",
    describeError: (error) => (error instanceof Error ? error.message : "?"),
  });
  return <AddressPicker picker={picker} errorPlacement={errorPlacement} />;
}

function renderPicker(props: Parameters<typeof Picker>[0]) {
  const server = addressSearchServer({
    "carol@remote.example": [carol],
    da: [dave, dana],
  });
  render(<Picker {...props} />, { wrapper: server.wrapper });
  return server;
}

describe("AddressPicker", () => {
  it("offers matches in a list named for them, from the field, and picks one by click", async () => {
    const user = userEvent.setup();
    const take = vi.fn(() => Promise.resolve());
    renderPicker({ rule: memberAddressRule, take });
    const field = screen.getByRole("combobox", { name: "Address" });
    const add = screen.getByRole("button", { name: "Add" });
    expect(add).toBeDisabled();
    await user.type(field, "da");
    await user.click(add);
    const list = await screen.findByRole("listbox", { name: "Matches" });
    expect(within(list).getAllByRole("option")).toHaveLength(2);
    // The list belongs to the field: focus goes back there from the button.
    expect(field).toHaveFocus();
    await user.click(within(list).getByRole("option", { name: /@dana@social\.example/ }));
    expect(take).toHaveBeenCalledWith(dana);
    await waitFor(() => expect(field).toHaveValue(""));
  });

  it("says a problem under the field, describing it, and holds Add under a rule that says so", async () => {
    const user = userEvent.setup();
    renderPicker({ rule: aliasAddressRule, take: () => Promise.resolve() });
    const field = screen.getByRole("combobox", { name: "Address" });
    await user.type(field, "nobody{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Profile not found");
    expect(field).toHaveAccessibleDescription("Profile not found");
    expect(field).toBeInvalid();
    expect(screen.getByRole("button", { name: "Add" })).toBeDisabled();
    await user.type(field, "x");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Add" })).toBeEnabled();
  });

  it("says a problem in a box after the button when asked, leaving the field as it is", async () => {
    const user = userEvent.setup();
    renderPicker({
      rule: memberAddressRule,
      take: () => Promise.reject(new Error("user is already in the list")),
      errorPlacement: "box",
    });
    const field = screen.getByRole("combobox", { name: "Address" });
    await user.type(field, "carol@remote.example{Enter}");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("user is already in the list");
    expect(alert).toHaveClass("error-notice");
    expect(field).not.toHaveAccessibleDescription();
    expect(field).toBeValid();
    expect(field).toHaveValue("carol@remote.example");
  });

  it("is a plain text field under a rule that offers nothing; a held match locks it and hides the button", async () => {
    const user = userEvent.setup();
    const server = renderPicker({ rule: moveTargetRule });
    expect(screen.queryByRole("combobox")).toBeNull();
    const field = screen.getByRole("textbox", { name: "Address" });
    await user.type(field, "@carol@remote.example");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(field).toHaveAttribute("readonly"));
    expect(screen.queryByRole("button", { name: "Add" })).toBeNull();
    expect(field).toHaveValue("@carol@remote.example");
    expect(server.searches.map((search) => search.get("q"))).toEqual(["carol@remote.example"]);
  });
});
