import { useState, type SyntheticEvent } from "react";
import { useNavigate } from "react-router";
import { Plus, X } from "lucide-react";
import { errorMessage } from "@/domain/errors";
import type { MentionPolicy } from "@/api/entities/account";
import { readFileAsBase64 } from "@/components/media/readFile";
import {
  cleanFields,
  DISPLAY_NAME_MAX,
  displayNameTooLong,
  duplicateFieldIndexes,
  EXTRA_FIELD_COUNT_MAX,
  hasAvatar,
  hasBanner,
} from "@/domain/profileRules";
import { profilePath } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useT } from "@/i18n/useT";
import type { MessageId } from "@/i18n/i18n";
import { useInstance } from "@/state/instance";
import { useUpdateProfile } from "@/state/accounts";
import { useCurrentUser } from "@/state/session/sessionContext";
import { Avatar } from "@/ui/Avatar";
import { ErrorNotice } from "@/ui/ErrorNotice";
import "./Profile.css";

const POLICIES: readonly (readonly [MentionPolicy, MessageId])[] = [
  ["none", "editProfile.policyNone"],
  ["only_known", "editProfile.policyKnown"],
  ["only_contacts", "editProfile.policyContacts"],
];

type Image = { data: string; mediaType: string; preview: string } | null | undefined;

/** Edit profile, with the form's validation rules; saves then goes back to the profile. */
export function EditProfileScreen() {
  const t = useT();
  const user = useCurrentUser();
  const instance = useInstance();
  const navigate = useNavigate();
  const save = useUpdateProfile();
  usePageTitle(t("settings.editProfile"));
  const [name, setName] = useState(user.display_name ?? "");
  const [bio, setBio] = useState(user.source?.note ?? "");
  const [locked, setLocked] = useState(user.locked);
  const [policy, setPolicy] = useState<MentionPolicy>(user.mention_policy);
  const [fields, setFields] = useState(
    (user.source?.fields ?? user.fields).map((field) => ({ name: field.name, value: field.value })),
  );
  const [avatar, setAvatar] = useState<Image>(undefined);
  const [header, setHeader] = useState<Image>(undefined);
  const [imageError, setImageError] = useState<string | null>(null);
  const duplicates = duplicateFieldIndexes(fields.map((field) => field.name));
  const imageTypes = instance.configuration.media_attachments.supported_mime_types.filter((type) =>
    type.startsWith("image/"),
  );
  const tooLong = displayNameTooLong(name);

  const pick = async (file: File | undefined, set: (image: Image) => void) => {
    if (!file) return;
    setImageError(null);
    try {
      const read = await readFileAsBase64(file);
      if (!imageTypes.includes(read.mediaType)) throw new Error(t("editProfile.imageType"));
      set({ ...read, preview: `data:${read.mediaType};base64,${read.data}` });
    } catch (error) {
      setImageError(errorMessage(error));
    }
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (tooLong || duplicates.size > 0) return;
    const image = (value: Image) =>
      value === undefined
        ? undefined
        : value === null
          ? null
          : { data: value.data, mediaType: value.mediaType };
    save.mutate(
      {
        display_name: name.trim(),
        note: bio,
        locked,
        mention_policy: policy,
        fields_attributes: cleanFields(fields),
        avatar: image(avatar),
        header: image(header),
      },
      { onSuccess: (saved) => void navigate(profilePath(saved)) },
    );
  };

  const avatarSrc = avatar === undefined ? user.avatar : (avatar?.preview ?? null);
  // The server's identicon stands for "no avatar": nothing to remove.
  const avatarRemovable = avatar === undefined ? hasAvatar(user.avatar) : avatar !== null;
  const headerSrc =
    header === undefined
      ? hasBanner(user.header)
        ? user.header
        : null
      : (header?.preview ?? null);

  return (
    <>
      <h1 className="page-heading">{t("settings.editProfile")}</h1>
      <form className="profile-form" onSubmit={onSubmit} noValidate>
        <label className="profile-form-field">
          <span>{t("editProfile.displayName")}</span>
          <input
            type="text"
            value={name}
            aria-invalid={tooLong}
            aria-describedby="display-name-hint"
            onChange={(event) => setName(event.target.value)}
          />
          <span id="display-name-hint" className={tooLong ? "error-text" : "muted"}>
            {t("editProfile.displayNameHint", {
              count: DISPLAY_NAME_MAX - name.length,
              max: DISPLAY_NAME_MAX,
            })}
          </span>
        </label>
        <label className="profile-form-field">
          <span>{t("editProfile.bio")}</span>
          <textarea value={bio} onChange={(event) => setBio(event.target.value)} />
        </label>
        <div className="profile-form-images">
          <ImageField
            label={t("editProfile.avatar")}
            removeLabel={t("editProfile.removeAvatar")}
            preview={<Avatar src={avatarSrc} seed={user.actor_id} size={80} />}
            accept={imageTypes.join(",")}
            canRemove={avatarRemovable}
            onPick={(file) => void pick(file, setAvatar)}
            onRemove={() => setAvatar(null)}
          />
          <ImageField
            label={t("editProfile.banner")}
            removeLabel={t("editProfile.removeBanner")}
            preview={
              headerSrc ? (
                <img
                  src={headerSrc}
                  alt=""
                  className="profile-form-banner"
                  width={240}
                  height={80}
                />
              ) : null
            }
            accept={imageTypes.join(",")}
            canRemove={headerSrc !== null}
            onPick={(file) => void pick(file, setHeader)}
            onRemove={() => setHeader(null)}
          />
        </div>
        {imageError && <ErrorNotice>{imageError}</ErrorNotice>}
        <label className="editor-check">
          <input
            type="checkbox"
            checked={locked}
            onChange={(event) => setLocked(event.target.checked)}
          />
          {t("editProfile.locked")}
        </label>
        <label className="profile-form-field">
          <span>{t("editProfile.mentionPolicy")}</span>
          <select
            className="select"
            value={policy}
            onChange={(event) => setPolicy(event.target.value as MentionPolicy)}
          >
            {POLICIES.map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="profile-form-field">
          <legend>{t("editProfile.fields")}</legend>
          {fields.map((field, index) => (
            <div key={index} className="profile-form-extra">
              <input
                type="text"
                aria-label={t("editProfile.fieldName", { number: index + 1 })}
                value={field.name}
                aria-invalid={duplicates.has(index)}
                aria-describedby={duplicates.has(index) ? `field-dup-${String(index)}` : undefined}
                onChange={(event) =>
                  setFields((list) =>
                    list.map((item, at) =>
                      at === index ? { ...item, name: event.target.value } : item,
                    ),
                  )
                }
              />
              <input
                type="text"
                aria-label={t("editProfile.fieldValue", { number: index + 1 })}
                value={field.value}
                onChange={(event) =>
                  setFields((list) =>
                    list.map((item, at) =>
                      at === index ? { ...item, value: event.target.value } : item,
                    ),
                  )
                }
              />
              <button
                type="button"
                className="icon-button"
                aria-label={t("editProfile.removeField", { number: index + 1 })}
                onClick={() => setFields((list) => list.filter((_, at) => at !== index))}
              >
                <X size={16} aria-hidden="true" />
              </button>
              {duplicates.has(index) && (
                <span id={`field-dup-${String(index)}`} className="error-text">
                  {t("editProfile.duplicateField")}
                </span>
              )}
            </div>
          ))}
          {fields.length < EXTRA_FIELD_COUNT_MAX && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setFields((list) => [...list, { name: "", value: "" }])}
            >
              <Plus size={16} aria-hidden="true" /> {t("editProfile.addField")}
            </button>
          )}
        </fieldset>
        {save.error && <ErrorNotice>{errorMessage(save.error)}</ErrorNotice>}
        <div className="profile-form-actions">
          <button
            type="submit"
            className="button"
            disabled={tooLong || duplicates.size > 0 || save.isPending}
          >
            {t("editProfile.save")}
          </button>
        </div>
      </form>
    </>
  );
}

function ImageField({
  label,
  removeLabel,
  preview,
  accept,
  canRemove,
  onPick,
  onRemove,
}: {
  label: string;
  removeLabel: string;
  preview: React.ReactNode;
  accept: string;
  canRemove: boolean;
  onPick: (file: File | undefined) => void;
  onRemove: () => void;
}) {
  return (
    <div className="profile-form-image">
      {preview}
      <label className="button button-secondary">
        {label}
        <input
          type="file"
          className="visually-hidden"
          accept={accept}
          onChange={(event) => {
            onPick(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </label>
      {canRemove && (
        <button type="button" className="link-button" onClick={onRemove}>
          {removeLabel}
        </button>
      )}
    </div>
  );
}
