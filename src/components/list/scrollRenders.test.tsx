import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PostFooter } from "@/components/status/PostFooter";
import { PostHeader } from "@/components/status/PostHeader";
import { renderApp } from "@/test/renderApp";
import { rendersDuring, type Watched } from "@/test/rendersDuring";
import { setStubRange } from "@/test/virtuaStub";
import { FeedRow, PagedList } from "./PagedList";

afterEach(() => {
  // The page first: the stub's range goes back to "all" for the next tests.
  cleanup();
  setStubRange(null);
  vi.unstubAllGlobals();
});

/** The list, each row by its place, and each card's body and action bar by post id. */
const watched: Watched = new Map<unknown, (props: Record<string, unknown>) => string>([
  [PagedList, () => "list"],
  [FeedRow, (props) => `row ${String(props.index)}`],
  [PostHeader, (props) => `body ${(props.post as { id: string }).id}`],
  [PostFooter, (props) => `bar ${(props.post as { id: string }).id}`],
]);

/** Home as alice, its feed drawing items `first` to `last` as a virtualizer would. */
async function homeDrawing(first: number, last: number) {
  setStubRange([first, last]);
  const rendered = renderApp("/home", { signedInAs: "alice" });
  const feed = await screen.findByRole("feed", { name: "Home" });
  await waitFor(() => expect(within(feed).getAllByRole("article")).toHaveLength(last - first + 1));
  // The first page's follow-up requests (relationships, counts) settle first.
  await waitFor(() =>
    expect(rendered.requests.some((r) => r.startsWith("GET /api/v1/accounts/relationships"))).toBe(
      true,
    ),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const ids = () =>
    within(feed)
      .getAllByRole("article")
      .map((card) => card.getAttribute("data-post-id") ?? "");
  return { ...rendered, feed, ids };
}

describe("a scroll draws only the rows it brings in", () => {
  it("moving the drawn range down mounts the new rows' cards and renders nothing of the rows kept", async () => {
    const { container, ids } = await homeDrawing(0, 3);
    const kept = ids().slice(1);
    const rendered = await rendersDuring(container, watched, () =>
      act(async () => {
        setStubRange([1, 5]);
        await Promise.resolve();
      }),
    );
    // Items 1 to 5 now: the three kept, then the two brought in.
    expect(ids().slice(0, 3)).toEqual(kept);
    const [fifth, sixth] = ids().slice(3);
    expect(fifth && sixth).toBeTruthy();
    // The new rows mount (each card's body and bar once); no kept row, and not the list, renders.
    expect(rendered.sort()).toEqual(
      [`row 4`, `row 5`, `body ${fifth}`, `bar ${fifth}`, `body ${sixth}`, `bar ${sixth}`].sort(),
    );
  });

  it("moving it back up mounts the row that comes back and leaves the others alone", async () => {
    const { container, ids } = await homeDrawing(2, 5);
    const rendered = await rendersDuring(container, watched, () =>
      act(async () => {
        setStubRange([1, 5]);
        await Promise.resolve();
      }),
    );
    const [second] = ids();
    expect(rendered.sort()).toEqual([`row 1`, `body ${second}`, `bar ${second}`].sort());
  });
});
