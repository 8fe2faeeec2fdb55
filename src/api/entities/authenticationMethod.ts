import * as v from "valibot";
import {} from "@/api/schema";

/** How an account signs in: a password, or a wallet's signed message. */
export const AuthenticationMethodSchema = v.picklist(["password", "eip4361", "caip122_monero"]);
export type AuthenticationMethod = v.InferOutput<typeof AuthenticationMethodSchema>;
