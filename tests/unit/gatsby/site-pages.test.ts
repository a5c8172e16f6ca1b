import { withPageMessages } from "../../../src/gatsby/site-pages";
import { projectMessages } from "../../../src/i18n/build/page-messages";
import type { MessageSource } from "../../../src/i18n/build/page-messages";

const messages = projectMessages();
const english: MessageSource = { market: { textLocale: "en-US" }, template: "not-found", layout: "navigationWithoutLayout" };
const spanish: MessageSource = { ...english, market: { textLocale: "es-ES" } };

describe("a page context as npm run dev serves it", () => {
  it("carries the page's messages, as a build's page data does once finished", () => {
    const context = withPageMessages({ ...english, title: "Not found" }, messages);
    expect(context.title).toBe("Not found");
    expect(context.messages).toBe(messages.of(english));
    expect(Object.keys(context.messages).length).toBeGreaterThan(0);
  });

  it("gives an error page's other languages their own messages", () => {
    const context = withPageMessages({ ...english, alternates: [spanish] }, messages);
    expect(context.alternates?.[0]).toEqual({ ...spanish, messages: messages.of(spanish) });
    expect(messages.of(spanish)).not.toEqual(messages.of(english));
  });
});
