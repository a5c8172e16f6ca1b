// @vitest-environment node
// The server render: Gatsby renders the head in Node, where the HTML gets its `lang`.
import { renderToStaticMarkup } from "react-dom/server";
import { SeoHead } from "../../../src/components/seo-head";
import { markets } from "../../../markets/index";
import { pageFor } from "../layouts/page-fixture";

describe("the document head", () => {
  it("gives screen readers the page's full locale, not only its language", () => {
    for (const id of ["ch", "gb", "us-es"]) {
      const market = markets.find((m) => m.id === id);
      if (!market) throw new Error(`no market ${id}`);
      const html = renderToStaticMarkup(<SeoHead page={pageFor("default", { language_code: market.locale, market })} />);
      expect(html).toContain(`<html lang="${market.locale}" dir="ltr">`);
    }
  });

  it("writes the Arabic pages right to left", () => {
    for (const id of ["sa-ar", "ae-ar", "eg-ar"]) {
      const market = markets.find((m) => m.id === id);
      if (!market) throw new Error(`no market ${id}`);
      const html = renderToStaticMarkup(<SeoHead page={pageFor("default", { language_code: market.locale, market })} />);
      expect(html).toContain(`<html lang="${market.locale}" dir="rtl">`);
    }
  });
});
