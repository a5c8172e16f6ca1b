import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { brand } from "../../../markets/brand";
import Html from "../../../src/html";
import { MANIFEST_URL, startScriptsCode } from "../../../src/shell/page-loading/build/start-after-paint";
import { SITE_ICON_SVG, siteIconDataUrl } from "../../../src/theme/site-icon";
import { globalCss } from "../../../src/theme/global-style";
import { palette } from "../../../src/theme/palette";
import { surfaces, theme } from "../../../src/theme/theme";
import { contrast, resolve } from "./wcag";

describe("the theme", () => {
  it("has the spec's themes that a screen uses, with the brand orange (zenImage: no zen screen has a photo)", () => {
    expect(Object.keys(surfaces)).toEqual(["white", "black", "orange", "image", "zenWhite", "prime", "option"]);
    for (const scheme of ["light", "dark"] as const) {
      expect(resolve(surfaces.orange.background, scheme)).toBe(brand.orange);
      expect(resolve(theme.colors.brand, scheme)).toBe(brand.orange);
    }
  });

  it.each(Object.keys(surfaces))("has a component that paints a region in the %s theme", (name) => {
    const src = join(__dirname, "../../../src");
    const components = readdirSync(src, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".tsx"));
    const uses = components.filter((f) => new RegExp(`surfaces\\.${name}\\b|surface="${name}"`).test(readFileSync(join(src, f), "utf8")));
    expect(uses, `a theme no region uses changes nothing a visitor sees: use it or remove it`).not.toEqual([]);
  });

  it("has the spec's breakpoints, theme sizes and durations", () => {
    expect(theme.screens).toEqual([320, 499, 650, 780, 992, 1200, 1450, 1600]);
    expect(theme.breakpoints).toEqual({ xs: 0, sm: 650, mi: 780, md: 960, lg: 1280, xl: 1920 });
    expect(theme.durations).toEqual({ short: 300, overlay: 600, long: 6000 });
    expect(theme.zenWidth).toBe("1288px");
  });

  it.each(Object.entries(surfaces))("gives the %s theme readable text in both colour schemes", (_name, surface) => {
    for (const scheme of ["light", "dark"] as const) {
      expect(contrast(resolve(surface.text, scheme), resolve(surface.background, scheme))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("gives body and muted text readable contrast in both colour schemes", () => {
    for (const scheme of [palette.light, palette.dark]) {
      expect(contrast(scheme.text, scheme.background)).toBeGreaterThanOrEqual(7);
      expect(contrast(scheme.muted, scheme.surface)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("the HTML document", () => {
  const html = renderToStaticMarkup(
    <Html
      htmlAttributes={{ lang: "en" }}
      headComponents={<style data-styled="">{".a{}"}</style>}
      bodyAttributes={{}}
      preBodyComponents={null}
      body="<main>page</main>"
      postBodyComponents={null}
    />,
  );

  it("carries the page-wide defaults as they are, before every other style (styled-components' rules come after)", () => {
    const at = html.indexOf(`<style>${globalCss}</style>`);
    expect(at).toBeGreaterThan(-1);
    expect(at).toBeLessThan(html.indexOf("<style data-styled"));
    // Its colour tokens in both schemes, and nothing that could end the element early.
    expect(globalCss).toMatch(/:root \{ --color-text: #[0-9a-f]{6};/);
    expect(globalCss).toMatch(/prefers-color-scheme: dark\) \{\s*:root \{ --color-text: #[0-9a-f]{6};/);
    expect(globalCss).not.toContain("<");
  });

  it("sets the spec viewport and follows the system colour scheme", () => {
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1"/>');
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('<div id="___gatsby"><main>page</main></div>');
  });

  it("names no file before the first paint: the icon is a data URL of static/icon.svg, the manifest is linked after that paint", () => {
    expect(html).toContain(`<link rel="icon" href="${siteIconDataUrl}" type="image/svg+xml"/>`);
    expect(SITE_ICON_SVG).toBe(readFileSync(join(process.cwd(), "static", "icon.svg"), "utf8").trim());
    expect(html).not.toMatch(/<link[^>]+href="\//);
    expect(startScriptsCode([], [])).toContain(`m.rel="manifest";m.href=${JSON.stringify(MANIFEST_URL)}`);
  });

  it("has a minimal-ui web manifest with white background and theme colour", () => {
    const manifest: unknown = JSON.parse(readFileSync(join(process.cwd(), "static", "manifest.webmanifest"), "utf8"));
    expect(manifest).toMatchObject({ display: "minimal-ui", background_color: "#ffffff", theme_color: "#ffffff", name: brand.name });
  });
});
