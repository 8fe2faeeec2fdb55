import * as v from "valibot";
import {} from "@/api/schema";

/** The access token an OAuth grant returns. */
export const TokenSchema = v.object({ access_token: v.string() });
