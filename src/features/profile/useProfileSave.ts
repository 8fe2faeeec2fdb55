import { useNavigate } from "react-router";
import type { ProfileUpdate } from "@/api/profiles";
import { profilePath } from "@/routing/paths";
import { useUpdateProfile } from "@/state/accounts";

/** Saves the profile, then goes back to it; a failure stays on the form with its message. */
export function useProfileSave() {
  const navigate = useNavigate();
  const save = useUpdateProfile();
  return {
    submit: (update: ProfileUpdate) =>
      save.mutate(update, { onSuccess: (saved) => void navigate(profilePath(saved)) }),
    pending: save.isPending,
    error: save.error,
  };
}
