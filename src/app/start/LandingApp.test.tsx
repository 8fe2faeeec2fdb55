import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { startBootRequests } from "@/state/start/bootRequests";
import { LandingApp } from "./LandingApp";
import { cutOffJson, htmlServerError } from "@/test/serverFaults";

afterEach(() => vi.unstubAllGlobals());

/** The demo answers, but for instance info while `server.failing` says so. */
function serve(answer: () => Promise<Response>) {
  const demo = createDemoApp({ server: "3.10" });
  const server = { failing: true };
  vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
    const url = new URL(
      input instanceof Request ? input.url : String(input),
      window.location.origin,
    );
    if (server.failing && url.pathname === "/api/v1/instance") return answer();
    return demo.handle(new Request(`http://demo.test${url.pathname}${url.search}`));
  });
  return server;
}

const FAULTS = [htmlServerError, cutOffJson('{"uri": "demo.test", "title": ')];

describe("the visitor's landing page, when instance info fails", () => {
  for (const { name, answer, message } of FAULTS) {
    it(`keeps the sign-in form, says why and recovers: ${name}`, async () => {
      const user = userEvent.setup();
      const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const server = serve(answer);
      render(<LandingApp boot={startBootRequests("/")} onEnter={vi.fn()} />);
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(message);
      expect(
        screen.getByRole("heading", { level: 1, name: window.location.host }),
      ).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();

      server.failing = false;
      await user.click(screen.getByRole("button", { name: "Try again" }));
      expect(
        await screen.findByRole("heading", { level: 1, name: "Mitra Demo" }),
      ).toBeInTheDocument();
      expect(screen.queryByRole("alert")).toBeNull();
      log.mockRestore();
    });
  }
});
