import { useState } from "react";
import type { MentionPolicy } from "@/api/entities/account";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import {
  charsLeft,
  cleanFields,
  displayNameTooLong,
  duplicateFieldIndexes,
  profileLimits,
  type ProfileLimits,
} from "@/domain/profileRules";

/**
 * The profile form's text: display name, bio, locked, mention policy and the
 * extra fields, started from the user's source (the bio and fields as typed,
 * not as rendered), with the form's rules: a name over the limit or a field
 * name used before blocks saving; as many fields as the server takes. Each
 * text is counted against the server's limit where it says one (`limits`),
 * and one over it blocks saving, before the server would refuse it.
 */
export function useProfileFields(
  user: CredentialAccount,
  limits: ProfileLimits = profileLimits(undefined),
) {
  const [name, setName] = useState(user.display_name ?? "");
  const [bio, setBio] = useState(user.source?.note ?? "");
  const [locked, setLocked] = useState(user.locked);
  const [policy, setPolicy] = useState<MentionPolicy>(user.mention_policy);
  const [fields, setFields] = useState(
    (user.source?.fields ?? user.fields).map((field) => ({ name: field.name, value: field.value })),
  );
  const duplicates = duplicateFieldIndexes(fields.map((field) => field.name));
  const tooLong = displayNameTooLong(name, limits.displayName);
  const bioLeft = charsLeft(bio, limits.bio);
  const fieldsLeft = fields.map((field) => ({
    name: charsLeft(field.name, limits.fieldName),
    value: charsLeft(field.value, limits.fieldValue),
  }));
  const fieldOver = fieldsLeft.some((left) => (left.name ?? 0) < 0 || (left.value ?? 0) < 0);
  const bioOver = (bioLeft ?? 0) < 0;
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
    canAddField: fields.length < limits.fields,
    addField: () =>
      setFields((list) =>
        list.length < limits.fields ? [...list, { name: "", value: "" }] : list,
      ),
    /** The rows whose name was used by an earlier one. */
    duplicates,
    tooLong,
    /** Characters left in the bio, and in each field's name and value (null: no limit known). */
    bioLeft,
    fieldsLeft,
    valid: !tooLong && !bioOver && !fieldOver && duplicates.size === 0,
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
