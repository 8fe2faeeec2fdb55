import { act, fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/i18n/i18n";
import { LoadStatus, SILENCE_MS } from "./LoadStatus";

afterEach(() => {
  vi.useRealTimers();
});

/** Lets `ms` of the page's time pass. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function show(error: unknown, onRetry = vi.fn()) {
  const view = render(
    <I18nProvider i18n={i18n}>
      <LoadStatus error={error} onRetry={onRetry} />
    </I18nProvider>,
  );
  return { ...view, onRetry };
}

const retryButton = () => screen.getByRole("button", { name: "Try again" });

describe("LoadStatus", () => {
  it("waits with a spinner, then says the server is not answering, with a retry", async () => {
    vi.useFakeTimers();
    const { onRetry } = show(null);
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    await pass(SILENCE_MS - 1);
    expect(screen.queryByRole("alert")).toBeNull();
    await pass(1);
    expect(screen.getByRole("alert")).toHaveTextContent("The server is not answering");

    // A retry waits as long again before it says so.
    fireEvent.click(retryButton());
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    await pass(SILENCE_MS - 1);
    expect(screen.queryByRole("alert")).toBeNull();
    await pass(1);
    expect(screen.getByRole("alert")).toHaveTextContent("The server is not answering");
  });

  it("shows a failure's message with a retry", () => {
    const { onRetry } = show(new Error("database is down"));
    expect(screen.getByRole("alert")).toHaveTextContent("database is down");
    fireEvent.click(retryButton());
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("keeps focus in its place when a retry replaces the pressed button", () => {
    const { rerender } = show(new Error("database is down"));
    const button = retryButton();
    button.focus();
    fireEvent.click(button);
    rerender(
      <I18nProvider i18n={i18n}>
        <LoadStatus error={null} onRetry={vi.fn()} />
      </I18nProvider>,
    );
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(screen.getByRole("status"));
  });

  it("waits afresh after a failure's retry", async () => {
    vi.useFakeTimers();
    const { rerender } = show(new Error("database is down"));
    fireEvent.click(retryButton());
    rerender(
      <I18nProvider i18n={i18n}>
        <LoadStatus error={null} onRetry={vi.fn()} />
      </I18nProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    await pass(SILENCE_MS);
    expect(screen.getByRole("alert")).toHaveTextContent("The server is not answering");
  });
});
