import { useDeferredValue, useId, useState, type SyntheticEvent } from "react";
import { Link, useNavigate } from "react-router";
import { linkShown } from "@/domain/access";
import { capabilitiesFor } from "@/domain/capabilities";
import { normalizeHost } from "@/domain/serverHost";
import { paths } from "@/routing/paths";
import { useT } from "@/i18n/useT";
import { useInstanceQuery } from "@/state/instance";
import { useDomainBlocks, usePeers } from "@/state/instanceChoices";
import { useSession } from "@/state/session/sessionContext";
import { QueryState } from "@/ui/QueryState";

/** How many known servers show before a search narrows them. */
const SHOWN_PEERS = 100;

/** A private list answers a visitor 401: the section is then simply not there. */
function isRefused(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 401;
}

/** The servers this one refuses (4.12.0+), where this viewer may read the list. */
function BlockedServers() {
  const t = useT();
  const blocks = useDomainBlocks();
  if (blocks.isError && isRefused(blocks.error)) return null;
  return (
    <section className="about-section" aria-labelledby="about-blocked">
      <h2 id="about-blocked">{t("servers.blocked")}</h2>
      <QueryState query={blocks}>
        {(domains) =>
          domains.length === 0 ? (
            <p>{t("servers.noneBlocked")}</p>
          ) : (
            <>
              <p className="muted">{t("servers.blockedIntro")}</p>
              <ul className="about-servers">
                {domains.map((domain) => (
                  <li key={domain}>{domain}</li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </section>
  );
}

/**
 * The servers this one has met, searchable; each a way into its timeline
 * where this viewer may see one (5.4.0+, signed in, the federated timeline
 * open to them). A typed address that is not in the list opens as well.
 */
function KnownServers({ linked }: { linked: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const peers = usePeers();
  const [search, setSearch] = useState("");
  const needle = useDeferredValue(search.trim().toLowerCase());
  const searchId = useId();
  const typed = normalizeHost(search);
  const open = (event: SyntheticEvent) => {
    event.preventDefault();
    if (linked && typed) void navigate(paths.serverTimeline(typed));
  };
  return (
    <section className="about-section" aria-labelledby="about-known">
      <h2 id="about-known">{t("servers.known")}</h2>
      <p className="muted">{t("servers.knownIntro")}</p>
      <form className="about-server-search" role="search" onSubmit={open}>
        <label htmlFor={searchId}>{t("servers.search")}</label>
        <input
          id={searchId}
          type="search"
          value={search}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
        {linked && (
          <button type="submit" className="button" disabled={typed === null}>
            {t("servers.open")}
          </button>
        )}
      </form>
      <QueryState query={peers}>
        {(hosts) => {
          if (hosts.length === 0) return <p>{t("servers.noneKnown")}</p>;
          const found = hosts.filter((host) => host.toLowerCase().includes(needle));
          if (found.length === 0) return <p>{t("servers.noneFound")}</p>;
          return (
            <ul className="about-servers">
              {found.slice(0, SHOWN_PEERS).map((host) => (
                <li key={host}>
                  {linked ? <Link to={paths.serverTimeline(host)}>{host}</Link> : host}
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}

/** About's sections on the wider network: blocked servers and known servers. */
export function AboutNetwork() {
  const instance = useInstanceQuery().data;
  const { user } = useSession();
  if (!instance) return null;
  const { domainBlocks } = capabilitiesFor(instance.version);
  return (
    <>
      {domainBlocks && <BlockedServers />}
      <KnownServers linked={linkShown("server-timeline", instance, user)} />
    </>
  );
}
