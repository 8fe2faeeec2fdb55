import { Suspense, type ReactNode } from "react";
import type { RouteObject } from "react-router";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyScreen, preloadRoute } from "./lazyScreen";

function Hello() {
  return <p>hello</p>;
}

describe("lazyScreen", () => {
  it("draws a preloaded screen at once, without its loading state", async () => {
    const Screen = lazyScreen(
      () => Promise.resolve({ Hello }),
      (module) => module.Hello,
    );
    await Screen.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText("hello")).toBeInTheDocument();
    expect(screen.queryByText("loading")).not.toBeInTheDocument();
  });

  it("loads once, and shows the loading state until a screen not asked for arrives", async () => {
    const load = vi.fn(() => Promise.resolve({ Hello }));
    const Screen = lazyScreen(load, (module) => module.Hello);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText("hello")).toBeInTheDocument();
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load", async () => {
    const load = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValue({ Hello });
    const Screen = lazyScreen(load, (module) => module.Hello);
    await expect(Screen.preload()).rejects.toThrow("chunk failed");
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("preloadRoute", () => {
  it("loads a lazy layout on the way to the page as well as the page", async () => {
    const loadLayout = vi.fn(() => Promise.resolve({ Hello }));
    const loadPage = vi.fn(() => Promise.resolve({ Hello }));
    const Layout = lazyScreen(loadLayout, (module) => module.Hello);
    const Page = lazyScreen(loadPage, (module) => module.Hello);
    const Framed = ({ layout }: { layout: ReactNode }) => <>{layout}</>;
    const Boundary = ({ children }: { children: ReactNode }) => <>{children}</>;
    const routes: RouteObject[] = [
      {
        element: <Framed layout={<Layout />} />,
        children: [
          {
            path: "/about",
            element: (
              <Boundary>
                <Page />
              </Boundary>
            ),
          },
        ],
      },
    ];
    expect(await preloadRoute(routes, "/about")).toBe(Page);
    expect(loadLayout).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledTimes(1);
  });
});
