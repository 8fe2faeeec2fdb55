import { ErrorMessage } from "@/api/errorCatalogue";

/*
 * The catalogue's messages are the server's words, so they live in api/ (which
 * imports nothing above it); every layer reads them here, with what to show.
 */
export { ErrorMessage };

/**
 * How a catalogue message the client writes itself reads in the person's
 * language, or undefined for a message shown as sent. The i18n layer sets it
 * when it loads (this layer may not import it); until then, the message as is.
 */
let localize: (message: string) => string | undefined = () => undefined;

export function localizeErrorMessages(translate: (message: string) => string | undefined): void {
  localize = translate;
}

/**
 * What to show for a failure: its message (in the person's language when it
 * is one the client writes itself), else 'unknown error'.
 */
export function errorMessage(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : ErrorMessage.unknown;
  return localize(message) ?? message;
}

/** Whether a failure carries one of the catalogue's messages. */
export function hasErrorMessage(error: unknown, message: string): boolean {
  return error instanceof Error && error.message === message;
}
