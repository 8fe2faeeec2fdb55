/** Custom feeds (lists) as served. */
import type { ApiList } from "./types.ts";
import type { ListRecord } from "../store/records.ts";
import type { Store } from "../store/store.ts";
import { features } from "../store/versions.ts";

export function serializeList(store: Store, list: ListRecord): ApiList {
  const id = features(store).listIdsAsStrings ? String(list.id) : list.id;
  return { id, title: list.title, replies_policy: "followed", exclusive: false };
}
