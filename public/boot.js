// Runs before the app's code, from the page's head.

// Paints the user's theme at once, so nobody sees a flash of the other one:
// the choice kept with the last visit's user (client_config["mitra-web"],
// src/state/clientConfig.ts), else the system's. With a kept session the page
// shows the shell's frame (index.html) until the app draws the shell.
{
  const root = document.documentElement;
  let token = null;
  let chosen = null;
  try {
    token = localStorage.getItem("auth_token");
    if (token) {
      const kept = JSON.parse(localStorage.getItem("kept_user") ?? "null");
      chosen = kept?.client_config?.["mitra-web"]?.theme ?? null;
    }
  } catch {
    // No storage, or a kept user that is not JSON: the system's theme.
  }
  const system = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  root.dataset.theme = chosen === "light" || chosen === "dark" ? chosen : system;
  if (token) root.dataset.start = "session";
}

// The start's data is asked for here, before the app's code has arrived and
// run: instance info always; with a kept session the user, the notification
// marker and count, and home's first page when the start lands there. The
// app's API layer takes each answer once, for the same path and token
// (src/api/bootPrefetch.ts); anything else it asks for itself. The token goes
// only to this page's own origin.
{
  let token = null;
  try {
    token = localStorage.getItem("auth_token");
  } catch {
    // No storage: a visitor's start.
  }
  const responses = new Map();
  const ask = (path, withToken) => {
    const init = { credentials: "same-origin" };
    if (withToken) init.headers = { Authorization: `Bearer ${token}` };
    const response = fetch(path, init);
    // A failure is the app's to report, when it takes the answer.
    response.catch(() => undefined);
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
  window.mitraBoot = { responses };
}

// With a session kept (the app's token in auth_token), the signed-in start's
// code is fetched beside the entry rather than after it has run; a visitor
// does not download it. The build names the files in this meta tag.
{
  const meta = document.querySelector('meta[name="mitra-start-chunks"]');
  let token = null;
  try {
    token = localStorage.getItem("auth_token");
  } catch {
    // Storage may be off (privacy settings): the app then starts as a visitor.
  }
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
