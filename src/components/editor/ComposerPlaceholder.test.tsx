import { I18nProvider } from "@lingui/react";
import { render as renderNode, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/i18n/i18n";
import { ComposerPlaceholder } from "./ComposerPlaceholder";

const render = (node: ReactElement) => renderNode(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

afterEach(() => localStorage.clear());

describe("ComposerPlaceholder", () => {
  it("holds the composer's last height, and says it is loading", () => {
    localStorage.setItem("composer_height", "240");
    const { container } = render(<ComposerPlaceholder />);
    expect(container.firstElementChild).toHaveStyle({ blockSize: "240px" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
  });

  it("leaves the height to its style sheet when none was kept", () => {
    const { container } = render(<ComposerPlaceholder />);
    expect((container.firstElementChild as HTMLElement).style.blockSize).toBe("");
    expect(container.firstElementChild).not.toHaveClass("composer-placeholder-tall");
  });

  it("holds a row more for the post's language where the server takes one", () => {
    const { container } = render(<ComposerPlaceholder tall />);
    expect(container.firstElementChild).toHaveClass("composer-placeholder-tall");
  });
});
