import type { AuthenticationMethod } from "@/api/entities/authenticationMethod";
import { isValidUsername } from "@/domain/username";

export type FormMode = "signIn" | "signUp";

export interface AuthFormValues {
  mode: FormMode;
  loginType: AuthenticationMethod;
  username: string;
  password: string;
  inviteCode: string;
  moneroAddress: string;
  signature: string;
}

export interface AuthFormContext {
  registrationsOpen: boolean;
  relaxedUsernames: boolean;
}

/** Sign-in and sign-up: whether the form may be submitted. */
export function canSubmit(values: AuthFormValues, context: AuthFormContext): boolean {
  const usernameOk =
    values.username !== "" && isValidUsername(values.username, context.relaxedUsernames);
  if (values.mode === "signIn") {
    switch (values.loginType) {
      case "password":
        return usernameOk && values.password !== "";
      case "caip122_monero":
        return values.moneroAddress.trim() !== "" && values.signature.trim() !== "";
      case "eip4361":
        return true;
    }
  }
  if (!usernameOk) return false;
  if (!context.registrationsOpen && values.inviteCode.trim() === "") return false;
  switch (values.loginType) {
    case "password":
      return values.password !== "";
    case "caip122_monero":
      return values.moneroAddress.trim() !== "" && values.signature.trim() !== "";
    case "eip4361":
      return true;
  }
}

/** The username field is asked for in password sign-in and in every sign-up. */
export function needsUsername(values: Pick<AuthFormValues, "mode" | "loginType">): boolean {
  return values.mode === "signUp" || values.loginType === "password";
}
