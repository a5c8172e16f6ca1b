import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ESLint, RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { layerOrder, layers } from "../../../eslint/layers.mjs";

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module" } });
const options = [
  {
    layers: ["environment", "content", "page", "components", "features", "layouts", "build", "gatsby"],
    outside: ["markets"],
    siblings: { features: [], layouts: ["parts"] },
    nodeOnly: { folders: ["build", "gatsby"], files: ["content/load.ts"], packages: ["sharp"] },
    production: { paths: ["scripts", "gatsby-node.ts"], devTools: ["scripts/dev.ts"] },
  },
];
const inSrc = (path: string): string => join(process.cwd(), "src", path);
const atRoot = (path: string): string => join(process.cwd(), path);

describe("the layer rule of src/", () => {
  tester.run("layers", layers, {
    valid: [
      {
        name: "a folder imports from a folder below it",
        code: `import { useSitePage } from "../page/site-page";`,
        filename: inSrc("components/x.tsx"),
        options,
      },
      { name: "a folder imports from itself", code: `import { y } from "../y";`, filename: inSrc("components/a/x.ts"), options },
      { name: "packages are not layers", code: `import { useState } from "react";`, filename: inSrc("environment/x.ts"), options },
      {
        name: "market config is allowed data",
        code: `import type { Market } from "../../markets/schema";`,
        filename: inSrc("environment/x.ts"),
        options,
      },
      {
        name: "files directly in src/ sit above every folder",
        code: `import { Link } from "./features/link";`,
        filename: inSrc("html.tsx"),
        options,
      },
      {
        name: "code outside src/ is not held to the layers",
        code: `import { x } from "../src/features/x";`,
        filename: atRoot("scripts/x.ts"),
        options,
      },
      { name: "a development tool may import dev/", code: `import { x } from "../dev/x";`, filename: atRoot("scripts/dev.ts"), options },
      { name: "tests may import dev/", code: `import { x } from "../../dev/x";`, filename: atRoot("tests/unit/x.ts"), options },
      {
        name: "a feature imports its own parts at any depth",
        code: `import { a } from "../a";\nimport { b } from "./b/c";`,
        filename: inSrc("features/fleet/cards/x.tsx"),
        options,
      },
      {
        name: "a layout imports the layouts' shared parts",
        code: `import { Main } from "../parts/main";`,
        filename: inSrc("layouts/ride/index.tsx"),
        options,
      },
      {
        name: "the file that picks a layout sits above them all",
        code: `import Ride from "./ride";\nimport Zen from "./zen";`,
        filename: inSrc("layouts/index.tsx"),
        options,
      },
      {
        name: "Node-only code imports Node's modules, sharp and other Node-only code",
        code: `import { readFileSync } from "node:fs";\nimport sharp from "sharp";\nimport { load } from "../../../content/load";`,
        filename: inSrc("features/fleet/build/index.ts"),
        options,
      },
      { name: "src/gatsby/ runs in Node", code: `import { join } from "path";`, filename: inSrc("gatsby/x.ts"), options },
      {
        name: "browser code imports a type of Node-only code, which the bundle never sees",
        code: `import type { PageAddress } from "../../content/load";\nimport type { Stats } from "node:fs";`,
        filename: inSrc("features/fleet/x.ts"),
        options,
      },
    ],
    invalid: [
      {
        name: "a folder imports from a folder above it",
        code: `import { Dialog } from "../components/dialog";`,
        filename: inSrc("page/x.ts"),
        options,
        errors: [{ messageId: "upward", data: { from: "page", to: "components" } }],
      },
      {
        name: "a re-export and a lazy import count too",
        code: `export { a } from "../../features/a";\nvoid import("../../features/b");`,
        filename: inSrc("environment/deep/x.ts"),
        options,
        errors: [{ messageId: "upward" }, { messageId: "upward" }],
      },
      {
        name: "a folder with no place in the order",
        code: `import { x } from "../page/x";`,
        filename: inSrc("widgets/x.ts"),
        options,
        errors: [{ messageId: "unlisted" }],
      },
      {
        name: "src/ imports dev/",
        code: `import { createFixtureApi } from "../../dev/fixture-api/index";`,
        filename: inSrc("features/x.ts"),
        options,
        errors: [{ messageId: "dev", data: { from: "src/features/x.ts" } }],
      },
      {
        name: "src/ imports a type of dev/",
        code: `import type { FixtureApi } from "../../../dev/fixture-api/index";\ntype A = typeof import("../../../dev/dev-server");`,
        filename: inSrc("build/x/y.ts"),
        options,
        errors: [{ messageId: "dev" }, { messageId: "dev" }],
      },
      {
        name: "a script that builds or releases imports dev/",
        code: `import { treeRedirects } from "../dev/redirects";\nvoid import("../dev/x");`,
        filename: atRoot("scripts/nginx-config.ts"),
        options,
        errors: [
          { messageId: "dev", data: { from: "scripts/nginx-config.ts" } },
          { messageId: "dev", data: { from: "scripts/nginx-config.ts" } },
        ],
      },
      {
        name: "gatsby-node imports dev/",
        code: `export { x } from "./dev/x";`,
        filename: atRoot("gatsby-node.ts"),
        options,
        errors: [{ messageId: "dev", data: { from: "gatsby-node.ts" } }],
      },
      {
        name: "a feature imports another feature",
        code: `import { OfferCard } from "../../plus-offers/cards/offer-card";\nexport * from "../../help-centre";`,
        filename: inSrc("features/fleet/cards/x.tsx"),
        options,
        errors: [
          { messageId: "sibling", data: { folder: "features", from: "fleet", to: "plus-offers" } },
          { messageId: "sibling", data: { folder: "features", from: "fleet", to: "help-centre" } },
        ],
      },
      {
        name: "a feature's build code imports another feature",
        code: `import { load } from "../../help-centre/build/index";`,
        filename: inSrc("features/fleet/build/index.ts"),
        options,
        errors: [{ messageId: "sibling", data: { folder: "features", from: "fleet", to: "help-centre" } }],
      },
      {
        name: "a layout imports another layout",
        code: `import { Frame } from "../plus/frame";`,
        filename: inSrc("layouts/ride/index.tsx"),
        options,
        errors: [{ messageId: "sibling", data: { folder: "layouts", from: "ride", to: "plus" } }],
      },
      {
        name: "the layouts' shared parts import a layout",
        code: `import { Frame } from "../plus/frame";`,
        filename: inSrc("layouts/parts/main.tsx"),
        options,
        errors: [{ messageId: "sibling", data: { folder: "layouts", from: "parts", to: "plus" } }],
      },
      {
        name: "browser code imports Node's modules or a Node-only package",
        code: `import { readFileSync } from "node:fs";\nimport { join } from "path";\nimport sharp from "sharp";\nvoid import("node:crypto");`,
        filename: inSrc("features/consent/x.ts"),
        options,
        errors: [
          { messageId: "node", data: { from: "src/features/consent/x.ts", to: "node:fs" } },
          { messageId: "node", data: { from: "src/features/consent/x.ts", to: "path" } },
          { messageId: "node", data: { from: "src/features/consent/x.ts", to: "sharp" } },
          { messageId: "node", data: { from: "src/features/consent/x.ts", to: "node:crypto" } },
        ],
      },
      {
        name: "browser code imports a build/ folder, a Node-only top folder or a listed Node-only file",
        code: `import { a } from "./build/head-code";\nimport { b } from "../../gatsby/x";\nimport { load } from "../../content/load";\nimport { c } from "../../build";`,
        filename: inSrc("features/consent/x.tsx"),
        options,
        errors: [
          { messageId: "node", data: { from: "src/features/consent/x.tsx", to: "src/features/consent/build/head-code" } },
          { messageId: "node", data: { from: "src/features/consent/x.tsx", to: "src/gatsby/x" } },
          { messageId: "upward", data: { from: "features", to: "gatsby" } },
          { messageId: "node", data: { from: "src/features/consent/x.tsx", to: "src/content/load" } },
          { messageId: "node", data: { from: "src/features/consent/x.tsx", to: "src/build" } },
          { messageId: "upward", data: { from: "features", to: "build" } },
        ],
      },
    ],
  });

  it("places every folder of src/ in the order, and only those", async () => {
    const { readdirSync } = await import("node:fs");
    const folders = readdirSync(join(process.cwd(), "src"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect([...layerOrder].sort()).toEqual(folders.sort());
  });
});

/** The project's lint (eslint.config.mjs) on a fixture of tests/unit/eslint/fixtures/, as if the file were at `path`. */
async function lintAs(fixture: string, path: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const code = readFileSync(join(__dirname, "fixtures", fixture), "utf8");
  const [result] = await eslint.lintText(code, { filePath: join(process.cwd(), path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "local/layers").map((m) => m.message);
}

describe("the project's lint on where code lives", () => {
  it("fails a script that builds or releases the site importing dev/", async () => {
    expect(await lintAs("dev-import-script.ts", "scripts/release-step.ts")).toEqual([
      expect.stringContaining("scripts/release-step.ts builds or releases the site and may not import dev/"),
    ]);
  });

  it("lets a development tool among the scripts import dev/", async () => {
    expect(await lintAs("dev-import-script.ts", "scripts/dev.ts")).toEqual([]);
  });

  it("fails src/ importing dev/, a type only included", async () => {
    expect(await lintAs("dev-import-src.ts", "src/web-api/build/fixture.ts")).toEqual([
      expect.stringContaining("src/web-api/build/fixture.ts builds or releases the site and may not import dev/"),
    ]);
  });

  it("fails a feature importing another feature", async () => {
    expect(await lintAs("cross-feature.ts", "src/features/fleet/card.ts")).toEqual([
      expect.stringContaining("src/features/fleet/ may not import from src/features/plus-offers/"),
    ]);
  });

  it("fails a node: import in code the browser bundles, and not in a build/ folder", async () => {
    expect(await lintAs("node-in-browser.ts", "src/features/consent/assets.ts")).toEqual([
      expect.stringContaining("src/features/consent/assets.ts is bundled for the browser and may not import node:fs"),
    ]);
    expect(await lintAs("node-in-browser.ts", "src/features/consent/build/assets.ts")).toEqual([]);
  });
});
