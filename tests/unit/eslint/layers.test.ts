import { join } from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { layerOrder, layers } from "../../../eslint/layers.mjs";

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module" } });
const options = [{ layers: ["environment", "page", "components", "features"], outside: ["markets"] }];
const inSrc = (path: string): string => join(process.cwd(), "src", path);

describe("the layer rule of src/", () => {
  tester.run("layers", layers, {
    valid: [
      {
        name: "a folder imports from a folder below it",
        code: `import { useSitePage } from "../page/site-page";`,
        filename: inSrc("components/x.tsx"),
        options,
      },
      { name: "a folder imports from itself", code: `import { y } from "../y";`, filename: inSrc("features/a/x.ts"), options },
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
        name: "code outside src/ is not checked",
        code: `import { x } from "../src/features/x";`,
        filename: join(process.cwd(), "scripts/x.ts"),
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
        errors: [{ messageId: "outside", data: { to: "dev", allowed: "markets/" } }],
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
