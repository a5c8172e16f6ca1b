import { dirname, relative, resolve, sep } from "node:path";

/**
 * The folders of src/, lowest first. A folder imports only from itself and the folders before it, so
 * no two folders depend on each other and a folder can be read (and tested) knowing only those below.
 * Files directly in src/ (html.tsx) sit above every folder. A new folder gets its place here.
 */
export const layerOrder = [
  "environment",
  "urls",
  "config",
  "theme",
  "markup",
  "content",
  "i18n",
  "seo",
  "web-api",
  "services",
  "page",
  "runtime-apps",
  "components",
  "features",
  "layouts",
  "shell",
  "templates",
  "build",
  "gatsby",
];

/** The ESLint rule: relative imports in src/ follow `layers`; imports out of src/ reach only `outside`. */
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
        },
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        "src/{{from}}/ may not import from src/{{to}}/, which sits above it in the layer order (eslint/layers.mjs): move what both need down, or import the other way",
      unlisted: "src/{{from}}/ has no place in the layer order: add it to layerOrder in eslint/layers.mjs",
      outside: "src/ may not import from {{to}}/: only {{allowed}} outside src/",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const srcDir = resolve(context.cwd, options.root ?? "src");
    const order = options.layers ?? layerOrder;
    const outside = options.outside ?? [];
    const from = relative(srcDir, context.filename).split(sep);
    if (from[0] === ".." || from.length === 1) return {};
    const fromLayer = order.indexOf(from[0]);

    /** Reports an import of `specifier` that breaks the order; bare specifiers are packages. */
    const check = (node, specifier) => {
      if (typeof specifier !== "string" || !specifier.startsWith(".")) return;
      const target = resolve(dirname(context.filename), specifier);
      const to = relative(srcDir, target).split(sep);
      if (to[0] === "..") {
        const top = relative(context.cwd, target).split(sep)[0];
        if (!outside.includes(top))
          context.report({ node, messageId: "outside", data: { to: top, allowed: outside.map((o) => `${o}/`).join(", ") || "nothing" } });
        return;
      }
      if (to[0] === from[0]) return;
      if (fromLayer === -1) return context.report({ node, messageId: "unlisted", data: { from: from[0] } });
      const toLayer = order.indexOf(to[0]);
      if (toLayer === -1 || toLayer > fromLayer) context.report({ node, messageId: "upward", data: { from: from[0], to: to[0] } });
    };
    const source = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: source,
      ExportNamedDeclaration: source,
      ExportAllDeclaration: source,
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
      TSImportType: (node) => node.argument?.type === "TSLiteralType" && check(node.argument, node.argument.literal.value),
    };
  },
};
