/**
 * What servers that list conversations show (versions.ts), seeded only where
 * they do: more direct messages for alice, two of them answered by someone
 * else last (so a client that counts those as unread has some), one with
 * three people in it.
 *
 * Seeded last, so the rest of the world is the same on every version; and
 * without notifications, so alice's notifications are the same too.
 */
import { features } from "../store/versions.ts";
import type { SeedBuilder } from "./builder.ts";

export function seedMessages(b: SeedBuilder): void {
  if (!features(b.store).conversations) return;
  const carol = "carol@remote.example";
  const dave = "dave@social.example";

  // alice and bob: alice had the last word.
  const tip = b.post({
    by: "alice",
    age: 2880,
    visibility: "direct",
    notify: false,
    text: "@bob thanks for the book tip, I finished it in two evenings.",
  });
  const welcome = b.post({
    by: "bob",
    age: 2860,
    visibility: "direct",
    replyTo: tip,
    notify: false,
    text: "@alice glad you liked it! The sequel is even better.",
  });
  b.post({
    by: "alice",
    age: 2850,
    visibility: "direct",
    replyTo: welcome,
    notify: false,
    text: "@bob adding it to the list 📚",
  });

  // dave, alice and carol plan a photo walk: carol answered last.
  const walk = b.post({
    by: dave,
    age: 400,
    visibility: "direct",
    notify: false,
    fixture: "groupMessage",
    text: "@alice @carol@remote.example shall we do a joint photo walk by the harbour?",
  });
  const yes = b.post({
    by: "alice",
    age: 380,
    visibility: "direct",
    replyTo: walk,
    notify: false,
    text: "@dave@social.example @carol@remote.example count me in!",
  });
  b.post({
    by: carol,
    age: 50,
    visibility: "direct",
    replyTo: yes,
    notify: false,
    fixture: "groupMessageLast",
    text: "@dave@social.example @alice Saturday morning works for me. Golden hour is at 7.",
  });

  // bob asks alice something: not answered yet.
  b.post({
    by: "bob",
    age: 95,
    visibility: "direct",
    notify: false,
    fixture: "messageFromBob",
    text: "@alice are you coming to the meetup on Thursday?",
  });
}
