import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { markets } from "../../../markets/index";
import { SeoHead } from "../../../src/components/seo-head";
import { useDocumentLanguage } from "../../../src/shell/document-language";
import { pageFor } from "../layouts/page-fixture";

function Page({ locale }: { locale: string }) {
  useDocumentLanguage(locale);
  return null;
}

/** The `<html>` attribute changes made while `act` runs, as a MutationObserver reports them. */
async function langWrites(act: () => void): Promise<(string | null)[]> {
  const seen: (string | null)[] = [];
  const observer = new MutationObserver((records) => seen.push(...records.map((r) => r.attributeName)));
  observer.observe(document.documentElement, { attributes: true });
  act();
  await Promise.resolve();
  observer.disconnect();
  return seen;
}

describe("the document's language in the browser", () => {
  afterEach(() => {
    document.documentElement.setAttribute("lang", "en");
    document.documentElement.setAttribute("dir", "ltr");
  });

  it("is left untouched when the page is in the language the HTML already says (no whole-page restyle)", async () => {
    document.documentElement.lang = "en-US";
    document.documentElement.dir = "ltr";
    expect(await langWrites(() => render(<Page locale="en-US" />))).toEqual([]);
    expect(document.documentElement.lang).toBe("en-US");
  });

  it("follows a client-side navigation to a page in another language, and back", async () => {
    document.documentElement.lang = "en-US";
    document.documentElement.dir = "ltr";
    const view = render(<Page locale="en-US" />);
    expect(await langWrites(() => view.rerender(<Page locale="es-US" />))).toEqual(["lang"]);
    expect(document.documentElement.lang).toBe("es-US");
    view.rerender(<Page locale="en-US" />);
    expect(document.documentElement.lang).toBe("en-US");
  });

  it("turns right to left on an Arabic page and back to left to right after it", async () => {
    document.documentElement.lang = "en-SA";
    document.documentElement.dir = "ltr";
    const view = render(<Page locale="en-SA" />);
    expect(await langWrites(() => view.rerender(<Page locale="ar-SA" />))).toEqual(["lang", "dir"]);
    expect(document.documentElement.dir).toBe("rtl");
    view.rerender(<Page locale="en-SA" />);
    expect(document.documentElement.dir).toBe("ltr");
  });

  it("is not set by the page's Head in the browser, where Gatsby would write it on every render", () => {
    const market = markets.find((m) => m.id === "ch");
    if (!market) throw new Error("no market ch");
    const html = renderToStaticMarkup(<SeoHead page={pageFor("default", { language_code: market.locale, market })} />);
    expect(html).not.toContain("<html");
    expect(html).toContain("<title>");
  });
});
