import { useRef, useState, type SyntheticEvent } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { errorMessage } from "@/domain/errors";
import { GROUP_NAME_MAX_LENGTH, groupNameProblem } from "@/domain/groupName";
import { useT } from "@/i18n/useT";
import type { MessageId } from "@/i18n/i18n";
import { paths, profilePath } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useCreateGroup } from "@/state/groups";
import { useCapabilities, useInstance } from "@/state/instance";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { FieldFrame, TextField } from "@/ui/TextField";
import "./Groups.css";

const NAME_PROBLEMS = {
  empty: "groups.nameEmpty",
  characters: "groups.nameCharacters",
  tooLong: "groups.nameTooLong",
} as const satisfies Record<string, MessageId>;

/**
 * Create a group: its name (checked as it is typed, by the server's rule) and
 * an optional description, where the server keeps one on creation (a server
 * that would drop it is not offered it). What was typed stays until the group
 * exists; a refusal shows the server's message. Then the new group's page opens.
 */
export function NewGroupScreen() {
  const t = useT();
  usePageTitle(t("groups.createTitle"));
  const { createGroups } = useCapabilities();
  if (!createGroups) return <Navigate to={paths.groups} replace />;
  return (
    <>
      <h1 className="page-heading">{t("groups.createTitle")}</h1>
      <NewGroupForm />
    </>
  );
}

function NewGroupForm() {
  const t = useT();
  const navigate = useNavigate();
  const { uri } = useInstance();
  const create = useCreateGroup();
  const { createGroupDescription } = useCapabilities();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  // An empty name is pointed out once the person has tried to go on without one.
  const [tried, setTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const problem = groupNameProblem(name);
  const shownProblem = problem === "empty" && !tried ? null : problem;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (problem) {
      setTried(true);
      form.current?.querySelector("input")?.focus();
      return;
    }
    create.mutate(
      { name, description },
      { onSuccess: (group) => void navigate(profilePath(group), { replace: true }) },
    );
  };

  return (
    <form
      ref={form}
      className="group-form"
      onSubmit={submit}
      noValidate
      aria-label={t("groups.createTitle")}
    >
      <TextField
        label={t("groups.name")}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          create.reset();
        }}
        onBlur={() => {
          if (name !== "") setTried(true);
        }}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        required
        suffix={`@${uri}`}
        hint={t("groups.nameHint", { max: GROUP_NAME_MAX_LENGTH })}
        error={shownProblem ? t(NAME_PROBLEMS[shownProblem], { max: GROUP_NAME_MAX_LENGTH }) : null}
      />
      {createGroupDescription && (
        <FieldFrame label={t("groups.descriptionOptional")}>
          {(id) => (
            <textarea
              id={id}
              className="field-input group-form-description"
              value={description}
              rows={4}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </FieldFrame>
      )}
      {create.error && <ErrorNotice>{errorMessage(create.error)}</ErrorNotice>}
      <div className="group-form-actions">
        <button type="submit" className="button" disabled={create.isPending}>
          {t("groups.createSubmit")}
        </button>
        <Link className="button button-secondary" to={paths.groups}>
          {t("common.cancel")}
        </Link>
      </div>
    </form>
  );
}
