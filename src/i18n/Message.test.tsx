import { render } from "@testing-library/react";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { Message } from "./Message";

function renderIn(messages: Record<string, string>, node: React.ReactNode) {
  const i18n = setupI18n();
  i18n.load(
    "xx",
    Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)])),
  );
  i18n.activate("xx");
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}

const names = {
  first: <a href="/a">Ann</a>,
  second: <a href="/b">Bo</a>,
};

describe("Message: sentences with elements", () => {
  it("puts each element where the translation names it, whatever the order", () => {
    const { container } = renderIn(
      { "notification.namesTwo": "<second/> とそして <first/>" },
      <Message id="notification.namesTwo" components={names} />,
    );
    expect(container.textContent).toBe("Bo とそして Ann");
    const links = Array.from(container.querySelectorAll("a")).map((a) => a.getAttribute("href"));
    expect(links).toEqual(["/b", "/a"]);
  });

  it("keeps plural values and the elements together", () => {
    const { container } = renderIn(
      {
        "notification.namesMore":
          "<first/>, <second/> and {count, plural, one {# other} other {# others}}",
      },
      <Message id="notification.namesMore" values={{ count: 3 }} components={names} />,
    );
    expect(container.textContent).toBe("Ann, Bo and 3 others");
    expect(container.querySelectorAll("a")).toHaveLength(2);
  });

  it("gives a paired tag's translated text to its element", () => {
    const { container } = renderIn(
      { "notification.follow": "Siehe <link>die Regeln</link>, <names/>" },
      <Message
        id="notification.follow"
        // The translation gives the link its text.
        // eslint-disable-next-line jsx-a11y/anchor-has-content
        components={{ link: <a href="/rules" />, names: <b>Ann</b> }}
      />,
    );
    expect(container.innerHTML).toBe('Siehe <a href="/rules">die Regeln</a>, <b>Ann</b>');
  });
});
