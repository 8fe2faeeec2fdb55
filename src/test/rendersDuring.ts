/**
 * Which components rendered while something happened, read from React's
 * tree of the rendered page as React's developer tools read it. A component
 * that renders gets new props (its parent rendered) or new hook state (its
 * own state or a store it reads changed); one that was skipped keeps both.
 * Test files share their modules (Vitest's isolate: false), so counting
 * through module mocks is not an option.
 */
interface Fiber {
  type: unknown;
  /** What the element named: for a memo() component, the memo wrapper (`type` is the function inside). */
  elementType: unknown;
  memoizedProps: unknown;
  memoizedState: unknown;
  alternate: Fiber | null;
  stateNode: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}

/** What to watch: a component, and a name for each of its instances (e.g. by post id). */
export type Watched = Map<unknown, (props: Record<string, unknown>) => string>;

interface Seen {
  fiber: Fiber;
  alternate: Fiber | null;
  props: unknown;
  state: unknown;
  name: string;
}

function currentRoot(container: Element): Fiber {
  const key = Object.keys(container).find((each) => each.startsWith("__reactContainer$"));
  if (!key) throw new Error("nothing rendered by React in this container");
  const hostRoot = (container as unknown as Record<string, Fiber>)[key];
  return (hostRoot?.stateNode as { current: Fiber }).current;
}

function walk(container: Element, watched: Watched): Seen[] {
  const seen: Seen[] = [];
  const stack: Fiber[] = [currentRoot(container)];
  while (stack.length > 0) {
    const fiber = stack.pop();
    if (!fiber) break;
    const name = watched.get(fiber.elementType) ?? watched.get(fiber.type);
    if (name) {
      seen.push({
        fiber,
        alternate: fiber.alternate,
        props: fiber.memoizedProps,
        state: fiber.memoizedState,
        name: name(fiber.memoizedProps as Record<string, unknown>),
      });
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return seen;
}

/**
 * The names of the watched components that rendered (or mounted) during
 * `action`, each as often as it has instances that did.
 */
export async function rendersDuring(
  container: Element,
  watched: Watched,
  action: () => Promise<unknown>,
): Promise<string[]> {
  const before = walk(container, watched);
  await action();
  const rendered: string[] = [];
  for (const now of walk(container, watched)) {
    const was = before.find(
      (each) =>
        each.fiber === now.fiber || each.alternate === now.fiber || each.fiber === now.alternate,
    );
    if (!was || was.props !== now.props || was.state !== now.state) rendered.push(now.name);
  }
  return rendered;
}

/** The names of the watched components in the tree now, one per instance. */
export function mountedNow(container: Element, watched: Watched): string[] {
  return walk(container, watched).map((each) => each.name);
}
