import * as z from "zod/mini";
import { requestPage, type Page } from "./http";
import { tolerantArray } from "./schema";
import { AccountSchema } from "./types";

/** A subscription to a creator: who pays and until when (contract: Subscription). */
export const SubscriptionSchema = z.object({
  id: z.union([z.number(), z.string()]),
  sender: AccountSchema,
  expires_at: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

const SubscriptionList = tolerantArray(SubscriptionSchema);

/** A creator's subscribers with an active subscription, paged by the Link header. */
export async function getSubscribers(
  accountId: string,
  next: string | null,
  authToken: string,
): Promise<Page<Subscription>> {
  const page = next
    ? await requestPage<unknown>(next, { authToken })
    : await requestPage<unknown>(`/api/v1/accounts/${encodeURIComponent(accountId)}/subscribers`, {
        authToken,
        query: { include_expired: false },
      });
  return { items: SubscriptionList.parse(page.items), next: page.next };
}
