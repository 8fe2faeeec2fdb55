import { cleanup, render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/api/errors";
import { ErrorMessage, errorMessage } from "@/domain/errors";
import { LoadError } from "@/ui/LoadError";
import { activateLocale, i18n } from "./i18n";

afterEach(async () => {
  cleanup();
  await activateLocale("en");
});

const unreadable = new ApiError(ErrorMessage.unreadableAnswer, 200);

describe("failures shown in the person's language", () => {
  it("translates the catalogue's messages the client writes itself", async () => {
    expect(errorMessage(unreadable)).toBe("The server's answer could not be read");
    await activateLocale("de");
    render(
      <I18nProvider i18n={i18n}>
        <LoadError error={unreadable} onRetry={() => undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Die Antwort des Servers konnte nicht gelesen werden",
    );
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeInTheDocument();
  });

  it("keeps the server's own messages as it sent them", async () => {
    await activateLocale("fr");
    expect(errorMessage(new ApiError("invalid username", 400))).toBe("invalid username");
    expect(errorMessage(null)).toBe("unknown error");
  });
});
