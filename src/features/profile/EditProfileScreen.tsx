import { useState, type SyntheticEvent } from "react";
import { Plus, X } from "lucide-react";
import { errorMessage } from "@/domain/errors";
import type { MentionPolicy } from "@/api/entities/account";
import { charCount, profileLimits } from "@/domain/profileRules";
import { usePageTitle } from "@/routing/usePageTitle";
import { useT } from "@/i18n/useT";
import type { MessageId } from "@/i18n/i18n";
import { useCapabilities, useInstance } from "@/state/instance";
import { useCurrentUser } from "@/state/session/sessionContext";
import { Avatar } from "@/ui/Avatar";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { LengthHint } from "./LengthHint";
import { useProfileFields } from "./useProfileFields";
import { useProfileImages } from "./useProfileImages";
import { useProfileSave } from "./useProfileSave";
import "./Profile.css";

const POLICIES: readonly (readonly [MentionPolicy, MessageId])[] = [
  ["none", "editProfile.policyNone"],
  ["only_known", "editProfile.policyKnown"],
  ["only_contacts", "editProfile.policyContacts"],
];

/** Edit profile, with the form's validation rules; saves then goes back to the profile. */
export function EditProfileScreen() {
  const t = useT();
  const user = useCurrentUser();
  const instance = useInstance();
  const save = useProfileSave();
  const { botFlag } = useCapabilities();
  const [bot, setBot] = useState(user.bot);
  usePageTitle(t("settings.editProfile"));
  const limits = profileLimits(instance.configuration.accounts);
  const profile = useProfileFields(user, limits);
  const { name, setName, bio, setBio, locked, setLocked, policy, setPolicy } = profile;
  const { fields, duplicates, tooLong } = profile;
  const images = useProfileImages(
    user,
    instance.configuration.media_attachments.supported_mime_types,
  );

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!profile.valid) return;
    save.submit({ ...profile.update(), ...images.update(), ...(botFlag ? { bot } : {}) });
  };

  return (
    <>
      <h1 className="page-heading">{t("settings.editProfile")}</h1>
      <form className="profile-form" onSubmit={onSubmit} noValidate>
        <label className="profile-form-field">
          <span>{t("editProfile.displayName")}</span>
          <input
            type="text"
            dir="auto"
            value={name}
            aria-invalid={tooLong}
            aria-describedby="display-name-hint"
            onChange={(event) => setName(event.target.value)}
          />
          <LengthHint
            id="display-name-hint"
            left={limits.displayName - charCount(name)}
            max={limits.displayName}
            always
          />
        </label>
        <label className="profile-form-field">
          <span>{t("editProfile.bio")}</span>
          <textarea
            dir="auto"
            value={bio}
            aria-invalid={(profile.bioLeft ?? 0) < 0}
            aria-describedby={limits.bio === null ? undefined : "bio-hint"}
            onChange={(event) => setBio(event.target.value)}
          />
          <LengthHint id="bio-hint" left={profile.bioLeft} max={limits.bio} always />
        </label>
        <div className="profile-form-images">
          <ImageField
            label={t("editProfile.avatar")}
            removeLabel={t("editProfile.removeAvatar")}
            preview={<Avatar src={images.avatar.src} seed={user.actor_id} size={80} />}
            accept={images.accept}
            canRemove={images.avatar.removable}
            onPick={(file) => void images.avatar.pick(file)}
            onRemove={images.avatar.remove}
          />
          <ImageField
            label={t("editProfile.banner")}
            removeLabel={t("editProfile.removeBanner")}
            preview={
              images.header.src ? (
                <img
                  src={images.header.src}
                  alt=""
                  className="profile-form-banner"
                  width={240}
                  height={80}
                />
              ) : null
            }
            accept={images.accept}
            canRemove={images.header.removable}
            onPick={(file) => void images.header.pick(file)}
            onRemove={images.header.remove}
          />
        </div>
        {images.error && <ErrorNotice>{images.error}</ErrorNotice>}
        <label className="editor-check">
          <input
            type="checkbox"
            checked={locked}
            onChange={(event) => setLocked(event.target.checked)}
          />
          {t("editProfile.locked")}
        </label>
        {botFlag && (
          <label className="editor-check">
            <input
              type="checkbox"
              checked={bot}
              onChange={(event) => setBot(event.target.checked)}
            />
            {t("editProfile.bot")}
          </label>
        )}
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
          <p className="muted">{t("editProfile.fieldsHint", { max: limits.fields })}</p>
          {fields.map((field, index) => (
            <div key={index} className="profile-form-extra">
              <input
                type="text"
                aria-label={t("editProfile.fieldName", { number: index + 1 })}
                value={field.name}
                aria-invalid={duplicates.has(index) || (profile.fieldsLeft[index]?.name ?? 0) < 0}
                aria-describedby={
                  duplicates.has(index)
                    ? `field-dup-${String(index)}`
                    : `field-name-hint-${String(index)}`
                }
                onChange={(event) => profile.renameField(index, event.target.value)}
              />
              <input
                type="text"
                aria-label={t("editProfile.fieldValue", { number: index + 1 })}
                value={field.value}
                aria-invalid={(profile.fieldsLeft[index]?.value ?? 0) < 0}
                aria-describedby={`field-value-hint-${String(index)}`}
                onChange={(event) => profile.setFieldValue(index, event.target.value)}
              />
              <button
                type="button"
                className="icon-button"
                aria-label={t("editProfile.removeField", { number: index + 1 })}
                onClick={() => profile.removeField(index)}
              >
                <X size={16} aria-hidden="true" />
              </button>
              <LengthHint
                id={`field-name-hint-${String(index)}`}
                left={profile.fieldsLeft[index]?.name ?? null}
                max={limits.fieldName}
              />
              <LengthHint
                id={`field-value-hint-${String(index)}`}
                left={profile.fieldsLeft[index]?.value ?? null}
                max={limits.fieldValue}
              />
              {duplicates.has(index) && (
                <span id={`field-dup-${String(index)}`} className="error-text">
                  {t("editProfile.duplicateField")}
                </span>
              )}
            </div>
          ))}
          {profile.canAddField && (
            <button type="button" className="button button-secondary" onClick={profile.addField}>
              <Plus size={16} aria-hidden="true" /> {t("editProfile.addField")}
            </button>
          )}
        </fieldset>
        {save.error && <ErrorNotice>{errorMessage(save.error)}</ErrorNotice>}
        <div className="profile-form-actions">
          <button type="submit" className="button" disabled={!profile.valid || save.pending}>
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
