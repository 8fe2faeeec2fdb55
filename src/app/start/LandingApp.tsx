import { useEffect, useEffectEvent, useState, type MouseEvent } from "react";
import { I18nProvider } from "@lingui/react";
import { getInstance } from "@/api/instance";
import type { Instance } from "@/api/entities/instance";
import { LandingPage } from "@/features/auth/LandingPage";
import { i18n } from "@/i18n/i18n";
import { setSiteTitle } from "@/routing/documentTitle";
import { startRoutes } from "@/routing/startRoutes";
import { startBootRequests, type BootRequests } from "@/state/start/bootRequests";
import { keepInstance, keepUser, readKeptInstance } from "@/state/session/keptSession";
import { useSystemTheme } from "@/state/systemTheme";
import { writeToken } from "@/state/storage/tokenStorage";

interface InstanceState {
  instance: Instance | null;
  error: unknown;
}

/** A plain left click, which the page handles itself; others open as the browser does. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A visitor's first page, drawn without the router and the query cache: the
 * instance's name and the sign-in form need neither. Following a link or
 * signing in hands over to the full app, with what was already loaded.
 */
export function LandingApp({
  boot,
  onEnter,
}: {
  boot: BootRequests;
  onEnter: (requests: BootRequests) => void;
}) {
  const [state, setState] = useState<InstanceState>(() => ({
    instance: readKeptInstance(),
    error: null,
  }));
  const [request, setRequest] = useState(() => boot.instance);
  const theme = useSystemTheme();

  useEffect(() => {
    let current = true;
    request.then(
      (instance) => {
        keepInstance(instance);
        if (current) setState({ instance, error: null });
      },
      (error: unknown) => {
        if (current) setState((previous) => ({ ...previous, error }));
      },
    );
    return () => {
      current = false;
    };
  }, [request]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  useEffect(() => {
    setSiteTitle(state.instance?.title ?? "");
  }, [state.instance]);

  const known = () => ({
    instance: state.instance ? Promise.resolve(state.instance) : request,
  });

  // Back and Forward while this page is drawn (the app's code may still be
  // on its way after a link): on the landing page's address it stays, and
  // what was typed with it; any other page is the full app's.
  const enterAt = useEffectEvent(() => {
    if (location.pathname !== startRoutes.landing.pattern) {
      onEnter(startBootRequests(location.pathname, known()));
    }
  });
  useEffect(() => {
    const onPopState = () => {
      enterAt();
    };
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("popstate", onPopState);
    };
  }, []);

  return (
    <I18nProvider i18n={i18n}>
      <LandingPage
        instance={state.instance}
        // Kept info stands in for a failing server; the error shows only without it.
        instanceError={state.instance ? null : state.error}
        onRetry={() => {
          setState((previous) => ({ ...previous, error: null }));
          const retry = getInstance();
          retry.catch(() => undefined);
          setRequest(retry);
        }}
        renderLink={(to, label) => (
          <a
            key={to}
            href={to}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              history.pushState(null, "", to);
              onEnter(startBootRequests(to, known()));
            }}
          >
            {label}
          </a>
        )}
        onSignedIn={({ token, user }) => {
          writeToken(user.id, token);
          keepUser(user);
          const home = startRoutes.home.pattern;
          history.replaceState(null, "", home);
          onEnter(startBootRequests(home, { ...known(), session: { token, user } }));
        }}
      />
    </I18nProvider>
  );
}
