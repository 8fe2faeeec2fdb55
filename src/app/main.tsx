import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createQueryClient } from "../state/queryClient";
import { prefetchInstance } from "../state/instance";
import { prefetchCurrentUser } from "../state/currentUser";
import { readToken } from "../state/tokenStorage";
import { App } from "./App";
import { loadCustomCss } from "./customCss";
import "./theme.css";

const queryClient = createQueryClient();

// No waterfall at boot: instance info and the current user load together,
// while React and the route's chunk are still on their way.
prefetchInstance(queryClient);
const token = readToken();
if (token) prefetchCurrentUser(queryClient, token);

loadCustomCss();

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
