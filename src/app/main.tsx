import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createQueryClient } from "../state/queryClient";
import { App } from "./App";
import { startBootRequests } from "./boot";
import { loadCustomCss } from "./customCss";
import "./theme.css";

// Lists put the reader back where they were themselves (PostList); the
// browser's own restoration would fight them while posts are measured.
history.scrollRestoration = "manual";

const queryClient = createQueryClient();

startBootRequests(queryClient);

loadCustomCss();

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
