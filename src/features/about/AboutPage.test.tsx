import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/renderApp";
import { cutOffJson, htmlServerError, otherShapeJson } from "@/test/serverFaults";

afterEach(() => vi.unstubAllGlobals());

const INSTANCE_PATH = "/api/v1/instance";

const FAULTS = [
  htmlServerError,
  cutOffJson('{"uri": "demo.test", "title": '),
  otherShapeJson({ uri: 5, title: "Mitra Demo" }),
];

describe("About, when instance info fails", () => {
  for (const { name, answer, message } of FAULTS) {
    it(`shows what is known, why, and a retry that draws the page: ${name}`, async () => {
      const user = userEvent.setup();
      const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
      let failing = true;
      renderApp("/about", {
        fault: (path) => (failing && path === INSTANCE_PATH ? answer() : undefined),
      });
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(message);
      expect(alert).not.toHaveTextContent(/Invalid|Unexpected|JSON/);
      expect(
        screen.getByRole("heading", { level: 1, name: window.location.host }),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
      expect(screen.getByText("Client version")).toBeInTheDocument();

      failing = false;
      await user.click(screen.getByRole("button", { name: "Try again" }));
      expect(
        await screen.findByRole("heading", { level: 1, name: "Mitra Demo" }),
      ).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: "Administrator" })).toBeInTheDocument();
      log.mockRestore();
    });
  }

  it("names the server by its address when its title is empty", async () => {
    renderApp("/about", {
      rewrite: (path, body) => (path === INSTANCE_PATH ? { ...(body as object), title: "" } : body),
    });
    // Drawn from the answer (the placeholder before it has the address too).
    expect(await screen.findByRole("heading", { name: "Administrator" })).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: window.location.host }),
    ).toBeInTheDocument();
  });
});
