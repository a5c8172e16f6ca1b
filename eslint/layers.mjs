import { builtinModules } from "node:module";
import { dirname, relative, resolve, sep } from "node:path";

/**
 * The folders of src/, lowest first. A folder imports only from itself and the folders before it, so
 * no two folders depend on each other and a folder can be read (and tested) knowing only those below.
 * Files directly in src/ (html.tsx) sit above every folder. A new folder gets its place here.
 */
export const layerOrder = [
  "environment",
  "hooks",
  "urls",
  "config",
  "theme",
  "markup",
  "content",
  "i18n",
  "seo",
  "web-api",
  "services",
  "page-context",
  "runtime-apps",
  "components",
  "features",
  "layouts",
  "shell",
  "templates",
  "build",
  "gatsby",
];

/**
 * Where code runs only in Node (at build time, never in the browser bundle): any folder named `build/`
 * (src/features/<x>/build/, src/content/build/…), the top folders below, and the files below that
 * sit in a shared folder (paths from src/). Code anywhere else may be bundled for the browser.
 */
export const nodeOnly = {
  folders: ["build", "gatsby"],
  // The content loaders: they read content/ for the build, scripts and tests; the schema beside them is bundled.
  files: [
    "content/check.ts",
    "content/check-markets.ts",
    "content/load.ts",
    "content/made-pages.ts",
    "content/message-use.ts",
    "content/media-check.ts",
    "content/scaffold.ts",
    "content/text-bundles.ts",
  ],
  // Packages that only Node runs; Node's own modules (`node:fs`, `fs`…) always count.
  packages: ["sharp", "tsx"],
};

/** Folders of src/ whose sub-folders are siblings that never import each other, and the shared sub-folder of each, if any. */
export const siblingFolders = { features: [], layouts: ["parts"] };

/**
 * Code outside src/ that builds or releases the site, and so never imports dev/ (the local stand-ins),
 * and the files among it that are development tools: the local servers, the test and bench runners.
 */
export const production = {
  paths: ["scripts", "gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "gatsby-browser.tsx"],
  devTools: [
    "scripts/bench.ts",
    "scripts/dev.ts",
    "scripts/dev-watch.ts",
    "scripts/e2e-stress.ts",
    "scripts/e2e-stress-args.ts",
    "scripts/experiments-report.ts",
    "scripts/experiments-summary.ts",
    "scripts/rum-report.ts",
    "scripts/screenshots.ts",
    "scripts/serve-nginx.ts",
    "scripts/test-all.ts",
    "scripts/test-build.ts",
  ],
};

const nodeBuiltins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const toPosix = (path) => path.split(sep).join("/");

/**
 * The ESLint rule of where code lives: relative imports in src/ follow `layers`; imports out of src/
 * reach only `outside`; sibling features (and layouts) do not import each other; code the browser
 * bundles imports nothing Node-only; nothing in src/ or the production code outside it imports dev/.
 */
export const layers = {
  meta: {
    type: "problem",
    docs: { description: "src/ folders import only from themselves and the folders below them in the layer order" },
    schema: [
      {
        type: "object",
        properties: {
          root: { type: "string" },
          layers: { type: "array", items: { type: "string" } },
          outside: { type: "array", items: { type: "string" } },
          siblings: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
          nodeOnly: {
            type: "object",
            properties: {
              folders: { type: "array", items: { type: "string" } },
              files: { type: "array", items: { type: "string" } },
              packages: { type: "array", items: { type: "string" } },
            },
            additionalProperties: false,
          },
          production: {
            type: "object",
            properties: { paths: { type: "array", items: { type: "string" } }, devTools: { type: "array", items: { type: "string" } } },
            additionalProperties: false,
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        "src/{{from}}/ may not import from src/{{to}}/, which sits above it in the layer order (eslint/layers.mjs): move what both need down, or import the other way",
      unlisted: "src/{{from}}/ has no place in the layer order: add it to layerOrder in eslint/layers.mjs",
      outside: "src/ may not import from {{to}}/: only {{allowed}} outside src/",
      dev: "{{from}} builds or releases the site and may not import dev/ (the local stand-ins): move what both need into src/, or load it through src/web-api/build/dev-modules.ts",
      sibling:
        "src/{{folder}}/{{from}}/ may not import from src/{{folder}}/{{to}}/: siblings never import each other; move what both need down a layer",
      node: "{{from}} is bundled for the browser and may not import {{to}}, which runs only in Node: move the Node-only code into a build/ folder (eslint/layers.mjs)",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const cwd = context.cwd;
    const srcDir = resolve(cwd, options.root ?? "src");
    const order = options.layers ?? layerOrder;
    const outside = options.outside ?? [];
    const siblings = options.siblings ?? {};
    const nodeOnlyOf = { folders: [], files: [], packages: [], ...options.nodeOnly };
    const productionOf = { paths: [], devTools: [], ...options.production };
    const devDir = resolve(cwd, "dev");
    const inDev = (path) => !relative(devDir, path).startsWith("..");
    const fileFromCwd = toPosix(relative(cwd, context.filename));
    const from = relative(srcDir, context.filename).split(sep);

    if (from[0] === "..") {
      const isProduction =
        productionOf.paths.some((path) => fileFromCwd === path || fileFromCwd.startsWith(`${path}/`)) &&
        !productionOf.devTools.includes(fileFromCwd);
      if (!isProduction) return {};
      const checkDev = (node, specifier) => {
        if (typeof specifier === "string" && specifier.startsWith(".") && inDev(resolve(dirname(context.filename), specifier)))
          context.report({ node, messageId: "dev", data: { from: fileFromCwd } });
      };
      return visitors((node, specifier) => checkDev(node, specifier));
    }

    /** True when the module at `parts` (its path from src/, split; a folder's for its index) runs only in Node. */
    const isNodeOnly = (parts) =>
      nodeOnlyOf.folders.includes(parts[0]) || parts.includes("build") || nodeOnlyOf.files.some((file) => matchesFile(parts, file));
    const inBrowser = from.length > 1 && !isNodeOnly(from);
    const fromLayer = order.indexOf(from[0]);

    /** Reports an import of `specifier` that breaks a rule; `typeOnly` imports vanish from the bundle. */
    const check = (node, specifier, typeOnly) => {
      if (typeof specifier !== "string") return;
      if (!specifier.startsWith(".")) {
        const pkg = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];
        if (inBrowser && !typeOnly && (nodeBuiltins.has(specifier) || nodeBuiltins.has(pkg) || nodeOnlyOf.packages.includes(pkg)))
          context.report({ node, messageId: "node", data: { from: fileFromCwd, to: specifier } });
        return;
      }
      const target = resolve(dirname(context.filename), specifier);
      const to = relative(srcDir, target).split(sep);
      if (to[0] === "..") {
        if (inDev(target)) return context.report({ node, messageId: "dev", data: { from: fileFromCwd } });
        const top = relative(cwd, target).split(sep)[0];
        if (!outside.includes(top))
          context.report({ node, messageId: "outside", data: { to: top, allowed: outside.map((o) => `${o}/`).join(", ") || "nothing" } });
        return;
      }
      if (inBrowser && !typeOnly && isNodeOnly(to))
        context.report({ node, messageId: "node", data: { from: fileFromCwd, to: `src/${toPosix(relative(srcDir, target))}` } });
      if (from.length === 1) return;
      if (to[0] === from[0]) return checkSiblings(node, to);
      if (fromLayer === -1) return context.report({ node, messageId: "unlisted", data: { from: from[0] } });
      const toLayer = order.indexOf(to[0]);
      if (toLayer === -1 || toLayer > fromLayer) context.report({ node, messageId: "upward", data: { from: from[0], to: to[0] } });
    };

    /** Inside a folder of siblings: a sibling imports itself and the shared sub-folder, nothing else of the folder. */
    const checkSiblings = (node, to) => {
      const shared = siblings[from[0]];
      // A file directly in the folder (layouts/index.tsx) sits above the siblings and picks among them.
      if (!shared || from.length < 3) return;
      const [folder, mine] = from;
      const theirs = to[1];
      if (theirs === mine || shared.includes(theirs)) return;
      context.report({ node, messageId: "sibling", data: { folder, from: mine, to: theirs } });
    };

    return visitors(check);
  },
};

/** The import-like nodes of a file, each with its specifier and whether it is erased at compile time. */
function visitors(check) {
  const source = (node) => node.source && check(node.source, node.source.value, node.importKind === "type" || node.exportKind === "type");
  return {
    ImportDeclaration: source,
    ExportNamedDeclaration: source,
    ExportAllDeclaration: source,
    ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value, false),
    TSImportType: (node) => node.argument?.type === "TSLiteralType" && check(node.argument, node.argument.literal.value, true),
    TSExternalModuleReference: (node) => node.expression?.type === "Literal" && check(node.expression, node.expression.value, false),
  };
}

/** True when `parts` (a path from src/, split, maybe without its extension) names `file`. */
function matchesFile(parts, file) {
  const path = parts.join("/");
  return path === file || path === file.replace(/\.tsx?$/, "") || `${path}.ts` === file || `${path}.tsx` === file;
}
