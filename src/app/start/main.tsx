import { afterPaint } from "./afterPaint";
import { loadCustomCss } from "./customCss";
import { nextTask } from "./nextTask";
import "@/app/shell/theme.css";
// The shell's layout comes with the page, not with the app's code: the frame
// in index.html is drawn in the same classes before any script has run.
import "@/app/shell/Shell.css";
import "@/app/shell/TopBar.css";
import "@/app/shell/SearchBox.css";
import "@/app/shell/Sidebar.css";
import "@/app/shell/BottomNav.css";
import "@/ui/Avatar.css";
import "./bootFrame.css";

// Lists put the reader back where they were themselves (PostList); the
// browser's own restoration would fight them while posts are measured.
history.scrollRestoration = "manual";

loadCustomCss();

// With a kept session the page shows the shell's frame (index.html), and
// public/boot.js has already asked for the start's data. Running the app's
// code is one long task that would keep the browser from painting that frame
// until it ends, so the code runs once the frame is on screen. It is
// preloaded beside this module (its link is in the page's head): the wait is
// the paint's, not a download's.
const painted = document.documentElement.dataset.start === "session" ? afterPaint() : undefined;
void Promise.resolve(painted)
  .then(() => import("./mount"))
  // Evaluating React and the app's first modules is a task of its own; the
  // start's first requests and root come in the next one.
  .then(async ({ mount }) => {
    await nextTask();
    mount();
  });
