import { createElement, isValidElement, lazy, type ComponentType, type ReactNode } from "react";
import { matchRoutes, type RouteObject } from "react-router";

/** A screen loaded on demand, which can be asked for before it is drawn. */
export type LazyScreen<P extends object = object> = ComponentType<P> & {
  /** Starts loading (once); resolves when the screen can be drawn without waiting. */
  preload: () => Promise<unknown>;
};

/**
 * A screen in a chunk of its own. Unlike a bare React.lazy, once its module
 * has arrived it is drawn at once: React.lazy suspends on its first render
 * even when the code is there, and React holds back what a suspended
 * boundary reveals for up to 300 ms, so a start through nested lazy layers
 * would wait that long at each of them.
 */
export function lazyScreen<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        // A failed chunk may load on the next try (the route's retry).
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Deferred = lazy(async () => ({ default: await preload() }));
  function Screen(props: P) {
    return createElement(loaded ?? Deferred, props);
  }
  return Object.assign(Screen, { preload });
}

/** A lazy screen element, if `node` is one. */
function asLazyScreen(node: unknown): LazyScreen | null {
  if (!isValidElement(node)) return null;
  const type = node.type as Partial<LazyScreen>;
  return typeof type.preload === "function" ? (type as LazyScreen) : null;
}

/**
 * The lazy screens a route draws: its screen inside its boundary, and a
 * lazily loaded layout it frames its children with.
 */
function lazyScreensOf(route: RouteObject): LazyScreen[] {
  const element = route.element;
  if (!isValidElement<{ children?: ReactNode; layout?: ReactNode }>(element)) return [];
  return [element, element.props.children, element.props.layout]
    .map(asLazyScreen)
    .filter((screen): screen is LazyScreen => screen !== null);
}

/**
 * Loads every lazy screen the route table draws at `pathname` (a layout and
 * the page in it), so the first render finds them there: a layout still
 * loading would draw its frame's empty fallback, with no message and no
 * retry, for as long as its chunk takes. Resolves to the page's screen (null
 * when it is not lazy).
 */
export async function preloadRoute(
  routes: RouteObject[],
  pathname: string,
): Promise<LazyScreen | null> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const screens = matches.map((match) => lazyScreensOf(match.route));
  await Promise.all(screens.flat().map((screen) => screen.preload()));
  return screens.at(-1)?.at(-1) ?? null;
}
