import { ErrorMessage, errorMessage, hasErrorMessage } from "@/domain/errors";
import type { Translate } from "@/i18n/useT";

/**
 * What a screen that looks a profile up (by id or address) shows when the
 * lookup fails: 'Profile not found', 'Too many requests' for the rate
 * limiter, otherwise the server's message. One mapping for every such screen.
 */
export function profileLookupError(error: unknown, t: Translate): string {
  if (hasErrorMessage(error, ErrorMessage.profileNotFound)) return t("profile.notFound");
  if (hasErrorMessage(error, ErrorMessage.tooManyRequests)) return t("profile.tooManyRequests");
  return errorMessage(error);
}
