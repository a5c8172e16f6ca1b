// @vitest-environment node
import { join } from "node:path";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { renderToStaticMarkup } from "react-dom/server";
import * as real from "react-intl";
import { textLocales } from "../../../markets/schema";
import { compiledMessagesOf, readBundles } from "../../../src/content/text-bundles";
import * as lite from "../../../src/i18n/react-intl-lite";

const bundles = readBundles(join(__dirname, "..", "..", ".."));

/** Every value a message's arguments can take that changes its text: each select's keys, plural counts around each rule. */
function valueSets(elements: readonly MessageFormatElement[]): Record<string, string | number>[] {
  const choices = new Map<string, (string | number)[]>();
  const walk = (els: readonly MessageFormatElement[]): void => {
    for (const el of els) {
      if (el.type === 1) choices.set(el.value, ["Zoë & <Ann>", 7]);
      if (el.type === 5) choices.set(el.value, [...Object.keys(el.options), "unlisted"]);
      if (el.type === 6) choices.set(el.value, [0, 1, 2, 3, 5, 11, 21, 22, 101, 1.5, 1234]);
      if (el.type === 5 || el.type === 6) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(elements);
  const names = [...choices.keys()];
  const longest = Math.max(1, ...names.map((n) => choices.get(n)?.length ?? 0));
  // Each value of each argument at least once, beside the others' values of the same index.
  return Array.from({ length: longest }, (_, i) =>
    Object.fromEntries(names.map((n) => [n, choices.get(n)?.[i % (choices.get(n)?.length ?? 1)] ?? ""])),
  );
}

describe("the browser's react-intl stand-in", () => {
  it.each(textLocales)("formats every message of %s as react-intl does, with every select key and plural rule", (locale) => {
    const messages = compiledMessagesOf(bundles, locale);
    const config = { locale, defaultLocale: "en-US", messages, onError: () => undefined };
    const expected = real.createIntl(config);
    const actual = lite.createIntl(config);
    let compared = 0;
    for (const [id, message] of Object.entries(messages)) {
      for (const values of valueSets(message)) {
        expect(actual.formatMessage({ id }, values), `${locale} ${id} ${JSON.stringify(values)}`).toEqual(
          expected.formatMessage({ id }, values),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(Object.keys(messages).length);
  });

  it("renders elements among the text as react-intl does, and names a missing message by its id", () => {
    const messages = {
      rich: [
        { type: 0, value: "Call " },
        { type: 1, value: "phone" },
        { type: 0, value: " now" },
      ],
    } as unknown as Record<string, MessageFormatElement[]>;
    const errors: string[] = [];
    const render = (lib: typeof real | typeof lite) =>
      renderToStaticMarkup(
        <lib.IntlProvider locale="de-DE" messages={messages} onError={(e: { code: string }) => errors.push(e.code)}>
          <lib.FormattedMessage id="rich" values={{ phone: <a href="tel:1">1</a> }} />
          <lib.FormattedMessage id="rich" tagName="p" values={{ phone: "0800" }} />
          <lib.FormattedMessage id="missing" />
        </lib.IntlProvider>,
      );
    const markup = render(lite);
    expect(markup).toBe(render(real));
    expect(markup).toBe('Call <a href="tel:1">1</a> now<p>Call 0800 now</p>missing');
    expect(errors).toEqual(["MISSING_TRANSLATION", "MISSING_TRANSLATION"]);
  });
});
