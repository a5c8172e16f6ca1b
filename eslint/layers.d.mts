import type { Rule } from "eslint";

/** The folders of src/, lowest first (eslint/layers.mjs). */
export declare const layerOrder: readonly string[];
/** The ESLint rule that holds src/ to the layer order. */
export declare const layers: Rule.RuleModule;
