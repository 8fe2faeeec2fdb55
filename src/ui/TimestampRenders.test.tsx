import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIMESTAMP_REFRESH_MS } from "@/domain/relativeTime";
import { rendersDuring, type Watched } from "@/test/rendersDuring";
import { Timestamp } from "./Timestamp";

const NOW = new Date("2026-03-01T12:00:00Z").getTime();
const watched: Watched = new Map<unknown, (props: Record<string, unknown>) => string>([
  [Timestamp, (props) => String(props.iso)],
]);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const tick = () => act(() => vi.advanceTimersByTime(TIMESTAMP_REFRESH_MS));

describe("a timestamp on the shared clock", () => {
  it("renders again only when its text changes", async () => {
    const hourOld = new Date(NOW - 60 * 60_000).toISOString();
    const almostMinute = new Date(NOW - 57_000).toISOString();
    const { container } = render(
      <>
        <Timestamp iso={hourOld} locale="en" />
        <Timestamp iso={almostMinute} locale="en" />
      </>,
    );
    expect(screen.getByText("1h")).toBeInTheDocument();
    expect(screen.getByText("now")).toBeInTheDocument();
    // 62 s: the newer post turns "1m"; the hour-old one still reads "1h".
    expect(await rendersDuring(container, watched, tick)).toEqual([almostMinute]);
    expect(screen.getByText("1m")).toBeInTheDocument();
    // Nothing reads differently at the next tick: nothing renders.
    expect(await rendersDuring(container, watched, tick)).toEqual([]);
    expect(screen.getByText("1h")).toBeInTheDocument();
  });
});
