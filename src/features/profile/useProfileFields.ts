import { useState } from "react";
import type { MentionPolicy } from "@/api/entities/account";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import {
  cleanFields,
  displayNameTooLong,
  duplicateFieldIndexes,
  EXTRA_FIELD_COUNT_MAX,
} from "@/domain/profileRules";

/**
 * The profile form's text: display name, bio, locked, mention policy and the
 * extra fields, started from the user's source (the bio and fields as typed,
 * not as rendered), with the form's rules: a name over the limit or a field
 * name used before blocks saving; up to 10 fields.
 */
export function useProfileFields(user: CredentialAccount) {
  const [name, setName] = useState(user.display_name ?? "");
  const [bio, setBio] = useState(user.source?.note ?? "");
  const [locked, setLocked] = useState(user.locked);
  const [policy, setPolicy] = useState<MentionPolicy>(user.mention_policy);
  const [fields, setFields] = useState(
    (user.source?.fields ?? user.fields).map((field) => ({ name: field.name, value: field.value })),
  );
  const duplicates = duplicateFieldIndexes(fields.map((field) => field.name));
  const tooLong = displayNameTooLong(name);
  const change = (index: number, part: "name" | "value", text: string) =>
    setFields((list) => list.map((item, at) => (at === index ? { ...item, [part]: text } : item)));

  return {
    name,
    setName,
    bio,
    setBio,
    locked,
    setLocked,
    policy,
    setPolicy,
    fields,
    renameField: (index: number, text: string) => change(index, "name", text),
    setFieldValue: (index: number, text: string) => change(index, "value", text),
    removeField: (index: number) => setFields((list) => list.filter((_, at) => at !== index)),
    canAddField: fields.length < EXTRA_FIELD_COUNT_MAX,
    addField: () =>
      setFields((list) =>
        list.length < EXTRA_FIELD_COUNT_MAX ? [...list, { name: "", value: "" }] : list,
      ),
    /** The rows whose name was used by an earlier one. */
    duplicates,
    tooLong,
    valid: !tooLong && duplicates.size === 0,
    /** What is saved: the name trimmed, fields trimmed and rows without a name left out. */
    update: () => ({
      display_name: name.trim(),
      note: bio,
      locked,
      mention_policy: policy,
      fields_attributes: cleanFields(fields),
    }),
  };
}
