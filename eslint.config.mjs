import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { layerOrder, layers } from "./eslint/layers.mjs";

export default tseslint.config(
  { ignores: ["node_modules", "public", "dist", "previous-release", ".cache", "test-results", "playwright-report", "bench-results"] },
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
  // The layers of src/: a folder imports only from itself and the folders below it (eslint/layers.mjs).
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { local: { rules: { layers } } },
    rules: { "local/layers": ["error", { layers: layerOrder, outside: ["markets"] }] },
  },
  // React: the rules of hooks (with React Compiler's checks) and JSX accessibility, for every component.
  { files: ["**/*.{js,jsx,ts,tsx}"], ...reactHooks.configs.flat.recommended },
  { files: ["**/*.{jsx,tsx}"], ...jsxA11y.flatConfigs.recommended },
);
