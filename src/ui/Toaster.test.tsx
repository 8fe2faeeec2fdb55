import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { boxesOverlap, Toaster } from "./Toaster";
import { clearToasts, showToast, TOAST_MS } from "./toastStore";

beforeEach(() => {
  vi.useFakeTimers();
  clearToasts();
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("has one live region per politeness, each announcing only the toast that comes", () => {
    render(<Toaster dismissLabel="Dismiss" />);
    act(() => {
      showToast("Saved", "info");
      showToast("The server refused it", "error");
      showToast("It failed again", "error");
    });
    const polite = screen.getByRole("status");
    const alert = screen.getByRole("alert");
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    // Each text is in one region only, not in a live region and an alert both.
    expect(polite).toHaveTextContent("Saved");
    expect(alert).not.toHaveTextContent("Saved");
    expect(polite).not.toHaveTextContent("The server refused it");
    expect(screen.getAllByText("The server refused it")).toHaveLength(1);
    for (const region of [polite, alert]) {
      // Not atomic (both roles are by default): a new toast does not read the others again.
      expect(region).toHaveAttribute("aria-atomic", "false");
      // A toast leaving is not announced.
      expect(region).toHaveAttribute("aria-relevant", "additions");
    }
  });

  it("takes an error away by itself, after longer than a note", () => {
    render(<Toaster dismissLabel="Dismiss" />);
    act(() => {
      showToast("Saved", "info");
      showToast("The server refused it", "error");
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_MS.info);
    });
    expect(screen.queryByText("Saved")).toBeNull();
    expect(screen.getByText("The server refused it")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dismiss" })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_MS.error - TOAST_MS.info);
    });
    expect(screen.queryByText("The server refused it")).toBeNull();
  });

  it("takes a toast with an action away too, but not while focus is in it", () => {
    render(<Toaster dismissLabel="Dismiss" />);
    act(() => {
      showToast("Posted", "info", {
        action: () => <button type="button">View</button>,
      });
    });
    fireEvent.focus(screen.getByRole("button", { name: "View" }));
    act(() => {
      vi.advanceTimersByTime(TOAST_MS.info * 3);
    });
    expect(screen.getByText("Posted")).toBeInTheDocument();
    fireEvent.blur(screen.getByRole("button", { name: "View" }));
    act(() => {
      vi.advanceTimersByTime(TOAST_MS.info);
    });
    expect(screen.queryByText("Posted")).toBeNull();
  });
});

describe("boxesOverlap", () => {
  const box = (left: number, top: number, right: number, bottom: number) => ({
    left,
    top,
    right,
    bottom,
  });
  it("is true for boxes sharing area, false for boxes that only touch or are apart", () => {
    expect(boxesOverlap(box(0, 700, 300, 770), box(200, 740, 244, 784))).toBe(true);
    expect(boxesOverlap(box(0, 700, 300, 770), box(0, 770, 300, 800))).toBe(false);
    expect(boxesOverlap(box(0, 700, 300, 770), box(310, 700, 366, 756))).toBe(false);
  });
});
