import { useId, useRef } from "react";
import { Plus, X } from "lucide-react";
import {
  durationChoices,
  durationParts,
  MIN_POLL_OPTIONS,
  optionLength,
  pollProblem,
  type PollDraft,
  type PollLimits,
  type PollProblem,
  type TimeUnit,
} from "@/domain/polls";
import type { MessageId } from "@/i18n/i18n";
import { useT } from "@/i18n/useT";

const DURATION: Record<TimeUnit, MessageId> = {
  day: "poll.durationDays",
  hour: "poll.durationHours",
  minute: "poll.durationMinutes",
  second: "poll.durationSeconds",
};

const PROBLEM: Record<PollProblem, MessageId> = {
  emptyOption: "poll.emptyOption",
  optionTooLong: "poll.optionTooLong",
  tooFewOptions: "poll.invalid",
  tooManyOptions: "poll.invalid",
  duration: "poll.invalid",
};

/**
 * The poll of a new post: its options (2 up to the instance's maximum, each
 * within its character limit), multiple choice, and how long it stays open
 * within the instance's limits.
 */
export function PollEditor({
  poll,
  limits,
  onChange,
  onRemove,
}: {
  poll: PollDraft;
  limits: PollLimits;
  onChange: (poll: PollDraft) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const id = useId();
  const fields = useRef<(HTMLInputElement | null)[]>([]);
  const problem = pollProblem(poll, limits);
  const durations = durationChoices(limits);
  if (!durations.includes(poll.expiresIn)) durations.push(poll.expiresIn);
  durations.sort((a, b) => a - b);

  const setOption = (index: number, text: string) =>
    onChange({ ...poll, options: poll.options.map((each, at) => (at === index ? text : each)) });

  const addOption = () => {
    onChange({ ...poll, options: [...poll.options, ""] });
    requestAnimationFrame(() => fields.current[poll.options.length]?.focus());
  };

  const removeOption = (index: number) => {
    onChange({ ...poll, options: poll.options.filter((_, at) => at !== index) });
    // Focus stays in the list: on the option that took its place, or the one before.
    requestAnimationFrame(() => fields.current[Math.min(index, poll.options.length - 2)]?.focus());
  };

  return (
    <fieldset className="editor-poll" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend className="editor-poll-legend">{t("poll.label")}</legend>
      <ol className="editor-poll-options">
        {poll.options.map((option, index) => {
          const left = limits.maxCharactersPerOption - optionLength(option.trim());
          const number = index + 1;
          return (
            <li key={index} className="editor-poll-option">
              <input
                ref={(element) => {
                  fields.current[index] = element;
                }}
                type="text"
                className="select editor-poll-input"
                aria-label={t("poll.option", { number })}
                placeholder={t("poll.option", { number })}
                value={option}
                aria-invalid={left < 0 || undefined}
                aria-describedby={`${id}-count-${String(index)}`}
                onChange={(event) => setOption(index, event.target.value)}
              />
              <span
                id={`${id}-count-${String(index)}`}
                className={left < 0 ? "editor-counter editor-counter-over" : "editor-counter"}
              >
                {left < 0
                  ? t("editor.over", { count: -left })
                  : t("editor.remaining", { count: left })}
              </span>
              {poll.options.length > MIN_POLL_OPTIONS && (
                <button type="button" className="icon-button" onClick={() => removeOption(index)}>
                  <X size={16} aria-hidden="true" />
                  <span className="visually-hidden">{t("poll.removeOption", { number })}</span>
                </button>
              )}
            </li>
          );
        })}
      </ol>
      <div className="editor-poll-settings">
        {poll.options.length < limits.maxOptions && (
          <button type="button" className="button button-secondary" onClick={addOption}>
            <Plus size={16} aria-hidden="true" />
            {t("poll.addOption")}
          </button>
        )}
        <label className="editor-check">
          <input
            type="checkbox"
            checked={poll.multiple}
            onChange={(event) => onChange({ ...poll, multiple: event.target.checked })}
          />
          {t("poll.multiple")}
        </label>
        <label className="editor-poll-duration">
          <span className="visually-hidden">{t("poll.duration")}</span>
          <select
            className="select"
            value={poll.expiresIn}
            onChange={(event) => onChange({ ...poll, expiresIn: Number(event.target.value) })}
          >
            {durations.map((seconds) => {
              const { unit, count } = durationParts(seconds);
              return (
                <option key={seconds} value={seconds}>
                  {t(DURATION[unit], { count })}
                </option>
              );
            })}
          </select>
        </label>
        <button type="button" className="button button-secondary" onClick={onRemove}>
          {t("poll.remove")}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="editor-poll-problem muted">
          {t(PROBLEM[problem])}
        </p>
      )}
    </fieldset>
  );
}
