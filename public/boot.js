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
  // The words of the shell's frame, kept at the last visit (see below).
  let kept = null;
  // What else home's first posts are drawn by (public/bootPosts.js, which
  // reads no storage itself): home's filters and the composer's height.
  let homeFilters = null;
  let composerHeight = null;
  try {
    const list = JSON.parse(localStorage.getItem("accounts") ?? "null");
    const ids = Array.isArray(list?.ids) ? list.ids : [];
    const tab = sessionStorage.getItem("account");
    const current = ids.includes(tab) ? tab : ids.includes(list?.current) ? list.current : null;
    const key = (name) => (current === null ? name : `account:${current}:${name}`);
    token = localStorage.getItem(key("auth_token"));
    try {
      if (token) kept = JSON.parse(localStorage.getItem(key("boot_frame")) ?? "null");
    } catch {
      // Kept words that are not JSON: the frame keeps the build's.
    }
    if (token) {
      homeFilters = localStorage.getItem(key("home-filters"));
      composerHeight = localStorage.getItem("composer_height");
      keptUser = JSON.parse(localStorage.getItem(key("kept_user")) ?? "null");
    }
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

  // The shell's frame (index.html) in the words the app kept at the last
  // visit, in the user's language (src/app/shell/keptFrame.ts): its texts,
  // the places it showed, and the user's name. The frame is not parsed yet:
  // a mutation observer's callback runs once the parser has added all of it,
  // before the page is painted, and only then is it shown (data-frame), so
  // neither a part of it nor the English of the HTML is ever seen.
  const texts = kept?.texts && typeof kept.texts === "object" ? kept.texts : {};
  const places = kept && Array.isArray(kept.places) ? kept.places : null;
  const language = kept && typeof kept.lang === "string" ? kept.lang : null;
  if (language) root.lang = language;
  // A right-to-left language (Persian) mirrors the frame as it will the app.
  if (kept?.dir === "rtl") root.dir = "rtl";
  const onHome = location.pathname === "/" || location.pathname === "/home";
  const fill = (frame) => {
    for (const element of frame.querySelectorAll("[data-boot-text]")) {
      const text = texts[element.dataset.bootText];
      if (typeof text === "string") element.textContent = text;
    }
    for (const element of frame.querySelectorAll("[data-boot-place]")) {
      if (places && !places.includes(element.dataset.bootPlace)) element.remove();
    }
    const username = typeof keptUser?.username === "string" ? keptUser.username : "";
    const name = typeof keptUser?.display_name === "string" ? keptUser.display_name : "";
    for (const element of frame.querySelectorAll("[data-boot-user]")) {
      if (element.dataset.bootUser === "name") element.textContent = name || username;
      else element.textContent = username && `@${username}`;
    }
    // Another screen's heading is not known before its code: a bar instead.
    if (!onHome) frame.querySelector("[data-boot-heading]")?.replaceChildren();
  };
  // The pages outside the shell that a signed-in start may land on (the
  // routes of src/routing/startRoutes.ts outside the shell, for everyone):
  // they draw no sidebar, so no frame of one flashes before them.
  const OUTSIDE_SHELL = ["/about"];
  if (token && !OUTSIDE_SHELL.includes(location.pathname)) {
    const watch = new MutationObserver(() => {
      const frame = document.querySelector(".boot-frame");
      if (!frame?.querySelector("[data-boot-end]")) return;
      watch.disconnect();
      fill(frame);
      root.dataset.frame = "ready";
    });
    watch.observe(root, { childList: true, subtree: true });
  }

  // The start's data is asked for here, before the app's code has arrived and
  // run: instance info always; with a kept session the user, the notification
  // marker, and home's first page when the start lands there (the unread
  // count's page of notifications waits for the first screen). The app's API
  // layer takes each answer once, for the same path and token
  // (src/api/bootPrefetch.ts); anything else it asks for itself. The token
  // goes only to this page's own origin.
  const responses = new Map();
  let unanswered = 0;
  let posts = null;
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
    return response;
  };
  ask("/api/v1/instance", false);
  if (token) {
    ask("/api/v1/accounts/verify_credentials", true);
    ask("/api/v1/markers?timeline%5B%5D=notifications", true);
    if (location.pathname === "/" || location.pathname === "/home") {
      const home = ask("/api/v1/timelines/home?limit=20", true);
      // Its posts, for public/bootPosts.js: it draws the first ones into the
      // frame, and asks for the first picture, before the app's code runs.
      posts = home
        .then((response) => (response.ok ? response.clone().json() : null))
        .catch(() => null);
      document.head.append(
        Object.assign(document.createElement("script"), { src: "/bootPosts.js" }),
      );
    }
  }
  // allAnswered(): whether every one of them has been answered (or failed);
  // home's posts, the kept user and words for bootPosts.js.
  window.mitraBoot = {
    responses,
    allAnswered: () => unanswered === 0,
    home: posts,
    user: keptUser,
    words: texts,
    homeFilters,
    composerHeight,
  };

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
