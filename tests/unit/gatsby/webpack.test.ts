import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { consentAssetUrls } from "../../../src/features/consent/static-assets";
import { onCreateWebpackConfig } from "../../../src/gatsby/webpack";

type Config = { resolve: { alias: Record<string, string> }; devtool?: false; plugins: { defines: Record<string, string> }[] };

/** The webpack config the site adds in a stage, as Gatsby would merge it; undefined when none. */
function configFor(stage: string): Partial<Config> | undefined {
  let config: Partial<Config> | undefined;
  const actions = {
    setWebpackConfig: (value: Partial<Config>) => {
      config = { ...config, ...value };
    },
  };
  // Gatsby's `plugins.define` makes webpack's DefinePlugin; here it records what it was given.
  const plugins = { define: (defines: Record<string, string>) => ({ defines }) };
  // Only `stage`, `actions` and `plugins` are read; the rest of Gatsby's arguments do not matter here.
  (onCreateWebpackConfig as unknown as (args: { stage: string; actions: typeof actions; plugins: typeof plugins }) => void)({
    stage,
    actions,
    plugins,
  });
  return config;
}

describe("webpack config", () => {
  it("points every alias of the production bundle at a file that exists", () => {
    const alias = configFor("build-javascript")?.resolve?.alias ?? {};
    expect(Object.keys(alias).length).toBeGreaterThanOrEqual(3);
    for (const target of Object.values(alias)) expect(existsSync(target), target).toBe(true);
  });

  it("uses one ES module copy of tslib for all of react-intl's packages", () => {
    const target = configFor("build-javascript")?.resolve?.alias["tslib$"] ?? "";
    expect(target).toMatch(/tslib\.es6\.mjs$/);
    expect(readFileSync(target, "utf8")).toMatch(/^export (var|function) __assign\b/m);
  });

  it("replaces Gatsby's develop-only Partytown browser plugin in production only", () => {
    const isPartytown = (key: string) => key.includes("partytown");
    const production = Object.entries(configFor("build-javascript")?.resolve?.alias ?? {}).filter(([key]) => isPartytown(key));
    expect(production).toHaveLength(1);
    expect(readFileSync(production[0]?.[1] ?? "", "utf8")).toMatch(/^export \{\};$/m);
    expect(Object.keys(configFor("develop")?.resolve?.alias ?? {}).some(isPartytown)).toBe(false);
    expect(configFor("build-html")?.resolve).toBeUndefined();
  });

  it("replaces the styled-components plugin's browser wrapper in production only, keeping its server render", () => {
    const isStyledPlugin = (key: string) => key.includes("gatsby-plugin-styled-components");
    const production = Object.entries(configFor("build-javascript")?.resolve?.alias ?? {}).filter(([key]) => isStyledPlugin(key));
    expect(production.map(([key]) => key)).toEqual([expect.stringMatching(/gatsby-browser\.js$/)]);
    expect(readFileSync(production[0]?.[1] ?? "", "utf8")).toMatch(/^export \{\};$/m);
    expect(Object.keys(configFor("develop")?.resolve?.alias ?? {}).some(isStyledPlugin)).toBe(false);
  });

  it("writes no source maps of the production bundles unless SOURCE_MAPS=1", () => {
    expect(configFor("build-javascript")?.devtool).toBe(false);
    expect(configFor("build-html")?.devtool).toBe(false);
    expect(configFor("develop")?.devtool).toBeUndefined();
    process.env.SOURCE_MAPS = "1";
    try {
      expect(configFor("build-javascript")?.devtool).toBeUndefined();
    } finally {
      delete process.env.SOURCE_MAPS;
    }
  });

  it("gives the HTML renderer the consent files' hashed names as constants, so it reads no file while rendering", () => {
    for (const stage of ["build-html", "develop-html"]) {
      expect(configFor(stage)?.plugins).toEqual([{ defines: { CONSENT_ASSET_URLS: JSON.stringify(consentAssetUrls()) } }]);
    }
    expect(configFor("build-javascript")?.plugins).toBeUndefined();
  });
});
