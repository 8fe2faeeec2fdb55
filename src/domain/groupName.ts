/**
 * A new group's name, as the server checks it: not empty, only letters A–Z
 * and a–z, digits, hyphens and underscores, and at most 30 characters. The
 * name becomes the group's address (`@name@host`), so it follows the rule of
 * usernames on servers that have groups.
 */

/** The longest name the server takes for a group. */
export const GROUP_NAME_MAX_LENGTH = 30;

const GROUP_NAME_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/** What is wrong with a name, in the order the server looks: none left when null. */
export type GroupNameProblem = "empty" | "characters" | "tooLong";

export function groupNameProblem(name: string): GroupNameProblem | null {
  if (name === "") return "empty";
  if (!GROUP_NAME_CHARACTERS.test(name)) return "characters";
  // Only ASCII is left here: its length is its count of characters.
  if (name.length > GROUP_NAME_MAX_LENGTH) return "tooLong";
  return null;
}
