/**
 * What servers that list reactions and pending follow requests show
 * (versions.ts), seeded only where they do: alice's likes and reactions past
 * one page of her favourites, an older post of hers liked by more people than
 * one page of "liked by", and a follow request of hers that frank (locked)
 * has not answered.
 *
 * Seeded last and with a randomness of its own, so the rest of the world is
 * the same on every version; and without notifications (these likes are
 * old, and a notification numbered after every seeded one would come first),
 * so alice's notifications are the same too.
 */
import { canView } from "../store/access.ts";
import { createRandom, hashString, ID_EPOCH, timeUuid } from "../store/ids.ts";
import type { StatusRecord } from "../store/records.ts";
import { features } from "../store/versions.ts";
import type { SeedBuilder } from "./builder.ts";

const MINUTE = 60_000;
const DAY_MINUTES = 1440;
/** More likes of alice's than a page of favourites (20). */
const ALICE_EXTRA_LIKES = 8;

export function seedSocial(b: SeedBuilder): void {
  const { store } = b;
  const random = createRandom(hashString("social"));
  const alice = b.account("alice");

  // A request to a locked account, still waiting.
  if (features(store).outgoingFollowRequests) {
    const age = 3 * DAY_MINUTES;
    store.followRequests.push({
      id: timeUuid(ID_EPOCH - age * MINUTE, random),
      fromId: alice.id,
      toId: b.account("frank@remote.example").id,
      createdAt: b.at(age),
    });
  }
  if (!features(store).reactionLists) return;

  const ageOf = (status: StatusRecord): number => (b.now - status.createdAt) / MINUTE;
  const react = (status: StatusRecord, content: string, age: number): void => {
    const createdAt = b.at(age);
    const reactions = store.reactions.get(status.id) ?? [];
    reactions.push({ id: store.reactionId(createdAt), accountId: alice.id, content, createdAt });
    store.reactions.set(status.id, reactions);
  };
  const posts = store
    .statusesNewestFirst()
    .filter((status) => status.reblogOfId === null && status.visibility === "public");

  // An older post of alice's without reactions (they would share the pages
  // of its likes) that everyone likes.
  const popular = posts.find(
    (status) =>
      status.accountId === alice.id &&
      status.inReplyToId === null &&
      ageOf(status) > 3 * DAY_MINUTES &&
      (store.reactions.get(status.id) ?? []).length === 0,
  );
  if (popular) {
    store.fixtures.popularPost = popular.id;
    const likers = [...store.accounts.values()].filter(
      // Not mallory: a list to read, not the hostile payloads.
      (account) =>
        account.id !== alice.id &&
        account.username !== "mallory" &&
        canView(store, account, popular),
    );
    likers.forEach((account, index) => {
      store.addFavourite(popular, account.id, b.at(ageOf(popular) - 10 - index * 7), false);
    });
  }

  // alice likes more of other people's posts, and reacts to a few.
  const others = posts.filter(
    (status) =>
      status.accountId !== alice.id &&
      status.id !== popular?.id &&
      canView(store, alice, status) &&
      !(store.favourites.get(status.id)?.has(alice.id) ?? false),
  );
  const liked: StatusRecord[] = [];
  while (liked.length < ALICE_EXTRA_LIKES && others.length > 0) {
    const [status] = others.splice(Math.floor(random() * others.length), 1);
    if (status) liked.push(status);
  }
  for (const status of liked) {
    store.addFavourite(status, alice.id, b.at(Math.max(1, ageOf(status) - 3)), false);
  }
  const reactedTo = (status: StatusRecord | undefined, content: string): void => {
    const mine = (store.reactions.get(status?.id ?? "") ?? []).some(
      (item) => item.accountId === alice.id && item.content === content,
    );
    if (status && !mine) react(status, content, Math.max(1, ageOf(status) - 4));
  };
  // One she also liked (her favourites then list it once per reaction), and
  // two she only reacted to.
  reactedTo(liked[0], "🎉");
  reactedTo(others[0], "👀");
  reactedTo(others[1], ":blobcat:");
  if (others[0]) store.fixtures.reactedOnlyPost = others[0].id;
}
