import * as v from "valibot";
import { AccountSchema } from "./account";

/** A person's role in a group, as the group's member list gives it (5.8.0: admins only). */
export const AffiliationSchema = v.object({
  account: AccountSchema,
  affiliation: v.string(),
});
export type Affiliation = v.InferOutput<typeof AffiliationSchema>;
