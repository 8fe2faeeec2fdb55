// Runs before the app's code, from the page's head.

// Paints the system theme at once, so dark-mode users see no flash.
document.documentElement.dataset.theme = matchMedia("(prefers-color-scheme: dark)").matches
  ? "dark"
  : "light";

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
