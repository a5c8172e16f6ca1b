import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_HASH_DIGITS } from "../../../src/build/caching";
import { consentHeadCode } from "../../../src/features/consent/build/head-code";
import { ChunkMapPlugin } from "../../../src/gatsby/chunk-map";
import { CompileHintsPlugin } from "../../../src/gatsby/compile-hints";
import { onCreateWebpackConfig, type ImportRequest } from "../../../src/gatsby/webpack";

/** A NormalModuleReplacementPlugin as the fake `plugins` below records it. */
type Replacement = { request: RegExp; swap: (data: ImportRequest) => void };
type Config = {
  resolve: { alias: Record<string, string> };
  optimization: {
    splitChunks: { cacheGroups: Record<string, false | { name: false | string; test?: RegExp; minSize?: number; chunks?: string }> };
  };
  devtool?: false;
  output?: { hashDigestLength?: number; chunkFilename?: string };
  plugins: ({ defines: Record<string, string> } | Replacement | CompileHintsPlugin | ChunkMapPlugin)[];
};

/** The webpack config the site adds in a stage, as Gatsby would merge it; undefined when none. */
function configFor(stage: string): Partial<Config> | undefined {
  let config: Partial<Config> | undefined;
  const actions = {
    setWebpackConfig: (value: Partial<Config>) => {
      config = { ...config, ...value };
    },
    replaceWebpackConfig: (value: Partial<Config>) => {
      config = value;
    },
  };
  const getConfig = (): Partial<Config> | undefined => config;
  // Gatsby's `plugins.define` makes webpack's DefinePlugin, `normalModuleReplacement` its
  // NormalModuleReplacementPlugin; here each records what it was given.
  const plugins = {
    define: (defines: Record<string, string>) => ({ defines }),
    normalModuleReplacement: (request: RegExp, swap: Replacement["swap"]): Replacement => ({ request, swap }),
  };
  // Only `stage`, `actions`, `plugins` and `getConfig` are read; the rest of Gatsby's arguments do not matter here.
  (
    onCreateWebpackConfig as unknown as (args: {
      stage: string;
      actions: typeof actions;
      plugins: typeof plugins;
      getConfig: typeof getConfig;
    }) => void
  )({ stage, actions, plugins, getConfig });
  return config;
}

describe("webpack config", () => {
  it("names the production scripts with ten hex digits of their content's hash, which the caching policy reads", () => {
    expect(configFor("build-javascript")?.output?.hashDigestLength).toBe(CONTENT_HASH_DIGITS);
    expect(CONTENT_HASH_DIGITS).toBe(10);
    expect(configFor("develop")?.output).toBeUndefined();
  });

  it("names the lazy chunks' files by chunk id, so webpack's runtime on every page needs no table of chunk names", () => {
    expect(configFor("build-javascript")?.output?.chunkFilename).toBe("[id]-[contenthash].js");
  });

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

  it("gives the HTML renderer the consent files' code as constants, so it reads no file while rendering", () => {
    for (const stage of ["build-html", "develop-html"]) {
      expect(configFor(stage)?.plugins).toEqual([{ defines: { CONSENT_HEAD_CODE: JSON.stringify(consentHeadCode()) } }]);
    }
    expect(configFor("build-javascript")?.plugins?.some((plugin) => "defines" in plugin)).toBe(false);
  });

  it("gives the browser bundle a stub of stylis's vendor prefixer, for every import of it, and leaves others alone", () => {
    const stylis = join(process.cwd(), "node_modules/stylis");
    const stub = join(process.cwd(), "src/gatsby/no-vendor-prefixes.js");
    // The package's entry and its middleware are the two modules that import the prefixer.
    const importers = { [stylis]: "index.js", [join(stylis, "src")]: "Middleware.js" };
    for (const [dir, file] of Object.entries(importers)) {
      const request = /from\s+'(\.\/(?:src\/)?Prefixer\.js)'/.exec(readFileSync(join(dir, file), "utf8"))?.[1] ?? "";
      expect(resolved(request, dir), file).toBe(stub);
    }
    expect(resolved("./src/Prefixer.js", join(process.cwd(), "src/theme"))).toBe("./src/Prefixer.js");
    expect(resolved("./src/Parser.js", stylis)).toBe("./src/Parser.js");
    // The stub stands for everything the prefixer module exports.
    expect(exported(join(stylis, "src/Prefixer.js"))).toEqual(exported(stub));
    expect(configFor("build-html")?.plugins?.some((plugin) => "swap" in plugin)).toBe(false);
  });

  it("gives the browser bundle stubs of @formatjs/intl's formatters besides formatMessage, for every import of them", () => {
    const lib = join(process.cwd(), "node_modules/@formatjs/intl/lib");
    const stub = join(process.cwd(), "src/gatsby/intl-formatters-left-out.js");
    const formatters = ["dateTime", "displayName", "list", "number", "plural", "relativeTime"];
    // The package's entry re-exports them and createIntl binds them: every import of one is swapped.
    const importers = { [lib]: "index.js", [join(lib, "src")]: "create-intl.js" };
    for (const [dir, file] of Object.entries(importers)) {
      const requests = [...readFileSync(join(dir, file), "utf8").matchAll(/from '(\.\/(?:src\/)?(\w+))'/g)];
      const swapped = requests.filter((m) => resolved(m[1] ?? "", dir) === stub).map((m) => m[2]);
      expect(swapped.sort(), file).toEqual(formatters);
    }
    expect(resolved("./src/message", lib)).toBe("./src/message");
    expect(resolved("./number", join(process.cwd(), "src/i18n"))).toBe("./number");
    // The stubs stand for everything those modules export.
    const stubbed = exported(stub);
    for (const name of formatters) expect(stubbed).toEqual(expect.arrayContaining(exported(join(lib, "src", `${name}.js`))));
  });

  it("calls no react-intl formatter but formatMessage, as the browser bundle has no other", () => {
    const leftOut =
      /\.(?:formatDate|formatTime|formatDateTimeRange|formatDateToParts|formatTimeToParts|formatNumber|formatNumberToParts|formatPlural|formatList|formatListToParts|formatRelativeTime|formatDisplayName)\b|\bFormatted(?!Message\b)[A-Z]\w*/;
    expect("intl.formatNumber(2)").toMatch(leftOut);
    expect("<FormattedDate value={d} />").toMatch(leftOut);
    for (const file of sourceFiles()) expect(readFileSync(file, "utf8"), file).not.toMatch(leftOut);
  });

  it("has V8 compile the first view's chunks off the main thread in production only", () => {
    expect(configFor("build-javascript")?.plugins?.filter((plugin) => plugin instanceof CompileHintsPlugin)).toHaveLength(1);
    expect(configFor("develop")?.plugins?.some((plugin) => plugin instanceof CompileHintsPlugin)).toBe(false);
    // Gatsby's map of the chunks' scripts, written again for the files named by chunk id, in production only.
    expect(configFor("build-javascript")?.plugins?.filter((plugin) => plugin instanceof ChunkMapPlugin)).toHaveLength(1);
    expect(configFor("develop")?.plugins?.some((plugin) => plugin instanceof ChunkMapPlugin)).toBe(false);
  });

  it("splits no chunk of code some templates share in production, so each template's code is one file", () => {
    expect(configFor("build-javascript")?.optimization?.splitChunks.cacheGroups.shared).toBe(false);
    expect(configFor("develop")?.optimization).toBeUndefined();
  });

  it("puts the modules the page shell shares with the runner and the consent banner in one chunk of any size", () => {
    const group = configFor("build-javascript")?.optimization?.splitChunks.cacheGroups.shellShared || undefined;
    expect(group).toMatchObject({ name: "shell-shared", minSize: 0, chunks: "async" });
    const shared = [
      "src/environment/storage.ts",
      "src/environment/environment.ts",
      "src/runtime-apps/debug-mode.ts",
      "src/services/consent/state.ts",
    ];
    for (const file of shared) {
      expect(existsSync(join(process.cwd(), file)), file).toBe(true);
      expect(group?.test?.test(join(process.cwd(), file)), file).toBe(true);
    }
    expect(group?.test?.test(join(process.cwd(), "src/environment/api-base.ts"))).toBe(false);
  });

  it("never asks styled-components for vendor prefixes, which the browser bundle leaves out", () => {
    // src/gatsby configures the bundle (and names the setting to say why); the rest is the site's code.
    for (const file of sourceFiles().filter((f) => !f.includes("/src/gatsby/")))
      expect(readFileSync(file, "utf8"), file).not.toMatch(/enableVendorPrefixes/);
  });

  it("replaces Gatsby's scroll handler in production only with a stand-in of every name Gatsby imports", async () => {
    const alias = configFor("build-javascript")?.resolve?.alias ?? {};
    const target = alias["gatsby-react-router-scroll$"] ?? "";
    expect(Object.keys(configFor("develop")?.resolve?.alias ?? {})).not.toContain("gatsby-react-router-scroll$");
    const standIn: Record<string, unknown> = await import(target);
    // Every name Gatsby's browser code takes from the package must be there, or the bundle breaks.
    const cacheDir = join(process.cwd(), "node_modules/gatsby/cache-dir");
    const imported = readdirSync(cacheDir)
      .filter((file) => file.endsWith(".js"))
      .flatMap((file) => [
        ...readFileSync(join(cacheDir, file), "utf8").matchAll(/(?:import|export) \{([^}]+)\} from "gatsby-react-router-scroll"/g),
      ])
      .flatMap((match) => (match[1] ?? "").split(",").map((name) => name.trim()));
    expect(new Set(imported)).toEqual(new Set(["ScrollContext", "useScrollRestoration"]));
    for (const name of imported) expect(typeof standIn[name], name).toBe("function");
    const children = { page: true };
    expect((standIn.ScrollContext as (props: { children: unknown }) => unknown)({ children })).toBe(children);
    expect(() => (standIn.useScrollRestoration as () => unknown)()).toThrow(/owns scrolling/);
  });
});

/** What an import of `request` in a module of `context` resolves to in the browser bundle, after the site's swaps. */
function resolved(request: string, context: string): string {
  const data = { context, request };
  for (const plugin of configFor("build-javascript")?.plugins ?? [])
    if ("swap" in plugin && plugin.request.test(data.request)) plugin.swap(data);
  return data.request;
}

/** The names a module exports as functions, variables or constants. */
function exported(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(/^export (?:function|var|const) (\w+)/gm)].map((m) => m[1] ?? "");
}

/** Every TypeScript file of src/. */
function sourceFiles(): string[] {
  const src = join(process.cwd(), "src");
  return readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(src, f));
}
