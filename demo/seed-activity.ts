/**
 * Where `fixedToken` lived before the seed moved to seed/: component tests in
 * src/ still import it from here. New code imports it from testing.ts.
 */
export { fixedToken } from "./seed/activity.ts";
