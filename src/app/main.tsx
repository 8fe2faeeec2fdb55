import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createQueryClient } from "../state/queryClient";
import { App } from "./App";
import { startBootRequests } from "./boot";
import { loadCustomCss } from "./customCss";
import "./theme.css";

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
