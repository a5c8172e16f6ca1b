import type { Rule } from "eslint";

/** The folders of src/, lowest first (eslint/layers.mjs). */
export declare const layerOrder: readonly string[];
/** Where code runs only in Node: `build/` folders, these top folders of src/, these files, these packages. */
export declare const nodeOnly: { folders: readonly string[]; files: readonly string[]; packages: readonly string[] };
/** Folders of src/ whose sub-folders never import each other, each with its shared sub-folders. */
export declare const siblingFolders: Readonly<Record<string, readonly string[]>>;
/** Production code outside src/ that never imports dev/, and the development tools among it. */
export declare const production: { paths: readonly string[]; devTools: readonly string[] };
/** The ESLint rule that holds src/ to the layer order, siblings apart, browser code off Node, production code off dev/. */
export declare const layers: Rule.RuleModule;
