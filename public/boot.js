// Paints the system theme before the app loads, so dark-mode users see no flash.
document.documentElement.dataset.theme = matchMedia("(prefers-color-scheme: dark)").matches
  ? "dark"
  : "light";
