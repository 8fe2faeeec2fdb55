/**
 * Resolves in a later task, so the browser may handle input and paint in
 * between: the start's pieces each stay short. scheduler.yield() where there
 * is one (it keeps the rest of the start ahead of other queued tasks), else a
 * message to this window's channel (a timeout may be clamped to 4 ms or more).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
