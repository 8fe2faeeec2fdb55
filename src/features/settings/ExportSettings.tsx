import { EXPORT_FILES, type ExportKind } from "@/domain/accountSettings";
import { errorMessage } from "@/domain/errors";
import type { MessageId } from "@/i18n/i18n";
import { Message } from "@/i18n/Message";
import { useT } from "@/i18n/useT";
import { useExport } from "@/state/accountSettings";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { Spinner } from "@/ui/Spinner";

/** Saves text as a file the browser downloads. */
function saveFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const ROWS: readonly (readonly [ExportKind, MessageId, MessageId])[] = [
  ["follows", "profile.followingCount", "settings.downloadFollows"],
  ["followers", "profile.followersCount", "settings.downloadFollowers"],
];

/** Follows and followers with their counts, each downloaded as a CSV file. */
export function ExportSettings({
  followsCount,
  followersCount,
}: {
  followsCount: number;
  followersCount: number;
}) {
  const t = useT();
  const download = useExport();
  const counts: Record<ExportKind, number> = { follows: followsCount, followers: followersCount };
  return (
    <>
      <ul className="settings-exports">
        {ROWS.map(([kind, label, action]) => (
          <li key={kind}>
            <span>
              <Message id={label} values={{ count: counts[kind] }} components={{ 0: <strong /> }} />
            </span>
            <button
              type="button"
              className="button button-secondary"
              disabled={download.isPending}
              onClick={() =>
                download.mutate(kind, {
                  onSuccess: (csv) => saveFile(EXPORT_FILES[kind], csv, "text/csv"),
                })
              }
            >
              {t(action)}
            </button>
            {download.isPending && download.variables === kind ? (
              <Spinner label={t("common.loading")} inline />
            ) : null}
          </li>
        ))}
      </ul>
      {download.error && <ErrorNotice>{errorMessage(download.error)}</ErrorNotice>}
    </>
  );
}
