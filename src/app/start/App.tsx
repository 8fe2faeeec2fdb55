import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { I18nProvider } from "@lingui/react";
import { BrowserRouter } from "react-router";
import { SessionProvider } from "@/state/session/SessionProvider";
import { i18n } from "@/i18n/i18n";
import { Root } from "@/app/routes/Root";

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <SessionProvider>
          <BrowserRouter>
            <Root />
          </BrowserRouter>
        </SessionProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
