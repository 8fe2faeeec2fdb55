// Runs before the app's code, from the page's head. One block, so nothing
// here becomes a global; only window.mitraBoot is handed to the app.
{
  const root = document.documentElement;

  // The session kept by the app, if any: the current account's token and
  // user, under its own keys (src/state/storage/accountKeys.ts): this tab's
  // account, else the list's current one; plain keys from before there were
  // several accounts. Storage may be off (privacy settings): the app then
  // starts as a visitor.
  let token = null;
  let keptUser = null;
  try {
    const list = JSON.parse(localStorage.getItem("accounts") ?? "null");
    const ids = Array.isArray(list?.ids) ? list.ids : [];
    const tab = sessionStorage.getItem("account");
    const current = ids.includes(tab) ? tab : ids.includes(list?.current) ? list.current : null;
    const key = (name) => (current === null ? name : `account:${current}:${name}`);
    token = localStorage.getItem(key("auth_token"));
    if (token) keptUser = JSON.parse(localStorage.getItem(key("kept_user")) ?? "null");
  } catch {
    // No storage, or a kept user that is not JSON: nothing kept to use.
  }

  // Paints the user's theme at once, so nobody sees a flash of the other one:
  // the choice kept with the last visit's user (client_config["mitra-web"],
  // src/state/clientConfig.ts), else the system's. With a kept session the
  // page shows the shell's frame (index.html) until the app draws the shell.
  const chosen = keptUser?.client_config?.["mitra-web"]?.theme;
  const system = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  root.dataset.theme = chosen === "light" || chosen === "dark" ? chosen : system;
  if (token) root.dataset.start = "session";

  // The start's data is asked for here, before the app's code has arrived and
  // run: instance info always; with a kept session the user, the notification
  // marker and count, and home's first page when the start lands there. The
  // app's API layer takes each answer once, for the same path and token
  // (src/api/bootPrefetch.ts); anything else it asks for itself. The token
  // goes only to this page's own origin.
  const responses = new Map();
  let unanswered = 0;
  const ask = (path, withToken) => {
    const init = { credentials: "same-origin" };
    if (withToken) init.headers = { Authorization: `Bearer ${token}` };
    const response = fetch(path, init);
    unanswered += 1;
    // A failure is the app's to report, when it takes the answer.
    const settle = () => {
      unanswered -= 1;
    };
    response.then(settle, settle);
    responses.set(path, { response, token: withToken ? token : null });
  };
  ask("/api/v1/instance", false);
  if (token) {
    ask("/api/v1/accounts/verify_credentials", true);
    ask("/api/v1/markers?timeline%5B%5D=notifications", true);
    ask("/api/v1/notifications?limit=20", true);
    if (location.pathname === "/" || location.pathname === "/home") {
      ask("/api/v1/timelines/home?limit=20", true);
    }
  }
  // allAnswered(): whether every one of them has been answered (or failed).
  window.mitraBoot = { responses, allAnswered: () => unanswered === 0 };

  // With a session kept, the signed-in start's code is fetched beside the
  // entry rather than after it has run; a visitor does not download it. The
  // build names the files in this meta tag.
  const meta = document.querySelector('meta[name="mitra-start-chunks"]');
  if (meta && token) {
    for (const href of meta.content.split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      if (href.endsWith(".css")) {
        link.rel = "preload";
        link.as = "style";
      } else {
        link.rel = "modulepreload";
      }
      link.crossOrigin = ""; // as the build's own links, so the browser reuses what comes
      link.href = href;
      document.head.append(link);
    }
  }
}
