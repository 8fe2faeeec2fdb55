import { fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@/i18n/i18n";
import { QueryState, type QueryResult } from "./QueryState";

function show(query: QueryResult<string, Error>, props: { keepData?: boolean } = {}) {
  return render(
    <I18nProvider i18n={i18n}>
      <QueryState query={query} {...props}>
        {(data) => <p>data: {data}</p>}
      </QueryState>
    </I18nProvider>,
  );
}

describe("QueryState", () => {
  it("shows a spinner while the load is pending", () => {
    show({ status: "pending", data: undefined, refetch: vi.fn() });
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    expect(screen.queryByText(/data:/)).toBeNull();
  });

  it("draws the data once it has come", () => {
    show({ status: "success", data: "hello", refetch: vi.fn() });
    expect(screen.getByText("data: hello")).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows a failure's message with a Retry button that loads again", () => {
    const refetch = vi.fn();
    show({ status: "error", error: new Error("database error"), data: undefined, refetch });
    expect(screen.getByRole("alert")).toHaveTextContent("database error");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("shows a failed refetch, or with keepData the data from before", () => {
    const query = {
      status: "error",
      error: new Error("gone"),
      data: "before",
      refetch: vi.fn(),
    } as const;
    const { unmount } = show(query);
    expect(screen.getByRole("alert")).toHaveTextContent("gone");
    expect(screen.queryByText(/data:/)).toBeNull();
    unmount();
    show(query, { keepData: true });
    expect(screen.getByText("data: before")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows what the screen gives for a failure instead, with the retry", () => {
    const refetch = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <QueryState
          query={{ status: "error", error: new Error("post not found"), data: undefined, refetch }}
          failure={(error, retry) => (
            <button type="button" onClick={retry}>
              {error.message}, again
            </button>
          )}
        >
          {(data: string) => data}
        </QueryState>
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "post not found, again" }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
