/**
 * Set by a route whose answer must not be readable from other origins (a
 * file playing another server's that allows no other site); the app's CORS
 * step removes it and adds no CORS headers.
 */
export const NO_CORS = "X-Demo-No-Cors";
