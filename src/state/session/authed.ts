import { skipToken, useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { ErrorMessage } from "@/domain/errors";
import { useSession, type AccountScope } from "./sessionContext";

/**
 * The one place that says a call needs a signed-in user: it raises 'user
 * must be authenticated' when there is no token.
 */
export function requireToken(token: string | null): string {
  if (!token) throw new Error(ErrorMessage.notAuthenticated);
  return token;
}

/** Whom a query asks for: the account shown (its id and token), or the visitor. */
export type Viewer = Pick<AccountScope, "id" | "token">;

/** The viewer part of a visitor's query keys. */
export const VISITOR = "visitor";
/**
 * The viewer part while a token kept from before several accounts has no
 * known account yet: one such token at most, adopted (under its id) once
 * its user is known.
 */
const UNNAMED = "unnamed";

/**
 * The viewer part of a query key. Flags such as `favourited` and the
 * relationship are the viewer's, so one account's copy never serves another
 * (nor a visitor's a user). It is the account's id, not its token: signing
 * the same account in again keeps what it has loaded.
 */
export function viewerOf(viewer: Viewer): string {
  if (viewer.token === null) return VISITOR;
  return viewer.id ?? UNNAMED;
}

/** A query function that waits (skipToken) until there is a token. */
export function withToken<T>(token: string | null, load: (token: string) => Promise<T>) {
  return token ? () => load(token) : skipToken;
}

type AuthedMutationOptions<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  "mutationFn"
> & { mutationFn: (token: string, variables: TVariables) => Promise<TData> };

/**
 * A mutation on the signed-in user's behalf; without a token it fails as the
 * catalogue says. The call gets the token first, then the variables (none
 * for a command: `mutate()`).
 */
export function useAuthedMutation<TData, TVariables = void, TContext = unknown>(
  options: AuthedMutationOptions<TData, TVariables, TContext>,
) {
  const { token } = useSession();
  const { mutationFn, ...rest } = options;
  return useMutation<TData, Error, TVariables, TContext>({
    ...rest,
    mutationFn: (variables) => mutationFn(requireToken(token), variables),
  });
}
