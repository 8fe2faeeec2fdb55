/**
 * Resolves in a later task, so the browser may handle input and paint in
 * between: the start's pieces each stay short. A plain timeout (not nested,
 * so not clamped): this sits in the landing page's JavaScript, whose budget
 * is tight.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
