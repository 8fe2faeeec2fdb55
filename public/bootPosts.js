// Loaded by public/boot.js on a signed-in start on home, before the app's
// code runs: draws home's first posts from the page boot.js asked for into
// the shell's frame (index.html), so their text is read while the app's code
// still arrives. Plain text only: a post's HTML is parsed inert (DOMParser:
// no script runs, nothing loads) and read as text, names are text; nothing
// remote is ever markup here, so no second sanitizer. Drawn in the app's own
// classes and boxes (PostCard, HomeTimeline), so nothing moves when the
// app's first render replaces the frame; what the app adds (links, the
// time, what the buttons do) comes in place. A post the drawing could not
// box as the card does (a poll, a quote, a video…) ends the drawing there.
{
  const boot = window.mitraBoot;
  const root = document.documentElement;
  const web = (url) => (typeof url === "string" && /^https?:/i.test(url.trim()) ? url : null);
  const text = (value) => (typeof value === "string" ? value : "");
  const listed = (post) => post?.reblog ?? post;
  // The card's pictures: web links only, the preview first (MediaGallery).
  const images = (post) =>
    (Array.isArray(post.media_attachments) ? post.media_attachments : []).flatMap((item) => {
      const url = web(item?.url);
      return url && item.type === "image" ? [web(item.preview_url) ?? url] : [];
    });

  /** A new element of ours, `className` and attributes set by this script only. */
  const el = (tag, className, attributes) => {
    const element = document.createElement(tag);
    if (className) element.className = className;
    for (const [name, value] of Object.entries(attributes ?? {})) element.setAttribute(name, value);
    return element;
  };
  // The card's icons, SVG markup of ours that the build puts in (build/minifyBootScript.ts).
  // Empty as written (the dev server): a box of each one's size instead.
  const ICONS = {};
  /** The app's icon `name` at `size` px, parsed as SVG; `className` for the box. */
  const icon = (size, name, className = "boot-frame-icon") => {
    const markup = ICONS[name];
    if (!markup) {
      const box = el("span", className);
      box.style.inlineSize = box.style.blockSize = `${size}px`;
      return box;
    }
    const svg = new DOMParser().parseFromString(markup, "image/svg+xml").documentElement;
    svg.setAttribute("width", size);
    svg.setAttribute("height", size);
    // Reply arrows turn with the writing direction, as in the app.
    if (name === "reply") svg.classList.add("icon-directional");
    return document.importNode(svg, true);
  };

  /** Text with the post's custom emoji as the card draws them: 22 px pictures, web links only. */
  const withEmojis = (parent, value, emojis) => {
    let last = 0;
    for (const match of value.matchAll(/:([a-zA-Z0-9._-]+):/g)) {
      const url = emojis.get(match[1]);
      if (!url) continue;
      parent.append(value.slice(last, match.index));
      parent.append(
        el("img", "emoji", { src: url, width: 22, height: 22, alt: match[0], loading: "lazy" }),
      );
      last = match.index + match[0].length;
    }
    parent.append(value.slice(last));
  };
  const emojiMap = (emojis) =>
    new Map(
      (Array.isArray(emojis) ? emojis : []).flatMap((emoji) =>
        web(emoji?.url) && typeof emoji.shortcode === "string"
          ? [[emoji.shortcode, emoji.url]]
          : [],
      ),
    );

  // What the card's sanitizer drops with its content (DOMPurify's defaults).
  const DROPPED =
    /^(SCRIPT|STYLE|IFRAME|NOSCRIPT|TEMPLATE|SVG|MATH|VIDEO|AUDIO|TITLE|XMP|NOEMBED|NOFRAMES|PLAINTEXT)$/;
  // The inline tags it keeps: drawn here as their text.
  const INLINE = /^(A|SPAN|STRONG|B|EM|I|U|S|DEL|INS|SUB|SUP|CODE)$/;

  /**
   * The post's HTML as the card's text box: parsed inert, a paragraph for
   * each <p>, line breaks kept, every other tag read as its text (what the
   * sanitizer hides, `.invisible`, or drops, left out). Null when a block is
   * there whose box only the app draws (a list, a quote, code, a heading).
   */
  const content = (html, emojis) => {
    const box = el("div", "rich-text post-content", { dir: "auto" });
    const inline = (parent, node) => {
      if (node.nodeType === Node.TEXT_NODE) withEmojis(parent, node.data, emojis);
      else if (node.nodeName === "BR") parent.append(el("br"));
      else if (node.nodeType !== Node.ELEMENT_NODE || DROPPED.test(node.nodeName)) return;
      else if (!node.classList.contains("invisible")) {
        for (const child of node.childNodes) inline(parent, child);
      }
    };
    const body = new DOMParser().parseFromString(text(html), "text/html").body;
    for (const node of body.childNodes) {
      if (node.nodeName === "P") {
        const paragraph = el("p");
        for (const child of node.childNodes) inline(paragraph, child);
        box.append(paragraph);
      } else if (
        node.nodeType !== Node.ELEMENT_NODE ||
        /^BR$/.test(node.nodeName) ||
        INLINE.test(node.nodeName) ||
        DROPPED.test(node.nodeName)
      ) {
        inline(box, node);
      } else {
        return null;
      }
    }
    return box;
  };

  /** A display name as the card shows it (displayName, EmojiText). */
  const name = (account) => {
    const span = el("span", "", { dir: "auto" });
    const cleaned = text(account.display_name).replace(/\p{C}/gu, "").trim();
    withEmojis(span, cleaned || text(account.username), emojiMap(account.emojis));
    return span;
  };

  /** The card's counts, as useFormatNumber writes them in the frame's language. */
  const number = new Intl.NumberFormat(root.lang || undefined, { useGrouping: false });

  /**
   * One post as PostCard lays it out for a signed-in reader, or null when it
   * has a part whose box only the app knows.
   */
  const card = (entry, words, first) => {
    const post = listed(entry);
    const author = post?.account;
    if (!author || typeof post.id !== "string" || post.hidden) return null;
    if (post.group || post.title || post.edited_at || post.poll) return null;
    if (post.pleroma?.quote || post.links?.length || post.ipfs_cid || post.pinned) return null;
    const media = Array.isArray(post.media_attachments) ? post.media_attachments : [];
    const pictures = images(post);
    if (media.length !== pictures.length || (pictures.length > 0 && post.sensitive)) return null;
    const body = content(post.content, emojiMap(post.emojis));
    if (!body) return null;

    const article = el("article", "post", { "data-boot-post": post.id });
    if (entry.reblog) {
      // A repost to followers only, or a group's, has a line of its own: the app's.
      if (entry.visibility === "private" || entry.account?.is_group) return null;
      const banner = el("p", "post-reposted-by");
      const word = el("span");
      word.textContent = words["post.repostedBy"] ?? "";
      const reposter = el("span", "post-reposted-by-name");
      reposter.append(name(entry.account ?? {}));
      banner.append(icon(14, "repost"), word, " ", reposter);
      article.append(banner);
    }
    const header = el("header", "post-header");
    const avatar = el("span", "post-avatar");
    const picture = web(author.avatar);
    // The card's avatar, or a box of its size where the card draws an identicon.
    avatar.append(
      picture
        ? el("img", "avatar", { src: picture, alt: "", width: 44, height: 44 })
        : icon(44, "", "avatar boot-frame-icon"),
    );
    const names = el("div", "post-names");
    const authorName = el("span", "post-author");
    authorName.append(name(author));
    const handle = el("span", "post-handle", { dir: "ltr" });
    handle.textContent = `@${text(author.acct)}`;
    names.append(authorName, handle);
    const meta = el("div", "post-meta");
    meta.append(names);
    if (post.in_reply_to_id) {
      // "Replying to @x" (PostHeader's ReplyTo), the account from the post's mentions.
      const mentions = Array.isArray(post.mentions) ? post.mentions : [];
      const to = mentions.find((mention) => mention?.id === post.in_reply_to_account_id);
      const acct = text(to?.acct) || text(to?.username);
      const line = acct
        ? words["post.replyingTo"]?.replace("{acct}", acct)
        : words["post.replyingToPost"];
      if (typeof line !== "string") return null;
      const replyTo = el("span", "post-reply-to");
      replyTo.append(icon(14, "reply"), line);
      meta.append(replyTo);
    }
    const markers = el("div", "post-markers");
    const visibility = el("span", "post-visibility");
    visibility.append(icon(14, post.visibility));
    markers.append(visibility);
    // The post's language when it is not the reader's (shownPostLanguage).
    const language = (tag) => text(tag).split("-")[0].toLowerCase();
    if (language(post.language) && language(post.language) !== language(root.lang)) {
      const code = el("span", "post-language");
      const shown = el("span", "", { "aria-hidden": "true" });
      shown.textContent = text(post.language).toUpperCase();
      code.append(shown);
      markers.append(code);
    }
    markers.append(el("span", "post-time"));
    header.append(avatar, meta, markers);
    article.append(header, body);

    if (pictures.length > 0) {
      const grid = el("div", "media-grid", { "data-count": Math.min(pictures.length, 4) });
      pictures.forEach((src, index) => {
        const thumb = el("button", "media-thumb", { type: "button", tabindex: "-1" });
        const attributes = { src, alt: text(media[index].description), decoding: "async" };
        // The first screen's pictures come at once, the first one first (FirstScreenMedia).
        if (first && index === 0) attributes.fetchpriority = "high";
        thumb.append(el("img", "", attributes));
        grid.append(thumb);
      });
      const items = el("div", "media-items");
      items.append(grid);
      const gallery = el("div", "media");
      gallery.append(items);
      article.append(gallery);
    }

    const reactions = (post.pleroma?.emoji_reactions ?? []).filter((each) => each?.count > 0);
    if (reactions.length > 0) {
      const list = el("ul", "post-reactions");
      for (const reaction of reactions) {
        const button = el("button", "post-reaction", { type: "button", tabindex: "-1" });
        if (reaction.me) button.classList.add("post-reaction-mine");
        const url = web(reaction.url);
        const face = url
          ? el("img", "emoji", { src: url, alt: "", width: 22, height: 22, loading: "lazy" })
          : el("span");
        if (!url) face.textContent = text(reaction.name);
        const count = el("span");
        count.textContent = number.format(reaction.count);
        button.append(face, count);
        const item = el("li");
        item.append(button);
        list.append(item);
      }
      article.append(list);
    }

    // The action bar: reply, repost, like (with their counts), react, bookmark; the menu.
    const footer = el("footer", "post-footer");
    const actions = el("div", "post-actions");
    for (const [name, count] of [
      ["reply", post.replies_count],
      ["repost", post.reblogs_count],
      ["like", post.favourites_count],
      ["react", null],
      ["bookmark", null],
    ]) {
      const button = el("span", "icon-button");
      button.append(icon(18, name));
      if (count !== null) {
        const value = el("span");
        value.textContent = number.format(Number(count) || 0);
        button.append(value);
      }
      actions.append(button);
    }
    const more = el("span", "icon-button");
    more.append(icon(18, "more"));
    footer.append(actions, more);
    article.append(footer);
    return article;
  };

  /**
   * Draws home as HomeTimeline does above and around its feed (the place the
   * composer holds on a wide screen, the links row), then the posts that
   * fill the first screen, into the frame's main column. Nothing when the
   * page failed or is empty, or when the kept state says home draws
   * differently (a reader without the composer, home's own filters on).
   */
  const draw = (posts, user, words) => {
    const frame = document.querySelector(".boot-frame");
    const main = frame?.querySelector(".shell-main");
    if (!main || !Array.isArray(posts) || posts.length === 0) return;
    const role = user?.role;
    const permissions = role?.permissions_names ?? role?.permissions;
    const canPost = Array.isArray(permissions)
      ? permissions.includes("create_post")
      : role?.name === "user" || role?.name === "admin";
    let filters = null;
    try {
      filters = JSON.parse(boot.homeFilters ?? "{}");
    } catch {
      // Kept filters that are not JSON: the app shows everything, as here.
    }
    const composer = Number(boot.composerHeight);
    if (
      !canPost ||
      !navigator.onLine ||
      filters?.hideReposts ||
      (filters?.replies ?? "all") !== "all"
    ) {
      return;
    }
    // A wide screen holds the composer's kept height (phones open it from the bottom bar).
    const phone = matchMedia("(max-width: 43.74rem)").matches;
    if (!phone && !(composer >= 60 && composer <= 800)) return;

    // The first one whose box is not known here ends the cards.
    const list = el("div");
    for (const [index, entry] of posts.slice(0, 8).entries()) {
      const drawn = card(entry, words, index === 0);
      if (!drawn) break;
      list.append(drawn);
    }
    if (list.childElementCount === 0) return;

    // Busy for screen readers and inert until the app's first render
    // replaces it (the frame is inert already).
    const feed = el("div", "paged-list paged-list-feed post-list", {
      "aria-busy": "true",
      inert: "",
    });
    feed.append(list);
    const home = el("div", "home-feed");
    home.append(feed);
    const composerBox = el("div", "composer-placeholder boot-frame-composer");
    composerBox.style.blockSize = `${composer}px`;
    const links = el("div", "timeline-links");
    const findPeople = el("span", "boot-frame-link");
    findPeople.textContent = words["home.findPeople"] ?? "";
    const filter = el("span", "icon-button");
    filter.append(icon(18, "filter"));
    links.append(findPeople, filter);
    for (const placeholder of main.querySelectorAll(".boot-frame-card")) placeholder.remove();
    main.classList.add("boot-frame-home");
    main.append(el("div", "offline-notice-region"), composerBox, links, home);
    // Only the cards the first screen shows (one layout, before the paint).
    for (const article of [...list.children].slice(1)) {
      if (article.getBoundingClientRect().top > innerHeight) article.remove();
    }

    // A click on a drawn card in that window is not lost: the card is drawn
    // as the app's (it looks clickable), the frame is inert, so the click is
    // noted here by where it fell, and home opens that post once the app is
    // there (takeBootClick in src/api/bootPrefetch.ts). Only the last click counts.
    const onClick = (event) => {
      if (!frame.isConnected) return document.removeEventListener("click", onClick, true);
      for (const article of list.children) {
        const box = article.getBoundingClientRect();
        const inside = event.clientY >= box.top && event.clientY < box.bottom;
        if (inside && event.clientX >= box.left && event.clientX < box.right) {
          boot.clicked = article.dataset.bootPost;
        }
      }
    };
    document.addEventListener("click", onClick, true);
  };

  /** The stylesheet the app's cards come with, applied before they are drawn. */
  const cardStyles = () => {
    const meta = document.querySelector('meta[name="mitra-start-chunks"]');
    const href = meta?.content.split(" ").find((file) => file.endsWith(".css"));
    if (!href) return Promise.resolve();
    const link = el("link", "", { rel: "stylesheet", href, crossorigin: "" });
    const loaded = new Promise((resolve) => {
      link.onload = resolve;
      link.onerror = resolve;
    });
    document.head.append(link);
    return loaded;
  };

  /** Once boot.js has shown the frame (data-frame), with its words. */
  const frameShown = new Promise((resolve) => {
    if (root.dataset.frame === "ready") return resolve();
    const watch = new MutationObserver(() => {
      if (root.dataset.frame !== "ready") return;
      watch.disconnect();
      resolve();
    });
    watch.observe(root, { attributes: true, attributeFilter: ["data-frame"] });
  });

  boot?.home?.then((posts) => {
    // The first post's picture is most often the largest thing on the first
    // screen: asked for as soon as the post is known, whether or not it is drawn.
    const first = Array.isArray(posts) && posts[0] ? listed(posts[0]) : null;
    const picture = first ? images(first)[0] : undefined;
    if (picture) {
      const image = new Image();
      image.fetchPriority = "high";
      image.src = picture;
    }
    if (!Array.isArray(posts) || posts.length === 0) return;
    Promise.all([frameShown, cardStyles()])
      .then(() => draw(posts, boot.user, boot.words ?? {}))
      .catch(() => undefined);
  });
}
