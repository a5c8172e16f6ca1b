import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { layerOrder, layers, nodeOnly, production, siblingFolders } from "./eslint/layers.mjs";

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "public",
      "dist",
      "previous-release",
      "releases",
      ".cache",
      "test-results",
      "playwright-report",
      "bench-results",
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": [
        "error",
        { "ts-ignore": true, "ts-nocheck": true, "ts-expect-error": "allow-with-description" },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  // Where code lives (eslint/layers.mjs): a folder of src/ imports only from itself and the folders below it,
  // sibling features and layouts not from each other, browser code nothing Node-only, and no production code dev/.
  {
    files: ["src/**/*.{ts,tsx}", ...production.paths.map((path) => (path.includes(".") ? path : `${path}/**/*.{ts,tsx}`))],
    plugins: { local: { rules: { layers } } },
    rules: { "local/layers": ["error", { layers: layerOrder, outside: ["markets"], siblings: siblingFolders, nodeOnly, production }] },
  },
  // React: the rules of hooks (with React Compiler's checks) and JSX accessibility, for every component.
  { files: ["**/*.{js,jsx,ts,tsx}"], ...reactHooks.configs.flat.recommended },
  { files: ["**/*.{jsx,tsx}"], ...jsxA11y.flatConfigs.recommended },
);
